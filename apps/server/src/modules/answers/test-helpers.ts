import type { BuiltUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';

/** `GET db/nlquery` as `user` (none: unauthenticated). */
export function askSource(
  t: TestApp,
  user: Pick<BuiltUser, 'headers'> | null,
  sourceId: string,
  text: string,
) {
  return t.app.inject({
    method: 'GET',
    url: `/api/db/nlquery?text=${encodeURIComponent(text)}&id=${sourceId}`,
    headers: user?.headers ?? {},
  });
}

export { sqlHash } from './guard-statement';
export {
  doubtfulSampleQuestions,
  questionWithStatus,
  unreadableSampleQuestions,
} from './question-with-status';
