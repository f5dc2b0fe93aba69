import { z } from 'zod';

/**
 * For calls whose answer the contracts do not pin down yet (deletions, revocations): accept
 * any object, keep an optional message for display.
 */
export const acknowledgementSchema = z.object({ message: z.string().optional() }).loose();
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;
