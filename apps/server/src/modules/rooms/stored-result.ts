import { AppError, type AskResult, askResultSchema } from '@tabletalk/contracts';
import { restoredResult } from './stored-chart';

/**
 * The answer stored with a conversation, as the API shows it: checked against the contracts'
 * schema (answers stored before a field existed get its default, such as `origin: 'engine'`) and
 * with its chart's rows put back. Every read of a stored answer goes through here.
 * @throws AppError INTERNAL when the stored answer does not have the shape of one (the fields
 *   that do not fit are in `details`), rather than a failure further on.
 */
export function readStoredResult(stored: unknown): AskResult {
  const parsed = askResultSchema.safeParse(stored);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.'));
    throw new AppError('INTERNAL', {
      message: 'This stored answer cannot be read.',
      details: { fields },
    });
  }
  return restoredResult(parsed.data);
}
