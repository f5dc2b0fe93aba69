import { generateCsv, generateXlsx } from './generate';
await generateCsv('/tmp/exp/data.csv', 100_000, 50);
await generateXlsx('/tmp/exp/data.xlsx', 100_000, 50);
