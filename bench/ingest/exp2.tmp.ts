import { ingestFile } from '../../packages/connectors/src/files/ingest-file';
import { inspectCsv } from '../../packages/connectors/src/files/inspect-csv';
import { createDuckDbConnector } from '../../packages/connectors/src/duckdb/duckdb-connector';
const limits = { maxRows: 1e9, maxColumns: 1000, maxSheets: 5 };
let t = performance.now();
console.log(await inspectCsv('/tmp/exp/bench.csv').then(r => ({ ...r, headers: r.headers.length, suggestedHeaders: undefined })), performance.now() - t);
for (const [f, kind] of [['/tmp/exp/bench.csv', 'csv'], ['/tmp/exp/b.xlsx', 'xlsx']] as const) {
  t = performance.now();
  const r = await ingestFile({ filePath: f, kind, targetPath: `/tmp/exp/out-${kind}.duckdb`, limits, onProgress: (p) => process.stdout.write(` ${p.toFixed(2)}`) });
  console.log('\n', kind, performance.now() - t, r.tables.map(x => [x.name, x.rowCount, x.columns.slice(0, 7).map(c => c.nativeType)]), r.problems);
  const c = createDuckDbConnector(`/tmp/exp/out-${kind}.duckdb`);
  console.log((await c.previewRows({ schema: 'main', name: r.tables[0]!.name }, { limit: 1, offset: 0 })).rows[0]!.slice(0, 7));
  await c.close();
}
