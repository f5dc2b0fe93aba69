import { businessQuestions } from './business-questions';
import { openSalesDatasetOnPostgres } from './postgres-dataset';
import { duckDbDatasets, runBusinessSuite, summarize } from './run-business';

/**
 * `npm run bench:business [-- --json] [-- --verbose] [-- --postgres]`: the everyday business questions of
 * `business-questions.ts`, asked of the sample sales file and the relational sales database.
 */
const args = new Set(process.argv.slice(2));
const print = (line: string) => process.stdout.write(`${line}\n`);
// --postgres asks the relational database's questions on PostgreSQL instead of DuckDB.
const datasets = args.has('--postgres')
  ? [
      duckDbDatasets[0],
      {
        name: 'sales' as const,
        open: () => openSalesDatasetOnPostgres(process.env.TEST_DATABASE_URL),
      },
    ].flatMap((dataset) => (dataset ? [dataset] : []))
  : duckDbDatasets;
const outcomes = await runBusinessSuite(businessQuestions, datasets);
for (const outcome of outcomes) {
  const mark = outcome.isRight
    ? 'right'
    : outcome.status === 'understood'
      ? 'WRONG (sure)'
      : 'wrong';
  if (!outcome.isRight || args.has('--verbose')) {
    print(
      `${mark.padEnd(13)} ${outcome.status.padEnd(10)} [${outcome.question.dataset}] ${outcome.question.question}`,
    );
    if (!outcome.isRight) {
      print(`    read as: ${outcome.interpretation ?? '-'}`);
      if (outcome.sql) print(`    sql: ${outcome.sql.replace(/\s+/g, ' ')}`);
      if (outcome.error) print(`    error: ${outcome.error}`);
    }
  }
}
const summary = summarize(outcomes);
print(
  `\n${summary.right}/${summary.count} right (${(summary.accuracy * 100).toFixed(1)} %), ${summary.wrongSure} wrong while marked sure, ${summary.unsure} unsure, ${summary.declined} declined`,
);
if (args.has('--json')) print(JSON.stringify(summary));
