import { ingestFile } from '../../packages/connectors/src/files/ingest-file';
const t = performance.now();
await ingestFile({ filePath: '/tmp/exp/data.xlsx', kind: 'xlsx', targetPath: '/tmp/exp/p.duckdb', limits: { maxRows: 1e9, maxColumns: 100, maxSheets: 5 } });
process.stdout.write(`${performance.now() - t}\n`);
