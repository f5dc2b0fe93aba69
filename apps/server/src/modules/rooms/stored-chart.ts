import type { Answer, AskResult } from '@tabletalk/contracts';

/**
 * A stored answer keeps its rows once. The engine's chart specs carry the rows again inline
 * (`data.values`, one record per row, keyed by column name); before storing, that copy is replaced
 * by a reference saying how to rebuild it from the answer's rows, and it is rebuilt when read.
 */

/** How a chart field's value is made from its row cell: as is, as a number, or a share (÷100). */
type CellForm = 'cell' | 'number' | 'share';
const cellForms: CellForm[] = ['cell', 'number', 'share'];

const ROWS_REFERENCE = 'answer.rows';

/** A stored chart's `data`: its records rebuilt from the answer's rows. */
interface RowsReference {
  name: typeof ROWS_REFERENCE;
  fields: { name: string; column: number; as: CellForm }[];
  /** The rows in the chart's order, when it is not the rows' own (sorted lines, filtered donuts). */
  rows?: number[];
}

type ChartRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is ChartRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A cell as it reads back from JSON: dates as ISO text, invalid dates and non-finite numbers null. */
function jsonCell(cell: unknown): unknown {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString();
  if (typeof cell === 'number' && !Number.isFinite(cell)) return null;
  return cell ?? null;
}

function asNumber(cell: unknown): number | null {
  if (typeof cell === 'number') return cell;
  if (typeof cell !== 'string' || cell.trim() === '') return null;
  const parsed = Number(cell);
  return Number.isFinite(parsed) ? parsed : null;
}

function convert(form: CellForm, raw: unknown): unknown {
  const cell = jsonCell(raw);
  if (form === 'cell') return cell;
  const number = asNumber(cell);
  return form === 'share' && number !== null ? number / 100 : number;
}

const keyOf = (value: unknown) => JSON.stringify(value ?? null);

/** Whether every value of a chart field is its row cell in `form` (a sub-multiset: donuts drop rows). */
function fits(form: CellForm, values: ChartRecord[], name: string, cells: unknown[]): boolean {
  const available = new Map<string, number>();
  for (const cell of cells) {
    const key = keyOf(convert(form, cell));
    available.set(key, (available.get(key) ?? 0) + 1);
  }
  return values.every((value) => {
    const key = keyOf(value[name]);
    const left = available.get(key) ?? 0;
    available.set(key, left - 1);
    return left > 0;
  });
}

/** The row each chart record was made from, or null when some record matches no row left. */
function matchRows(values: ChartRecord[], rows: unknown[][], fields: RowsReference['fields']) {
  const byKey = new Map<string, { rows: number[]; taken: number }>();
  rows.forEach((row, index) => {
    const key = keyOf(fields.map((field) => convert(field.as, row[field.column])));
    const same = byKey.get(key);
    if (same) same.rows.push(index);
    else byKey.set(key, { rows: [index], taken: 0 });
  });
  const order: number[] = [];
  for (const value of values) {
    const same = byKey.get(keyOf(fields.map((field) => value[field.name])));
    const next = same?.rows[same.taken];
    if (!same || next === undefined) return null;
    same.taken += 1;
    order.push(next);
  }
  return order;
}

/** How to rebuild `values` from the answer's rows exactly, or null when they cannot be. */
function referenceRows(values: unknown[], answer: Answer): RowsReference | null {
  if (!values.every(isRecord)) return null;
  const names = Object.keys(values[0] ?? {});
  const sameKeys = (value: ChartRecord) => keyOf(Object.keys(value)) === keyOf(names);
  if (!values.every(sameKeys)) return null;
  const fields: RowsReference['fields'] = [];
  for (const name of names) {
    const columns = answer.columns.flatMap((column, index) =>
      column.name === name ? [index] : [],
    );
    const [column] = columns;
    if (column === undefined || columns.length > 1) return null;
    const cells = answer.rows.map((row) => row[column]);
    const as = cellForms.find((form) => fits(form, values, name, cells));
    if (!as) return null;
    fields.push({ name, column, as });
  }
  const order = matchRows(values, answer.rows, fields);
  if (!order) return null;
  const isRowOrder =
    order.length === answer.rows.length && order.every((row, index) => row === index);
  return isRowOrder
    ? { name: ROWS_REFERENCE, fields }
    : { name: ROWS_REFERENCE, fields, rows: order };
}

/**
 * The result as it is stored: the chart's inline rows replaced by a reference to the answer's
 * rows. A chart whose data does not come from the rows exactly (or is not inline) is kept as it is.
 */
export function storableResult(result: AskResult): AskResult {
  const { answer } = result;
  const data = answer?.chart?.data;
  const isInline = isRecord(data) && keyOf(Object.keys(data)) === '["values"]';
  if (!answer?.chart || !isInline || !Array.isArray(data.values)) return result;
  const reference = referenceRows(data.values, answer);
  if (!reference) return result;
  return { ...result, answer: { ...answer, chart: { ...answer.chart, data: reference } } };
}

function isRowsReference(data: unknown): data is RowsReference {
  return isRecord(data) && data.name === ROWS_REFERENCE && Array.isArray(data.fields);
}

/**
 * A stored result as the API shows it: the chart's rows put back inline (`data.values`) from the
 * answer's rows. Results stored with inline rows (before rows were stored once) read as they are.
 */
export function restoredResult(result: AskResult): AskResult {
  const { answer } = result;
  const data = answer?.chart?.data;
  if (!answer?.chart || !isRowsReference(data)) return result;
  const order = data.rows ?? answer.rows.map((_, index) => index);
  const values = order.map((index) => {
    const row = answer.rows[index] ?? [];
    const record: ChartRecord = {};
    for (const field of data.fields) record[field.name] = convert(field.as, row[field.column]);
    return record;
  });
  return { ...result, answer: { ...answer, chart: { ...answer.chart, data: { values } } } };
}
