import { type StubProvider, startStubProvider } from '@tabletalk/nlq/testing';
import type { BuiltUser } from '../../../test/factories';
import { userWithSample } from '../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../test/test-app';

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

/** A test app whose language model is a local stub speaking OpenAI's API, and a user with the sample. */
export interface StubbedModelWorld {
  stub: StubProvider;
  t: TestApp;
  owner: BuiltUser;
  sampleId: string;
  /** The sample source's table, as SQL names it. */
  table: string;
  close(): Promise<void>;
}

/** Opens a {@link StubbedModelWorld} (`LLM_PROVIDER=openai-compatible` on 127.0.0.1). */
export async function openStubbedModelWorld(
  options: { logLines?: string[] } = {},
): Promise<StubbedModelWorld> {
  const stub = await startStubProvider();
  const { logLines } = options;
  const t = await createTestApp(
    {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: stub.baseUrl,
      LLM_MODEL: 'local-model',
      ...(logLines ? { LOG_LEVEL: 'info' } : {}),
    },
    logLines ? { logStream: { write: (line) => logLines.push(line) } } : {},
  );
  const { owner, sampleId, table } = await userWithSample(t);
  return {
    stub,
    t,
    owner,
    sampleId,
    table,
    close: async () => {
      await t.close();
      await stub.close();
    },
  };
}
