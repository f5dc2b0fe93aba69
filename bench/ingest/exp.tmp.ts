import { DuckDBInstance, DuckDBDataChunk, BIGINT, DOUBLE, VARCHAR, BOOLEAN, DATE, TIMESTAMP, dateValue, timestampValue } from '@duckdb/node-api';
const inst = await DuckDBInstance.create(':memory:', { threads: '2' });
const c = await inst.connect();
const rows = 100_000;
const kinds = Array.from({ length: 50 }, (_, i) => i % 6);
const ddl = kinds.map((k, i) => `c${i} ${['BIGINT','DOUBLE','DATE','TIMESTAMP','BOOLEAN','VARCHAR'][k]}`).join(',');
const sample = kinds.map((k) => [1234, 12.5, new Date(Date.UTC(2021,1,3)), new Date(Date.UTC(2021,1,3,4,5,6)), true, 'hello 12'][k]);
await c.run(`create table a(${ddl})`);
let t = performance.now();
const ap = await c.createAppender('a');
for (let r = 0; r < rows; r++) {
  for (let i = 0; i < 50; i++) {
    const v = sample[i]!;
    switch (kinds[i]) {
      case 0: ap.appendBigInt(BigInt(v as number)); break;
      case 1: ap.appendDouble(v as number); break;
      case 2: ap.appendDate(dateValue(Math.floor((v as Date).getTime() / 86400000))); break;
      case 3: ap.appendTimestamp(timestampValue(BigInt((v as Date).getTime()) * 1000n)); break;
      case 4: ap.appendBoolean(v as boolean); break;
      default: ap.appendVarchar(v as string);
    }
  }
  ap.endRow();
}
ap.closeSync();
console.log('per-cell', performance.now() - t);
await c.run(`create table b(${ddl})`);
t = performance.now();
const ap2 = await c.createAppender('b');
const types = kinds.map((k) => [BIGINT, DOUBLE, DATE, TIMESTAMP, BOOLEAN, VARCHAR][k]!);
const cols: unknown[][] = kinds.map(() => []);
const flush = () => {
  const chunk = DuckDBDataChunk.create(types, cols[0]!.length);
  chunk.setColumns(cols as any);
  ap2.appendDataChunk(chunk);
  for (const col of cols) col.length = 0;
};
for (let r = 0; r < rows; r++) {
  for (let i = 0; i < 50; i++) {
    const v = sample[i]!;
    let x: unknown;
    switch (kinds[i]) {
      case 0: x = BigInt(v as number); break;
      case 1: x = v; break;
      case 2: x = dateValue(Math.floor((v as Date).getTime() / 86400000)); break;
      case 3: x = timestampValue(BigInt((v as Date).getTime()) * 1000n); break;
      case 4: x = v; break;
      default: x = v;
    }
    cols[i]!.push(x);
  }
  if (cols[0]!.length === 2048) flush();
}
flush();
ap2.closeSync();
console.log('chunk', performance.now() - t);
