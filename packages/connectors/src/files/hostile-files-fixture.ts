/**
 * Arbitraries of hostile uploads for the loaders' property tests: random bytes, CSV-like text
 * (quotes, separators, BOMs, line ends, huge fields, NUL bytes, invalid UTF-8, other encodings),
 * small workbooks built with exceljs (odd sheet names, formulas, merged cells, dates, empty
 * sheets) and workbooks with damaged bytes. Test-only.
 */
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import iconv from 'iconv-lite';

const signatures = [
  [],
  [0xef, 0xbb, 0xbf],
  [0xff, 0xfe],
  [0xfe, 0xff],
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  [0x25, 0x50, 0x44, 0x46],
  [0x3c, 0x68, 0x74, 0x6d, 0x6c],
];

/** Any bytes, sometimes behind the signature of a format the sniffer knows. */
export const randomBytes: fc.Arbitrary<Buffer> = fc
  .tuple(fc.constantFrom(...signatures), fc.uint8Array({ maxLength: 3_000 }))
  .map(([head, body]) => Buffer.concat([Buffer.from(head), Buffer.from(body)]));

const words = [
  'id',
  'name',
  'amount',
  'Zoë',
  'Zürich',
  '東京',
  '🙂',
  'a b',
  'NULL',
  'null',
  'N/A',
  '-',
];
const numbers = [
  '1',
  '-0',
  '3.14',
  '1,234.50',
  '1.234,50',
  '1e308',
  '-1e-308',
  'NaN',
  'Infinity',
  '$5',
  '5 %',
  '0x1F',
  '007',
  '99999999999999999999999',
];
const dates = [
  '2024-01-02',
  '02/01/2024',
  '31/02/2024',
  '0000-00-00',
  '2024-01-02 10:30:00',
  '2024-13-45T99:99',
  '1900-02-29',
];

/** One field as written: plain, quoted with separators and line ends inside, broken, or huge. */
const field: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...words, ...numbers, ...dates, '') },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  {
    weight: 2,
    arbitrary: fc
      .string({ maxLength: 12 })
      .map((text) => `"${text.replaceAll('"', '""')},;\t\n\r\n"`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '"unclosed',
      'a"b',
      '""',
      '"""',
      '" spaced "',
      '\\"',
      '\u0000',
      'a\u0000b',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 80_000 }).map((size) => 'x'.repeat(size)) },
);

const encodings = [
  'utf-8',
  'utf-8-bom',
  'utf-16le-bom',
  'utf-16le',
  'windows-1252',
  'broken-utf-8',
] as const;

function encode(text: string, encoding: (typeof encodings)[number], junk: number): Buffer {
  switch (encoding) {
    case 'utf-8-bom':
      return Buffer.from(`\ufeff${text}`);
    case 'utf-16le-bom':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]);
    case 'utf-16le':
      return iconv.encode(text, 'utf-16le');
    case 'windows-1252':
      return iconv.encode(text, 'windows-1252');
    case 'broken-utf-8': {
      // Bytes no UTF-8 text holds, slipped in at a place chosen by the property.
      const bytes = Buffer.from(text);
      const at = bytes.length === 0 ? 0 : junk % bytes.length;
      return Buffer.concat([
        bytes.subarray(0, at),
        Buffer.from([0xff, 0xc3, 0x28, 0x80]),
        bytes.subarray(at),
      ]);
    }
    default:
      return Buffer.from(text);
  }
}

/** Rows of fields, any separator and line end, in some encoding. */
const csvRows: fc.Arbitrary<Buffer> = fc
  .record({
    rows: fc.array(fc.array(field, { minLength: 1, maxLength: 14 }), { maxLength: 45 }),
    separator: fc.constantFrom(',', ';', '\t', '|', ' '),
    lineEnd: fc.constantFrom('\n', '\r\n', '\r'),
    trailing: fc.constantFrom('', '\n', '\n\n\n', '\u0000', ',,,'),
    encoding: fc.constantFrom(...encodings),
    junk: fc.nat(),
  })
  .map(({ rows, separator, lineEnd, trailing, encoding, junk }) => {
    const text = rows.map((row) => row.join(separator)).join(lineEnd) + trailing;
    return encode(text, encoding, junk);
  });

/** The characters CSV readers decide on, in any order: quotes, separators, line ends, escapes. */
const csvChaos: fc.Arbitrary<Buffer> = fc
  .array(
    fc.constantFrom(
      ',',
      ';',
      '\t',
      '|',
      '"',
      "'",
      '\\',
      '\n',
      '\r',
      ' ',
      'a',
      '1',
      '.',
      '-',
      '\u0000',
      'é',
      '\ufeff',
    ),
    { maxLength: 400 },
  )
  .map((characters) => Buffer.from(characters.join('')));

/** CSV-like text: rows of fields in some encoding, or a jumble of the characters that matter. */
export const csvBytes: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 3, arbitrary: csvRows },
  { weight: 1, arbitrary: csvChaos },
);

const sheetNames = [
  'Sheet1',
  'Données',
  '数据',
  '📊 data',
  "O'Brien",
  'a b ',
  ' lead',
  'x'.repeat(31),
  'History',
  'select',
  'DROP TABLE x',
  '1',
  'sheet_1',
  'Data',
  'data',
  '<b>x</b>',
  '"quoted"',
];

