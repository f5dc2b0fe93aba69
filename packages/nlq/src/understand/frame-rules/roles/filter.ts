import { nextMention, previousMention, wordsBetween } from '../../context';
import type { ColumnRef, FilterSpec } from '../../frame';
import { joinDistance } from '../../join-graph';
import type { LexiconTarget } from '../../lexicon';
import type { Mention } from '../../link';
import { labelColumn, resolveColumn } from '../../resolve';
import type { FrameBuilder, RoleRule } from '../frame-builder';
import { nameParts } from '../full-names';
import { tableOf } from '../mention-targets';
import { literalColumn } from './literal-column';
import { twoNameWords } from './literal-owner';
import { nameWithTableWord } from './name-with-table-word';
import { orPartner } from './or-partner';
import { type TextOperator, textOperator } from './text-operator';
import { valueByDirection } from './value-direction';

type ValueTarget = Extract<LexiconTarget, { kind: 'value' }>;
type TextFilter = Extract<FilterSpec, { kind: 'text' }>;

/** The column a value or literal is matched against: its chosen value's, else the literal's. */
function matchedColumn(b: FrameBuilder, mention: Mention): ColumnRef | null {
  const value = chooseValue(b, mention);
  return value ? { table: value.table, column: value.column } : literalColumn(b, mention);
}

/**
 * Which column's value a span is, when several columns hold it: the column named with it, else
 * the side the words before it say (where things start or end), else the column of the value it
 * is an alternative to ("Dan or Alice"), else the table's named right
 * after it, else the focus table's, else the nearest table's.
 */
function chooseValue(b: FrameBuilder, mention: Mention): ValueTarget | undefined {
  const values = mention.entries.flatMap((entry) =>
    entry.target.kind === 'value' ? [entry.target] : [],
  );
  const owner = b.owners.get(mention);
  const ownerColumn = owner ? resolveColumn(b.context, owner, b.frame.focus, b.named) : null;
  const owned = values.find((v) => v.column === ownerColumn?.column);
  // "flights arriving in ASY Airport": rows named with the value leave its side to the words.
  const directed = valueByDirection(b, mention, values);
  if (owned && !(directed && owner && tableOf(owner))) return owned;
  if (directed) return directed;
  const partner = values.length > 1 ? orPartner(b.context, mention) : undefined;
  const partnerColumn = partner ? matchedColumn(b, partner) : null;
  const alternative = values.find((v) => v.column === partnerColumn?.column);
  if (alternative) return alternative;
  // "students who took Statistics courses": the value of the rows named right after it.
  const next = nextMention(b.context, mention);
  const rowsAfter = next?.start === mention.end ? tableOf(next) : undefined;
  const ofRowsAfter = values.find((v) => v.table === rowsAfter);
  if (ofRowsAfter) return ofRowsAfter;
  const distance = (v: ValueTarget) => joinDistance(b.context.model, b.frame.focus, v.table);
  return [...values].sort((x, y) => distance(x) - distance(y))[0];
}

/**
 * "the author 'Jeremy Gibbons'": a two-word name on a table with a first and a last name is
 * both, the first word the first name and the second the last.
 */
function fullNameFilter(ref: ColumnRef, mention: Mention, negate: boolean): FilterSpec | null {
  const parts = nameParts(ref.table);
  const words = twoNameWords(mention);
  if (!parts || !words || !parts.includes(ref.column)) return null;
  const op = negate ? 'neq' : 'eq';
  const filters = parts.map(
    (column, i): FilterSpec => ({
      kind: 'compare',
      ref: { table: ref.table, column },
      op,
      value: words[i] as string,
    }),
  );
  return { kind: 'and', filters };
}

/**
 * The text column a text match ("containing 'Smith'") searches when the words paired it with a
 * column that is no text: the name of the rows a key refers to ("a scientist whose name contains
 * Smith", the scientist being a key), else the name of the column's own rows. Null when neither
 * is text.
 */
function searchedText(b: FrameBuilder, ref: ColumnRef): ColumnRef | null {
  if (ref.column.type === 'text') return ref;
  const { model } = b.context;
  const link = model.relationships.find(
    (r) => r.fromTable === ref.table.name && r.fromColumns.join() === ref.column.name,
  );
  const referred = model.tables.find((t) => t.name === link?.toTable);
  for (const table of [referred, ref.table]) {
    const label = table ? labelColumn(table) : undefined;
    if (table && label?.type === 'text') return { table, column: label };
  }
  return null;
}

