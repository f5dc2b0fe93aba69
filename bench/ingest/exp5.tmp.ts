import ExcelJS from 'exceljs';
const t = performance.now();
const reader = new ExcelJS.stream.xlsx.WorkbookReader('/tmp/exp/data.xlsx', { sharedStrings: 'cache', styles: 'cache', worksheets: 'emit', hyperlinks: 'ignore', entries: 'ignore' });
let rows = 0;
for await (const sheet of reader) for await (const row of sheet) rows += row.cellCount > 0 ? 1 : 0;
console.log(performance.now() - t);
