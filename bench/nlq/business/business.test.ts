import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { businessQuestions } from './business-questions';
import { LOCAL_POSTGRES_URL, openSalesDatasetOnPostgres } from './postgres-dataset';
import { runBusinessSuite, summarize } from './run-business';

/**
 * The floors the engine holds on everyday business questions (issue 11's goal: at least 80 %
 * right and at most 2 wrong answers marked sure). Raise them as the engine improves; a change
 * that lowers them is a regression.
 */
const MIN_RIGHT = 61;
const MAX_WRONG_SURE = 2;

const postgresUrl = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES_URL;

function canReach(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2_000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('close', () => resolve(false));
  });
}

/** PostgreSQL runs here and in CI; `npm test` on a machine without it says so and runs the rest. */
const hasPostgres = process.env.CI === 'true' || (await canReach(postgresUrl));

describe('everyday business questions', () => {
  it('answers the sample file and the relational sales database at least as well as before', {
    timeout: 120_000,
  }, async () => {
    const outcomes = await runBusinessSuite(businessQuestions);
    const summary = summarize(outcomes);
    const wrongSure = outcomes
      .filter((o) => !o.isRight && o.status === 'understood')
      .map((o) => `${o.question.dataset}: ${o.question.question}`);
    expect(summary.count).toBe(businessQuestions.length);
    expect(summary.right, `right: ${summary.right}/${summary.count}`).toBeGreaterThanOrEqual(
      MIN_RIGHT,
    );
    expect(wrongSure.length, `wrong while sure:\n${wrongSure.join('\n')}`).toBeLessThanOrEqual(
      MAX_WRONG_SURE,
    );
  });

  it('declines questions about things the data does not hold', { timeout: 120_000 }, async () => {
    const offTopic = businessQuestions.filter((q) => q.gold === 'declined');
    const outcomes = await runBusinessSuite(offTopic);
    // A list of every row is no answer to the weather: off-topic questions are declined.
    expect(outcomes.map((o) => [o.question.question, o.status])).toEqual(
      offTopic.map((q) => [q.question, 'declined']),
    );
  });

  it.runIf(hasPostgres)(
    'answers the relational database on PostgreSQL as it does on DuckDB',
    { timeout: 120_000 },
    async () => {
      const sales = businessQuestions.filter((q) => q.dataset === 'sales');
      const onDuckDb = await runBusinessSuite(sales);
      const onPostgres = await runBusinessSuite(sales, [
        { name: 'sales', open: () => openSalesDatasetOnPostgres(postgresUrl) },
      ]);
      const verdicts = (outcomes: typeof onDuckDb) =>
        outcomes.map((o) => `${o.question.question}: ${o.isRight ? 'right' : 'wrong'} ${o.status}`);
      expect(verdicts(onPostgres)).toEqual(verdicts(onDuckDb));
    },
  );
});
