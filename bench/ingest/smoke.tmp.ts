import { ingestFile } from '../../packages/connectors/src/files/ingest-file';
import { createDuckDbConnector } from '../../packages/connectors/src/duckdb/duckdb-connector';
import ExcelJS from 'exceljs';
const limits = { maxRows: 1e9, maxColumns: 1000, maxSheets: 5 };
for (let i = 0; i < 2; i++) {
  let t = performance.now();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader('/tmp/exp/data.xlsx', { sharedStrings: 'cache', styles: 'cache', worksheets: 'emit', hyperlinks: 'ignore', entries: 'ignore' });
  for await (const sheet of reader) for await (const row of sheet) void row;
  const anchor = performance.now() - t;
  t = performance.now();
  const r = await ingestFile({ filePath: '/tmp/exp/data.xlsx', kind: 'xlsx', targetPath: `/tmp/exp/out-xlsx.duckdb`, limits });
  const ing = performance.now() - t;
  process.stdout.write(`anchor ${anchor.toFixed(0)} ingest ${ing.toFixed(0)} ratio ${(ing / anchor).toFixed(2)}\n`);
  if (i === 0) {
    process.stdout.write(JSON.stringify(r.tables.map(x => [x.name, x.rowCount, x.columns.slice(0, 7).map(c => c.nativeType)])) + '\n');
    const c = createDuckDbConnector(`/tmp/exp/out-xlsx.duckdb`);
    process.stdout.write(JSON.stringify((await c.previewRows({ schema: 'main', name: r.tables[0]!.name }, { limit: 1, offset: 0 })).rows[0]!.slice(0, 7)) + '\n');
    await c.close();
  }
}
