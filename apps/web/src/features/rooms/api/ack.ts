import { z } from 'zod';

/**
 * The answer of a call whose body the screens do not read (renames, stars, hides, deletes): the
 * contract gives no response schema for them, and the cache is updated from what was sent.
 */
export const ackSchema = z.unknown();
