import type { ComparisonOperator, SemanticTable, TimeGrain } from '@tabletalk/contracts';
import { askedColumn } from './asked-column';
import { assignRoles, orderDirection } from './assign-roles';
import { chooseFocus } from './choose-focus';
import { nextMention, previousMention, type ReadContext, wordsBetween } from './context';
import { adjectiveMeasures } from './cues';
import type { ColumnRef, FilterSpec, Frame } from './frame';
import { joinDistance } from './join-graph';
import type { LexiconTarget } from './lexicon';
import type { Mention } from './link';
import { dropPickedColumn } from './picked-column';
import { readAverageComparisons } from './read-average-comparisons';
import { readEmptiness } from './read-emptiness';
import { readNumbers } from './read-numbers';
import { readTrailingSuperlatives } from './read-trailing-superlatives';
import { readValueOwners } from './read-value-owners';
import { refineFilters } from './refine-filters';
import {
  birthColumn,
  columnByNouns,
  hasNameColumn,
  labelColumn,
  namedTables,
  resolveColumn,
  timeColumn,
  yearColumn,
} from './resolve';
import type { Role } from './roles';
import { readSharedValues } from './shared-values';

/** The table a phrase like "cartoons directed by" names along with its column. */
function viaTableOf(mention: Mention): SemanticTable | undefined {
  return mention.entries.find((entry) => entry.viaTable)?.target.table;
}

function tableOf(mention: Mention): SemanticTable | undefined {
  const target = mention.entries.find((entry) => entry.target.kind === 'table')?.target;
  return target?.table;
}

function hasColumn(mention: Mention): boolean {
  return mention.entries.some((entry) => entry.target.kind !== 'table');
}

const textOperators: { words: string[]; op: 'contains' | 'starts_with' | 'ends_with' }[] = [
  { words: ['start', 'with'], op: 'starts_with' },
  { words: ['starts', 'with'], op: 'starts_with' },
  { words: ['starting', 'with'], op: 'starts_with' },
  { words: ['begin', 'with'], op: 'starts_with' },
  { words: ['begins', 'with'], op: 'starts_with' },
  { words: ['beginning', 'with'], op: 'starts_with' },
  { words: ['end', 'with'], op: 'ends_with' },
  { words: ['ends', 'with'], op: 'ends_with' },
  { words: ['ending', 'with'], op: 'ends_with' },
  { words: ['contain'], op: 'contains' },
  { words: ['contains'], op: 'contains' },
  { words: ['containing'], op: 'contains' },
  { words: ['including'], op: 'contains' },
  { words: ['includes'], op: 'contains' },
  { words: ['like'], op: 'contains' },
  { words: ['substring'], op: 'contains' },
  { words: ['word'], op: 'contains' },
  { words: ['letter'], op: 'contains' },
];

function textOperator(lead: string[]) {
  return textOperators.find(({ words }) =>
    words.every((word, i) => lead[lead.length - words.length + i] === word),
  )?.op;
}

/**
 * A literal's column: the column paired with it, else the label of a table named right after it
 * ("the Alton airport"), else the focus table's label.
 */
function literalColumn(b: Builder, mention: Mention): ColumnRef | null {
  const { context, frame, named } = b;
  const owner = b.owners.get(mention);
  if (owner) return resolveColumn(context, owner, frame.focus, named);
  // "the customer named X": the label of the table named before "named".
  const before = previousMention(context, mention);
  const beforeTable = before ? tableOf(before) : undefined;
  if (
    beforeTable &&
    /^(named|called|titled)$/.test(context.tokens[mention.start - 1]?.lower ?? '')
  ) {
    const label = labelColumn(beforeTable);
    if (label) return { table: beforeTable, column: label };
  }
  const after = nextMention(context, mention);
  const table = after && after.start === mention.end ? tableOf(after) : undefined;
  const label = labelColumn(table ?? frame.focus);
  return label ? { table: table ?? frame.focus, column: label } : null;
}

