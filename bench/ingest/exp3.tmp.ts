import { ingestFile } from '../../packages/connectors/src/files/ingest-file';
const limits = { maxRows: 1e9, maxColumns: 1000, maxSheets: 5 };
const t = performance.now();
await ingestFile({ filePath: '/tmp/exp/data.xlsx', kind: 'xlsx', targetPath: `/tmp/exp/out-x.duckdb`, limits });
console.log(performance.now() - t);