/**
 * "whose name has 'Led'", "films that include 'Deleted Scenes' in ...": a quoted text right
 * after "include", or after "has" / "have" said right after a column, is a part of the column's
 * text, not its whole value ("papers that have 'Olin Shivers' as an author" is not).
 */
function hasQuotedPart(b: FrameBuilder, mention: Mention): boolean {
  const { tokens } = b.context;
  const quoted = mention.end - mention.start === 1 && tokens[mention.start]?.kind === 'quoted';
  const verb = tokens[mention.start - 1]?.lower ?? '';
  if (!quoted) return false;
  if (verb === 'include') return true;
  const before = previousMention(b.context, mention);
  const afterColumn =
    before?.end === mention.start - 1 && before.entries[0]?.target.kind === 'column';
  return afterColumn && (verb === 'has' || verb === 'have');
}

/**
 * The text match a value asks for: the words before it ("starting with X"), a quoted part, else
 * the match of the value it is an alternative to ("containing 'a' or 'b'").
 */
function textMatch(b: FrameBuilder, mention: Mention): TextOperator | undefined {
  const { context } = b;
  const lead = wordsBetween(context, previousMention(context, mention)?.end ?? 0, mention.start);
  const partner = orPartner(context, mention);
  return (
    textOperator(lead.filter((w) => w !== 'the' && w !== 'a')) ??
    (hasQuotedPart(b, mention) ? 'contains' : undefined) ??
    (partner ? textMatch(b, partner) : undefined)
  );
}

/** The filter a value or literal asks for: equal to it, or a text match ("starting with X"). */
function valueFilter(b: FrameBuilder, mention: Mention, negate: boolean): FilterSpec | null {
  const { context } = b;
  const op = textMatch(b, mention);
  const value = chooseValue(b, mention);
  if (value && !op) {
    const ref = { table: value.table, column: value.column };
    return { kind: 'compare', ref, op: negate ? 'neq' : 'eq', value: value.value };
  }
  const owner = b.owners.get(mention);
  // "first names containing the letter 'a'": the text matched is the owner's, whatever column
  // holds the letter whole.
  const partner = orPartner(context, mention);
  const ref =
    (op && owner ? literalColumn(b, mention) : null) ??
    (value ? { table: value.table, column: value.column } : null) ??
    (partner && !owner ? matchedColumn(b, partner) : null) ??
    literalColumn(b, mention);
  if (!ref) return null;
  const ownerAfter =
    owner !== undefined &&
    owner.start > mention.start &&
    context.tokens[mention.end]?.lower === 'in';
  // "Liliane Bettencourt's": the name without its possessive ending.
  const text = nameWithTableWord(b, mention, ref).replace(/['’]s?$/, '');
  if (op || ownerAfter) {
    const searched = searchedText(b, ref);
    return searched && { kind: 'text', ref: searched, op: op ?? 'contains', value: text, negate };
  }
  const fullName = fullNameFilter(ref, mention, negate);
  if (fullName) return fullName;
  return { kind: 'compare', ref, op: negate ? 'neq' : 'eq', value: text };
}

/** "singers from France", "names not starting with A": a value or literal filters the rows. */
export const filterRole: RoleRule<'filter'> = (b, mention, role) => {
  const filter = valueFilter(b, mention, role.negate);
  if (filter?.kind === 'text' && joinTextAlternative(b, mention, filter)) return;
  if (filter)
    b.frame.filters.push(filter.kind === 'compare' ? { ...filter, at: mention.start } : filter);
};

/**
 * "emails containing 'superstar' or 'edu'": a text match said right after "or" another's, on the
 * same column, holds either way. Whether it was joined to the filter read before it.
 */
function joinTextAlternative(b: FrameBuilder, mention: Mention, filter: TextFilter): boolean {
  const { filters } = b.frame;
  const last = filters.at(-1);
  const texts = last?.kind === 'or' ? last.filters : last ? [last] : [];
  const sameMatch = texts.every((f) => f.kind === 'text' && f.ref.column === filter.ref.column);
  if (!last || !sameMatch || !orPartner(b.context, mention)) return false;
  filters[filters.length - 1] = { kind: 'or', filters: [...texts, filter] };
  return true;
}