const yesValues = new Set(['yes', 'y', 'true', 't', '1']);
const noValues = new Set(['no', 'n', 'false', 'f', '0']);
const flagOpeners = new Set([
  'that',
  'which',
  'who',
  'with',
  'has',
  'have',
  'had',
  'are',
  'is',
  'were',
  'was',
  'been',
  'support',
  'supports',
  'offer',
  'offers',
  'having',
]);

/**
 * "channels that support high definition TV", "dogs who have been abandoned": a yes/no column named
 * in a relative clause filters for yes (for no after a negation) instead of being shown.
 */
function flagFilter(context: ReadContext, mention: Mention, ref: ColumnRef): FilterSpec | null {
  const values = ref.column.values.map((v) => v.value);
  const isFlag =
    ref.column.type === 'boolean' ||
    (values.length > 0 &&
      values.length <= 2 &&
      values.every((v) => yesValues.has(v.toLowerCase()) || noValues.has(v.toLowerCase())));
  if (!isFlag) return null;
  const lead = wordsBetween(context, Math.max(0, mention.start - 3), mention.start);
  if (!lead.some((word) => flagOpeners.has(word))) return null;
  const negate = lead.some((word) => word === 'not' || word === 'no' || word.endsWith("n't"));
  if (ref.column.type === 'boolean') return { kind: 'compare', ref, op: 'eq', value: !negate };
  const wanted = values.find((v) => (negate ? noValues : yesValues).has(v.toLowerCase()));
  return wanted === undefined ? null : { kind: 'compare', ref, op: 'eq', value: wanted };
}

/**
 * "the names of all cartoons" when cartoons have no name column: the word "name" (or "title")
 * asks for the table's label column, whatever it is called.
 */
function nameOfTable(
  context: ReadContext,
  mention: Mention,
  focus: SemanticTable,
): SemanticTable | undefined {
  const words = context.tokens.slice(mention.start, mention.end).map((t) => t.lemma);
  if (words.length !== 1 || (words[0] !== 'name' && words[0] !== 'title')) return undefined;
  const after = nextMention(context, mention);
  const gap = after ? wordsBetween(context, mention.end, after.start) : [];
  const named =
    after && gap[0] === 'of' && gap.length <= 3 ? (tableOf(after) ?? viaTableOf(after)) : undefined;
  // "the names and ids of all makers": the name asked for is the focus rows' own.
  const table = named ?? focus;
  const holds = mention.entries.some(
    (e) => e.target.kind !== 'table' && e.target.table === table && e.quality >= 0.9,
  );
  if (holds || !hasNameColumn(table)) return undefined;
  return table;
}

/**
 * "the names of teachers and the courses they teach": rows named with "and" right after a column
 * shown are shown too, by their name.
 */
function listedWithShown(b: Builder, mention: Mention): boolean {
  const previous = previousMention(b.context, mention);
  const lead = wordsBetween(b.context, previous?.end ?? 0, mention.start);
  return (
    previous?.entries[0]?.target.kind === 'column' &&
    b.frame.selects.length > 0 &&
    lead.length === 2 &&
    lead[0] === 'and' &&
    (lead[1] === 'the' || lead[1] === 'their' || lead[1] === 'its')
  );
}

/** Verbs after which a table's rows are required to exist ("who have a pet", "with flights"). */
const havingWords = new Set(['have', 'has', 'had', 'with', 'own', 'owns', 'owned', 'having']);
const relativeWords = new Set(['who', 'that', 'which', 'whose']);

interface Builder {
  frame: Frame;
  context: ReadContext;
  named: SemanticTable[];
  owners: Map<Mention, Mention>;
}

type ValueTarget = Extract<LexiconTarget, { kind: 'value' }>;

/**
 * Which column's value a span is, when several columns hold it: the column named with it, else
 * the focus table's, else the nearest table's.
 */
