/**
 * Ingest benchmark (`npm run bench:ingest`): Tabletalk's file loading against its anchors, as
 * ratios measured in one run (issue 3, "Speed").
 *   CSV 100,000 × 50: ingestFile end to end vs DuckDB alone (CREATE TABLE AS read_csv), ≤ 1.3×.
 *   XLSX 100,000 × 50: ingestFile end to end vs exceljs's WorkbookReader reading every row, ≤ 1.2×.
 *   --big: CSV 10,000,000 × 20 with limits off; peak RSS against 1 GB.
 * Runs alternate between anchor and subject so background load hits both alike. Exits 0 always.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import { ingestFile } from '../../packages/connectors/src/files/ingest-file';
import { generateCsv, generateXlsx } from './generate';

const ROWS = 100_000;
const COLUMNS = 50;
const RUNS = 5;
const NO_LIMITS = { maxRows: Number.POSITIVE_INFINITY, maxColumns: 100_000, maxSheets: 100 };

const log = (line: string) => process.stdout.write(`${line}\n`);

/**
 * The best of the runs: a shared machine only ever adds time, so the fastest run of each side is
 * the one least disturbed, and their ratio the steadiest from one run of the benchmark to the next.
 */
function best(values: number[]): number {
  return values.length > 0 ? Math.min(...values) : Number.NaN;
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function duckDbAlone(csvPath: string, databasePath: string): Promise<void> {
  rmSync(databasePath, { force: true });
  const instance = await DuckDBInstance.create(databasePath);
  const connection = await instance.connect();
  await connection.run(`CREATE TABLE t AS SELECT * FROM read_csv('${csvPath}')`);
  connection.closeSync();
  instance.closeSync();
}

/** exceljs reading every row, with the reader options ingest needs (styles give dates). */
async function exceljsAlone(xlsxPath: string): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(xlsxPath, {
    sharedStrings: 'cache',
    styles: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let rows = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      rows += row.cellCount > 0 ? 1 : 0;
    }
  }
  return rows;
}

async function compare(
  label: string,
  anchor: () => Promise<unknown>,
  subject: () => Promise<unknown>,
  target: number,
): Promise<void> {
  const anchorTimes: number[] = [];
  const subjectTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    anchorTimes.push(await time(anchor));
    subjectTimes.push(await time(subject));
  }
  const anchorMs = best(anchorTimes);
  const subjectMs = best(subjectTimes);
  const ratio = subjectMs / anchorMs;
  log(
    `${label}: anchor ${anchorMs.toFixed(0)} ms, ingest ${subjectMs.toFixed(0)} ms, ratio ${ratio.toFixed(2)}× (target ≤ ${target}×) ${ratio <= target ? 'PASS' : 'FAIL'}`,
  );
  log(
    `  runs: anchor [${anchorTimes.map((ms) => ms.toFixed(0)).join(', ')}], ingest [${subjectTimes.map((ms) => ms.toFixed(0)).join(', ')}]`,
  );
}

async function runBig(dir: string): Promise<void> {
  const csvPath = join(dir, 'big.csv');
  log('generating 10,000,000 × 20 CSV ...');
  await generateCsv(csvPath, 10_000_000, 20);
  log(`  ${(statSync(csvPath).size / 1024 / 1024).toFixed(0)} MB`);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  const result = await ingestFile({
    filePath: csvPath,
    kind: 'csv',
    targetPath: join(dir, 'big.duckdb'),
    limits: NO_LIMITS,
  });
  clearInterval(sampler);
  const peakMb = peak / 1024 / 1024;
  log(
    `CSV 10,000,000 × 20: ${result.tables[0]?.rowCount} rows in ${((performance.now() - started) / 1000).toFixed(1)} s, peak RSS ${peakMb.toFixed(0)} MB (target < 1024 MB) ${peakMb < 1024 ? 'PASS' : 'FAIL'}`,
  );
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ingest-'));
  try {
    const csvPath = join(dir, 'data.csv');
    const xlsxPath = join(dir, 'data.xlsx');
    log(`generating ${ROWS.toLocaleString('en')} × ${COLUMNS} CSV and XLSX in ${dir} ...`);
    await generateCsv(csvPath, ROWS, COLUMNS);
    await generateXlsx(xlsxPath, ROWS, COLUMNS);
    const csvOptions = { filePath: csvPath, kind: 'csv' as const, limits: NO_LIMITS };
    await compare(
      `CSV ${ROWS} × ${COLUMNS}`,
      () => duckDbAlone(csvPath, join(dir, 'anchor.duckdb')),
      () => ingestFile({ ...csvOptions, targetPath: join(dir, 'csv.duckdb') }),
      1.3,
    );
    await compare(
      `XLSX ${ROWS} × ${COLUMNS}`,
      () => exceljsAlone(xlsxPath),
      () =>
        ingestFile({
          filePath: xlsxPath,
          kind: 'xlsx',
          targetPath: join(dir, 'xlsx.duckdb'),
          limits: NO_LIMITS,
        }),
      1.2,
    );
    if (process.argv.includes('--big')) await runBig(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
});