/** A cell as exceljs writes it: values, dates, formulas with and without results, errors, rich text. */
const cell: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(...words, ...numbers, '')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, true, false, Number.NaN, Number.POSITIVE_INFINITY, -0),
  },
  {
    weight: 1,
    arbitrary: fc.date({ min: new Date(-2_208_988_800_000), max: new Date('9999-12-31') }),
  },
  { weight: 1, arbitrary: fc.date() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { formula: 'A1*2', result: 4 },
      { formula: 'SUM(A:A)' },
      { formula: '1/0', result: { error: '#DIV/0!' } },
      { formula: 'NOW()', result: new Date('2024-01-02') },
      { formula: '"x"&"y"', result: 'xy' },
      { error: '#N/A' },
      { richText: [{ text: 'bold', font: { bold: true } }, { text: ' plain' }] },
      { text: 'link', hyperlink: 'https://example.com' },
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 32_767 }).map((size) => 'y'.repeat(size)) },
);

const mergeRange = fc
  .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.nat(3), fc.nat(3))
  .map(([row, column, down, across]) => {
    const letter = (index: number) => String.fromCharCode(64 + index);
    return `${letter(column)}${row}:${letter(column + across)}${row + down}`;
  });

interface SheetPlan {
  name: string;
  rows: unknown[][];
  merges: string[];
  dateFormat: boolean;
}

const sheetPlan: fc.Arbitrary<SheetPlan> = fc.record({
  name: fc.oneof(
    fc.constantFrom(...sheetNames),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 31 }),
  ),
  rows: fc.array(fc.array(cell, { maxLength: 14 }), { maxLength: 45 }),
  merges: fc.array(mergeRange, { maxLength: 3 }),
  dateFormat: fc.boolean(),
});

/** Runs one step of building a workbook; false when exceljs refuses it (a name Excel forbids). */
function tryStep(step: () => void): boolean {
  try {
    step();
    return true;
  } catch {
    return false;
  }
}

/**
 * The workbook's bytes; what exceljs refuses to write is left out (a sheet name Excel forbids or
 * repeats falls back to `Sheet<n>`, a merge over merged cells is skipped). Null when exceljs
 * still cannot write it: such a file cannot be made, so it is no input.
 */
async function buildWorkbook(sheets: SheetPlan[]): Promise<Buffer | null> {
  const workbook = new ExcelJS.Workbook();
  for (const [index, plan] of sheets.entries()) {
    let sheet = workbook.addWorksheet(`Sheet${index + 1}`);
    tryStep(() => {
      const named = workbook.addWorksheet(plan.name);
      workbook.removeWorksheet(sheet.id);
      sheet = named;
    });
    for (const row of plan.rows) tryStep(() => sheet.addRow(row));
    for (const range of plan.merges) tryStep(() => sheet.mergeCells(range));
    if (plan.dateFormat) sheet.getColumn(2).numFmt = 'yyyy-mm-dd';
  }
  try {
    return Buffer.from(await workbook.xlsx.writeBuffer());
  } catch {
    return null;
  }
}

/** Plans of small workbooks, zero to four sheets; build them with `workbookBytes`. */
export const workbookPlans: fc.Arbitrary<SheetPlan[]> = fc.array(sheetPlan, { maxLength: 4 });

/** The bytes of a planned workbook, or null when exceljs cannot write it. */
export function workbookBytes(plans: SheetPlan[]): Promise<Buffer | null> {
  return buildWorkbook(plans);
}

/** A change to a good file's bytes: some flipped, a run zeroed, the end cut off, a piece repeated. */
export type Damage = (bytes: Buffer) => Buffer;

/** A damage that fast-check prints by what it does, so a failure can be rebuilt by hand. */
function described(description: string, change: Damage): Damage {
  return Object.assign(change, { [fc.toStringMethod]: () => description });
}

export const damage: fc.Arbitrary<Damage> = fc.oneof(
  fc
    .array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 8 })
    .map((flips) =>
      described(`flip ${JSON.stringify(flips)} (offset % length, xor mask)`, (bytes) => {
        const copy = Buffer.from(bytes);
        for (const [at, mask] of flips) {
          const index = at % copy.length;
          copy[index] = (copy[index] ?? 0) ^ mask;
        }
        return copy;
      }),
    ),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 400 })).map(([at, length]) =>
    described(`zero ${length} bytes at ${at} % length`, (bytes) => {
      const copy = Buffer.from(bytes);
      const start = at % copy.length;
      copy.fill(0, start, Math.min(copy.length, start + length));
      return copy;
    }),
  ),
  fc
    .nat()
    .map((at) =>
      described(`cut at ${at} % length`, (bytes) => bytes.subarray(0, at % bytes.length)),
    ),
  fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 2_000 })).map(([from, to, length]) =>
    described(`copy ${length} bytes from ${from} to ${to} (% length)`, (bytes) => {
      const start = from % bytes.length;
      const piece = bytes.subarray(start, start + length);
      const at = to % bytes.length;
      return Buffer.concat([bytes.subarray(0, at), piece, bytes.subarray(at)]);
    }),
  ),
);
