import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import type { Frame } from '../frame';
import { joinDistance, reachesOne } from '../join-graph';
import { lemmasOf, tableEntityWords } from '../lexicon';
import { readTables } from '../read-tables';
import type { FrameRule } from './frame-builder';

/**
 * The tables whose columns the frame reads; null when the focus's own rows are asked for
 * (grouped, related to other rows, their related rows counted or required).
 */
function columnTables(frame: Frame): SemanticTable[] | null {
  const relatesFocus = frame.filters.some((f) => f.kind === 'related' || f.kind === 'count');
  if (relatesFocus || frame.joins.length > 0) return null;
  const counted = frame.selects.flatMap((s) =>
    s.kind === 'aggregate' && s.table ? [s.table] : [],
  );
  return [...new Set([...readTables(frame), ...counted])];
}

/** Whether `table` has a column named as the rows of `focus` ("player" in a season's rows). */
function namesRowsOf(table: SemanticTable, focus: SemanticTable): boolean {
  const entity = tableEntityWords(focus).join(' ');
  return table.columns.some(
    (column) => !column.hidden && lemmasOf(column.name).join(' ') === entity,
  );
}

/** Whether every column of `table` refers to another table's rows (a table only linking others). */
function onlyLinks(model: SemanticModel, table: SemanticTable): boolean {
  const referring = new Set(
    model.relationships.flatMap((r) => (r.fromTable === table.name ? r.fromColumns : [])),
  );
  return table.columns.length > 0 && table.columns.every((column) => referring.has(column.name));
}

/**
 * Whether `focus` only links other tables and its name ends in the words naming `table`
 * ("train station" linking trains and stations): the rows asked for are `table`'s.
 */
function namedByLinkingTable(
  model: SemanticModel,
  table: SemanticTable,
  focus: SemanticTable,
): boolean {
  const words = tableEntityWords(table);
  const focusWords = tableEntityWords(focus);
  const tail = focusWords.slice(focusWords.length - words.length);
  return (
    focusWords.length > words.length &&
    tail.join(' ') === words.join(' ') &&
    onlyLinks(model, focus)
  );
}

/** Whether every other table is reachable from `table`. */
function reachesAll(model: SemanticModel, table: SemanticTable, others: SemanticTable[]): boolean {
  return others.every((other) => Number.isFinite(joinDistance(model, table, other)));
}

/**
 * "How many students have each allergy?" read with the students as subject, or "the positions of
 * players" when a season's rows say which player: when no column of the focus is read, joining
 * it only drops rows without a match. The table holding the columns read is the
 * subject instead, when each of its rows has at most one focus row (or names the focus's rows in
 * a column of its own), so every row counted or shown is the same.
 */
export const refocusOnUsedTables: FrameRule = ({ context, frame }) => {
  // "How many programs are broadcast at night?": the focus's rows are what is counted, unless
  // they are counted per value shown beside ("how many students have each allergy").
  const countsRows = frame.selects.some(
    (s) => s.kind === 'aggregate' && s.fn === 'count' && !s.ref && !s.table,
  );
  const perValue = frame.groupBy.length > 0 || frame.selects.some((s) => s.kind === 'column');
  if (countsRows && !perValue) return;
  const tables = columnTables(frame);
  if (!tables || tables.length === 0 || tables.includes(frame.focus)) return;
  const { model } = context;
  const subject = tables.find(
    (table) =>
      (reachesOne(model, table, frame.focus) ||
        namesRowsOf(table, frame.focus) ||
        namedByLinkingTable(model, table, frame.focus)) &&
      reachesAll(model, table, tables),
  );
  if (subject) frame.focus = subject;
};