function chooseValue(b: Builder, mention: Mention): ValueTarget | undefined {
  const values = mention.entries.flatMap((entry) =>
    entry.target.kind === 'value' ? [entry.target] : [],
  );
  const owner = b.owners.get(mention);
  const ownerColumn = owner ? resolveColumn(b.context, owner, b.frame.focus, b.named) : null;
  const owned = values.find((v) => v.column === ownerColumn?.column);
  if (owned) return owned;
  const distance = (v: ValueTarget) => joinDistance(b.context.model, b.frame.focus, v.table);
  return [...values].sort((x, y) => distance(x) - distance(y))[0];
}

function valueFilter(b: Builder, mention: Mention, negate: boolean): FilterSpec | null {
  const { context } = b;
  const lead = wordsBetween(context, previousMention(context, mention)?.end ?? 0, mention.start);
  const op = textOperator(lead.filter((w) => w !== 'the' && w !== 'a'));
  const value = chooseValue(b, mention);
  if (value && !op) {
    const ref = { table: value.table, column: value.column };
    return { kind: 'compare', ref, op: negate ? 'neq' : 'eq', value: value.value };
  }
  const ref = value ? { table: value.table, column: value.column } : literalColumn(b, mention);
  if (!ref) return null;
  const owner = b.owners.get(mention);
  const ownerAfter =
    owner !== undefined &&
    owner.start > mention.start &&
    context.tokens[mention.end]?.lower === 'in';
  // "Liliane Bettencourt's": the name without its possessive ending.
  const text = mention.text.replace(/['’]s?$/, '');
  if (op || ownerAfter) return { kind: 'text', ref, op: op ?? 'contains', value: text, negate };
  return { kind: 'compare', ref, op: negate ? 'neq' : 'eq', value: text };
}

function applyRole(b: Builder, mention: Mention, role: Role) {
  const { frame, context, named } = b;
  const column = () => resolveColumn(context, mention, frame.focus, named);
  const table = tableOf(mention);
  switch (role.kind) {
    case 'select': {
      const labelOf = nameOfTable(context, mention, frame.focus);
      if (labelOf) {
        frame.selects.push({ kind: 'entity', table: labelOf });
        return;
      }
      const ref = hasColumn(mention) ? column() : null;
      const flag = ref ? flagFilter(context, mention, ref) : null;
      if (flag) frame.filters.push(flag);
      else if (ref) frame.selects.push({ kind: 'column', ref });
      else if (table && table !== frame.focus) named.push(table);
      if (role.distinct) frame.distinct = true;
      return;
    }
    case 'entity': {
      if (table && listedWithShown(b, mention)) frame.selects.push({ kind: 'entity', table });
      if (!table || table === frame.focus) return;
      if (!named.includes(table)) named.push(table);
      // "dogs that went through a treatment", "students who have a pet": rows must have some.
      const previous = previousMention(context, mention);
      const lead = wordsBetween(context, previous?.end ?? 0, mention.start);
      // "dogs that went through any treatments": "any"/"some" before a table asks that some exist.
      const asksSome = lead.at(-1) === 'any' || lead.at(-1) === 'some';
      if (asksSome || lead.some((word) => havingWords.has(word) || relativeWords.has(word)))
        frame.joins.push(table);
      return;
    }
    case 'aggregate': {
      const ref = hasColumn(mention) ? column() : null;
      if (ref && role.distinct && role.fn === 'sum')
        frame.selects.push({ kind: 'aggregate', fn: 'count_distinct', ref });
      else if (ref && role.also && role.also.length > 1)
        for (const fn of role.also) frame.selects.push({ kind: 'aggregate', fn, ref });
      else
        frame.selects.push(
          ref
            ? { kind: 'aggregate', fn: role.fn, ref }
            : { kind: 'aggregate', fn: 'count', ref: null, ...(table ? { table } : {}) },
        );
      return;
    }
    case 'count': {
      const ref = !table && hasColumn(mention) ? column() : null;
      const isNumber =
        ref !== null &&
        ref.column.role === 'measure' &&
        (ref.column.type === 'integer' || ref.column.type === 'decimal');
      if (ref && isNumber && !role.distinct) frame.selects.push({ kind: 'column', ref });
      else if (ref && role.distinct)
        frame.selects.push({ kind: 'aggregate', fn: 'count_distinct', ref });
      else
        frame.selects.push({
          kind: 'aggregate',
          fn: 'count',
          ref: null,
          ...(table && table !== frame.focus ? { table } : {}),
        });
      if (table && table !== frame.focus) named.push(table);
      return;
    }
    case 'group': {
      const ref =
        hasColumn(mention) &&
        !(table && table.columns.length > 0 && mention.entries[0]?.target.kind === 'table')
          ? column()
          : null;
      if (ref) frame.groupBy.push(ref);
      else if (table) frame.groupBy.push({ table });
      return;
    }
    case 'order': {
      const ref = hasColumn(mention) ? column() : null;
      if (role.fn)
        frame.orderBy.push({
          kind: 'aggregate',
          fn: role.fn,
          ref: role.fn === 'count' ? null : ref,
          direction: role.direction,
        });
      else if (ref) frame.orderBy.push({ kind: 'column', ref, direction: role.direction });
      return;
    }
    case 'argmax': {
      const ref = !role.count && hasColumn(mention) ? column() : null;
      if (ref) frame.orderBy.push({ kind: 'column', ref, direction: role.direction });
      else {
        frame.orderBy.push({
          kind: 'aggregate',
          fn: 'count',
          ref: null,
          direction: role.direction,
        });
        // The rows counted must be joined in: "the country with the most car makers".
        if (table && table !== frame.focus) {
          named.push(table);
          frame.joins.push(table);
        }
      }
      frame.limit = frame.limit ?? 1;
      return;
    }
    case 'mode': {
      const ref = hasColumn(mention) ? column() : null;
      if (!ref) return;
      frame.groupBy.push(ref);
      frame.selects.push({ kind: 'column', ref });
      frame.orderBy.push({ kind: 'aggregate', fn: 'count', ref: null, direction: role.direction });
      frame.limit = frame.limit ?? 1;
      return;
    }
    case 'filter': {
      const filter = valueFilter(b, mention, role.negate);
      if (filter)
        frame.filters.push(filter.kind === 'compare' ? { ...filter, at: mention.start } : filter);
      return;
    }
    case 'compare': {
      const ref = column();
      if (ref)
        frame.filters.push({
          kind: 'compare',
          ref,
          op: role.op,
          value: role.value,
          at: mention.start,
        });
      return;
    }
    case 'compare_aggregate': {
      const ref = column();
      if (ref) frame.filters.push({ kind: 'average', ref, op: role.op, fn: role.fn });
      return;
    }
    case 'count_compare':
      frame.filters.push({ kind: 'count', table: table ?? null, op: role.op, value: role.value });
      if (table && table !== frame.focus) named.push(table);
      return;
    case 'consumed':
      return;
    case 'empty': {
      const ref = column();
      if (ref) frame.filters.push({ kind: 'null', ref, negate: role.negate });
      return;
    }
    case 'related':
      if (table && table !== frame.focus)
        frame.filters.push({ kind: 'related', table, negate: role.negate, filters: [] });
      return;
  }
}

/** A year on a date column is the range of its days ("in 2025" → 2025-01-01 up to 2026-01-01). */
function yearFilters(
  ref: ColumnRef,
  op: ComparisonOperator,
  year: number,
  isYear: boolean,
): FilterSpec[] {
  const isDate = ref.column.type === 'date' || ref.column.type === 'timestamp';
  if (!isYear || !isDate) return [{ kind: 'compare', ref, op, value: year }];
  const first = `${year}-01-01`;
  const next = `${year + 1}-01-01`;
  switch (op) {
    case 'eq':
      return [
        { kind: 'compare', ref, op: 'gte', value: first },
        { kind: 'compare', ref, op: 'lt', value: next },
      ];
    case 'gt':
      return [{ kind: 'compare', ref, op: 'gte', value: next }];
    case 'gte':
      return [{ kind: 'compare', ref, op: 'gte', value: first }];
    case 'lt':
      return [{ kind: 'compare', ref, op: 'lt', value: first }];
    case 'lte':
      return [{ kind: 'compare', ref, op: 'lt', value: next }];
    case 'neq':
      return [
        {
          kind: 'or',
          filters: [
            { kind: 'compare', ref, op: 'lt', value: first },
            { kind: 'compare', ref, op: 'gte', value: next },
          ],
        },
      ];
  }
}

/**
 * Superlative adjectives not attached to a column ("the youngest dog") sort by their measure.
 * Returns the index of the token after the adjective that was applied, or null.
 */
function applyLooseSuperlatives(b: Builder): number | null {
  const { context, frame, named } = b;
  if (frame.orderBy.length > 0) return null;
  let after: number | null = null;
  context.tokens.forEach((token, index) => {
    if (context.mentions.some((m) => index >= m.start && index < m.end)) return;
    const twoWords = `${token.lower} ${context.tokens[index + 1]?.lower ?? ''}`;
    const measure = adjectiveMeasures.find(
      (m) =>
        m.words.includes(twoWords) ||
        (m.words.includes(token.lower) && /est$|^(most|latest|first)/.test(token.lower)),
    );
    if (!measure || frame.orderBy.length > 0) return;
    const found = columnByNouns(context.model, measure.nouns, frame.focus, named);
    // "the oldest player" of a table with a birth date and no age: born first.
    const birth = measure.nouns.includes('age') && found?.table !== frame.focus;
    const born = birth ? birthColumn(frame.focus) : undefined;
    const ref = born ? { table: frame.focus, column: born } : found;
    if (!ref) return;
    const flipped = measure.direction === 'asc' ? 'desc' : 'asc';
    frame.orderBy.push({ kind: 'column', ref, direction: born ? flipped : measure.direction });
    frame.limit = frame.limit ?? 1;
    after = index + (measure.words.includes(twoWords) ? 2 : 1);
  });
  return after;
}

/**
 * "Top 5 products by revenue": with a limit, "by" a measure ranks the focus by its total rather
 * than grouping by the measure's values.
 */
function rankByMeasure(frame: Frame) {
  if (frame.limit === null || frame.orderBy.length > 0) return;
  const index = frame.groupBy.findIndex((g) => 'column' in g && g.column.role === 'measure');
  const group = frame.groupBy[index];
  if (!group || !('column' in group)) return;
  frame.groupBy.splice(index, 1);
  frame.orderBy.push({ kind: 'aggregate', fn: 'sum', ref: group, direction: 'desc' });
  frame.selects.push({ kind: 'aggregate', fn: 'sum', ref: group });
  // "top 5 products by revenue": the shown column is what is ranked; else the focus's rows are.
  const showsColumn = frame.selects.some((spec) => spec.kind === 'column');
  if (frame.groupBy.length === 0 && !showsColumn) frame.groupBy.push({ table: frame.focus });
}

const comparingWords = new Set(['vs', 'versus', 'compared', 'compare', 'comparing', 'against']);

/** The grain that tells compared periods apart: years, quarters, months or days. */
function periodGrain(dates: ReadContext['dates']): TimeGrain {
  const days = dates.map((d) =>
    d.start && d.end ? (Date.parse(d.end) - Date.parse(d.start)) / 86_400_000 : 365,
  );
  const longest = Math.max(...days);
  if (longest > 100) return 'year';
  if (longest > 40) return 'quarter';
  return longest > 7 ? 'month' : 'day';
}

/** Periods become a range on the time column; a grain groups by it, in time order. */
function applyTime(b: Builder) {
  const { context, frame, named } = b;
  if (context.dates.length === 0 && !context.grain) return;
  const time = timeColumn(context.model, frame.focus, named);
  if (!time) return;
  const rangeFilters = context.dates.map((range): FilterSpec[] => [
    ...(range.start
      ? [{ kind: 'compare' as const, ref: time, op: 'gte' as const, value: range.start }]
      : []),
    ...(range.end
      ? [{ kind: 'compare' as const, ref: time, op: 'lt' as const, value: range.end }]
      : []),
  ]);
  // "this year vs last year", "compare Q1 and Q2": each period is kept, side by side.
  const compares =
    rangeFilters.length > 1 && context.tokens.some((t) => comparingWords.has(t.lower));
  if (compares)
    frame.filters.push({
      kind: 'or',
      filters: rangeFilters.map(
        (filters): FilterSpec =>
          filters.length === 1 && filters[0] ? filters[0] : { kind: 'and', filters },
      ),
    });
  else for (const filters of rangeFilters) frame.filters.push(...filters);
  const grain = context.grain?.grain ?? (compares ? periodGrain(context.dates) : null);
  if (!grain) return;
  frame.groupBy.unshift({ ...time, grain });
  frame.orderBy.push({ kind: 'column', ref: time, direction: 'asc', grain });
  if (!frame.selects.some((s) => s.kind !== 'column' && s.kind !== 'entity')) {
    const measure = frame.selects.find(
      (s) => s.kind === 'column' && s.ref.column.role === 'measure',
    );
    frame.selects = frame.selects.filter((s) => s !== measure && s.kind !== 'entity');
    frame.selects.push(
      measure?.kind === 'column'
        ? { kind: 'aggregate', fn: 'sum', ref: measure.ref }
        : { kind: 'aggregate', fn: 'count', ref: null },
    );
  }
}

const shareWords = new Set(['share', 'percentage', 'percent', 'proportion', 'fraction', '%']);

/** "share of revenue by region": the first aggregate as a percentage of the whole. */
function applyShare(context: ReadContext, frame: Frame) {
  if (frame.groupBy.length === 0 || !context.tokens.some((t) => shareWords.has(t.lower))) return;
  const index = frame.selects.findIndex((s) => s.kind === 'aggregate');
  const aggregate = frame.selects[index];
  if (aggregate?.kind === 'aggregate')
    frame.selects[index] = { kind: 'share', fn: aggregate.fn, ref: aggregate.ref };
  else {
    const measure = frame.selects.findIndex(
      (s) => s.kind === 'column' && s.ref.column.role === 'measure',
    );
    const spec = frame.selects[measure];
    if (spec?.kind === 'column')
      frame.selects[measure] = { kind: 'share', fn: 'sum', ref: spec.ref };
    else frame.selects.push({ kind: 'share', fn: 'count', ref: null });
  }
}

/**
 * "the largest horsepower of cars with 3 cylinders and its make": a maximum shown beside plain
 * columns of the same rows, with no grouping, asks for the row holding it.
 */
function argmaxFromAggregate(frame: Frame) {
  if (frame.groupBy.length > 0 || frame.orderBy.length > 0 || frame.limit !== null) return;
  const aggregates = frame.selects.filter((s) => s.kind === 'aggregate');
  const [only] = aggregates;
  const plain = frame.selects.filter((s) => s.kind === 'column');
  if (aggregates.length !== 1 || only?.kind !== 'aggregate' || !only.ref || plain.length === 0)
    return;
  if (only.fn !== 'max' && only.fn !== 'min') return;
  frame.selects = frame.selects.map((s) =>
    s === only ? { kind: 'column', ref: only.ref as ColumnRef } : s,
  );
  frame.orderBy.push({
    kind: 'column',
    ref: only.ref,
    direction: only.fn === 'max' ? 'desc' : 'asc',
  });
  frame.limit = 1;
}

/**
 * "In which years were cars produced ...?": asking which values of one attribute occur lists each
 * once. Names of the rows themselves ("which singers") stay one per row.
 */
function distinctForWhich(context: ReadContext, frame: Frame) {
  const words = context.tokens.map((t) => t.lower);
  const asksWhich = words[0] === 'which' || (words[0] === 'in' && words[1] === 'which');
  const [only] = frame.selects;
  if (
    !asksWhich ||
    frame.selects.length !== 1 ||
    only?.kind !== 'column' ||
    frame.groupBy.length > 0
  )
    return;
  // "Which year has the most concerts?": rows picked by another order are not listed once each.
  if (frame.orderBy.some((o) => o.kind !== 'column' || o.ref.column !== only.ref.column)) return;
  const isOwnName =
    labelColumn(only.ref.table) === only.ref.column ||
    only.ref.table.primaryKey.includes(only.ref.column.name);
  if (!isOwnName && only.ref.column.role !== 'identifier') frame.distinct = true;
}

/**
 * "the average miles per gallon (mpg)": a column named again beside its own aggregate restates
 * it; shown plainly it would split the aggregate into groups.
 */
function dropRestatedColumns(frame: Frame) {
  if (frame.groupBy.length > 0) return;
  const aggregated = new Set(
    frame.selects.flatMap((s) => (s.kind === 'aggregate' && s.ref ? [s.ref.column] : [])),
  );
  frame.selects = frame.selects.filter((s) => s.kind !== 'column' || !aggregated.has(s.ref.column));
}

/** "the country with the most channels and how many it has": the count is shown too. */
function showCountedFigure(context: ReadContext, frame: Frame) {
  const text = context.tokens.map((t) => t.lower).join(' ');
  const countsOrder = frame.orderBy.some((o) => o.kind === 'aggregate' && o.fn === 'count');
  const showsCount = frame.selects.some((s) => s.kind === 'aggregate' && s.fn === 'count');
  if (
    countsOrder &&
    !showsCount &&
    /\b(and )?how many\b/.test(text) &&
    !text.startsWith('how many')
  ) {
    frame.selects.push({ kind: 'aggregate', fn: 'count', ref: null });
  }
}

/**
 * "revenue per category": a measure shown beside a grouping of columns is summed per group.
 * Grouping by a table's key keeps its measures as they are.
 */
function sumGroupedMeasures(frame: Frame) {
  const columns = frame.groupBy.filter((g): g is ColumnRef => 'column' in g);
  if (columns.length === 0 || columns.length !== frame.groupBy.length) return;
  frame.selects = frame.selects.map((spec) => {
    if (spec.kind !== 'column') return spec;
    const isNumber = spec.ref.column.type === 'integer' || spec.ref.column.type === 'decimal';
    const isGrouped = columns.some((g) => g.column === spec.ref.column);
    return spec.ref.column.role === 'measure' && isNumber && !isGrouped
      ? { kind: 'aggregate', fn: 'sum', ref: spec.ref }
      : spec;
  });
}

/** "in alphabetical order" with no column named: order by the first column shown. */
function orderByShown(context: ReadContext, frame: Frame) {
  const text = context.tokens.map((t) => t.lower).join(' ');
  if (
    frame.orderBy.length > 0 ||
    !/\b(alphabetical|ascending|descending|increasing|decreasing) order\b|\balphabetically\b/.test(
      text,
    )
  )
    return;
  const first = frame.selects.find((s) => s.kind === 'column');
  if (first?.kind === 'column')
    frame.orderBy.push({
      kind: 'column',
      ref: first.ref,
      direction: orderDirection(text.split(' ')),
    });
}

/**
 * Reads a question's meaning into a frame: numbers first (limits, comparisons), then a role for
 * each linked span, then the focus table, then each span resolved against the focus.
 * Returns null when no table can be told apart as the question's subject.
 */
export function readFrame(
  context: ReadContext,
  options: { focus?: SemanticTable } = {},
): Frame | null {
  const numbers = readNumbers(context);
  const averages = readAverageComparisons(context);
  const owners = readValueOwners(context);
  // "dog pets": the rows named after their value are still the rows counted or listed.
  const consumed = new Map<Mention, Role>(
    [...owners.entries()]
      .filter(
        ([value, owner]) => owner.start < value.end || owner.entries[0]?.target.kind !== 'table',
      )
      .map(([, owner]) => [owner, { kind: 'consumed' }]),
  );
  const betweens = numbers.between.map(({ mention }) => [mention, { kind: 'consumed' }] as const);
  const fixed = new Map<Mention, Role>([
    ...numbers.roles,
    ...averages.roles,
    ...consumed,
    ...betweens,
    ...readEmptiness(context),
    ...readTrailingSuperlatives(context),
  ]);
  const roles = new Map([...assignRoles(context, new Set(fixed.keys())), ...fixed]);
  const ordered = [...roles.entries()].sort(([a], [b]) => a.start - b.start);
  const focus = options.focus ?? chooseFocus(context, new Map(ordered));
  if (!focus) return null;
  const frame: Frame = {
    focus,
    selects: [],
    filters: [],
    groupBy: [],
    orderBy: [],
    limit: numbers.limit,
    distinct: false,
    joins: [],
    used: new Set(roles.keys()),
  };
  const b: Builder = {
    frame,
    context,
    named: namedTables(context.mentions),
    owners,
  };
  for (const [mention, role] of ordered) applyRole(b, mention, role);
  for (const loose of numbers.loose) {
    const ref = loose.isYear
      ? yearColumn(context.model, focus, b.named, loose.verb)
      : columnByNouns(context.model, loose.nouns, focus, b.named);
    if (ref)
      frame.filters.push(
        ...yearFilters(ref, loose.op, loose.value, loose.isYear).map((f) =>
          f.kind === 'compare' ? { ...f, at: loose.at } : f,
        ),
      );
  }
  for (const { nouns, op } of averages.loose) {
    const ref = columnByNouns(context.model, nouns, focus, b.named);
    if (ref) frame.filters.push({ kind: 'average', ref, op, fn: 'avg' });
  }
  for (const { mention, op, value, at } of numbers.bounds) {
    const ref = resolveColumn(context, mention, focus, b.named);
    if (ref) frame.filters.push({ kind: 'compare', ref, op, value, at });
  }
  for (const { mention, value } of numbers.alternatives) {
    const ref = resolveColumn(context, mention, focus, b.named);
    if (ref) frame.filters.push({ kind: 'compare', ref, op: 'eq', value });
  }
  for (const { mention, low, high } of numbers.between) {
    const ref = resolveColumn(context, mention, focus, b.named);
    if (ref) frame.filters.push({ kind: 'between', ref, low, high });
  }
  const superlativeEnd = applyLooseSuperlatives(b);
  if (superlativeEnd !== null) dropPickedColumn(context, frame, superlativeEnd);
  refineFilters(
    context.model,
    frame,
    context.tokens.map((t) => t.lower),
  );
  applyTime(b);
  applyShare(context, frame);
  rankByMeasure(frame);
  sumGroupedMeasures(frame);
  argmaxFromAggregate(frame);
  dropRestatedColumns(frame);
  distinctForWhich(context, frame);
  showCountedFigure(context, frame);
  orderByShown(context, frame);
  readSharedValues(context, frame);
  if (frame.selects.length === 0) {
    const asked = askedColumn(context, frame, owners, b.named);
    if (asked) frame.selects.push({ kind: 'column', ref: asked });
    else if (!frame.groupBy.some((g) => !('column' in g)))
      frame.selects.push({ kind: 'entity', table: focus });
  }
  if (
    frame.orderBy.length > 0 &&
    frame.orderBy.every((o) => o.kind === 'column') &&
    /order|sort/.test(context.tokens.map((t) => t.lower).join(' '))
  ) {
    const direction = orderDirection(context.tokens.map((t) => t.lower));
    for (const order of frame.orderBy)
      if (order.kind === 'column' && frame.limit === null) order.direction = direction;
  }
  return frame;
}
