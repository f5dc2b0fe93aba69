import type { StructuredQuery } from '@tabletalk/contracts';
import type { ReadContext } from '../context';
import type { Mention } from '../link';
import { tokenize } from '../tokenize';
import { countCues, cueFamilyNames } from './cue-words';
import { dataFeatures } from './data-features';
import { queryParts } from './query-parts';
import { queryShape } from './query-shape';

/** What the confidence model sees of one reading, beside the context it was read in. */
export interface ReadingFacts {
  context: ReadContext;
  query: StructuredQuery;
  /** The question as asked, before spacing and typo repairs. */
  question: string;
  /** Share of the question's content words the reading used, 0–1. */
  coverage: number;
  /** Content words the reading left unread. */
  unread: number;
  /** Alternative readings found. */
  readings: number;
}

/** The features of a reading, by name; every value is a finite number. */
export type ConfidenceFeatures = Record<string, number>;

const cap = (value: number, max: number) => Math.min(value, max);

function mentionFeatures(mentions: readonly Mention[]) {
  const linked = mentions.filter((m) => !m.isLiteral);
  const qualities = linked.map((m) => m.quality);
  const kind = (m: Mention) => m.entries[0]?.target.kind;
  return {
    mentions: cap(linked.length, 8),
    literals: cap(mentions.length - linked.length, 4),
    valueMentions: cap(linked.filter((m) => kind(m) === 'value').length, 4),
    tableMentions: cap(linked.filter((m) => kind(m) === 'table').length, 4),
    columnMentions: cap(linked.filter((m) => kind(m) === 'column').length, 6),
    minQuality: qualities.length ? Math.min(...qualities) : 1,
    inexact: cap(qualities.filter((q) => q < 0.999).length, 4),
    manyTargets: cap(linked.filter((m) => m.entries.length > 1).length, 4),
    multiWord: cap(linked.filter((m) => m.end - m.start > 1).length, 4),
  };
}

function questionFeatures(facts: ReadingFacts) {
  const { tokens } = facts.context;
  const words = tokens.filter((t) => t.kind === 'word').length;
  const written = tokenize(facts.question).map((t) => t.lower);
  const repairs =
    written.length === tokens.length
      ? tokens.filter((t, i) => t.lower !== written[i]).length
      : Math.abs(written.length - tokens.length) + 1;
  const covered = new Set(facts.context.mentions.flatMap((m) => range(m.start, m.end)));
  return {
    words: cap(words, 40) / 10,
    numbers: cap(tokens.filter((t) => t.kind === 'number').length, 4),
    quoted: cap(tokens.filter((t) => t.kind === 'quoted').length, 4),
    capitalsUnread: cap(tokens.filter((t, i) => t.isCapitalized && !covered.has(i)).length, 4),
    repairs: cap(repairs, 4),
    dates: cap(facts.context.dates.length, 3),
    grain: facts.context.grain ? 1 : 0,
  };
}

/** What of the question the query left out, and what the query holds that the question never named. */
function linkFeatures(facts: ReadingFacts) {
  const parts = queryParts(facts.query);
  if (facts.query.limit !== null) parts.values.add(String(facts.query.limit));
  const { mentions, tokens, skipped } = facts.context;
  const linked = mentions.filter((m) => !m.isLiteral);
  const usesColumnOf = (m: Mention) =>
    m.entries.some(
      (e) =>
        e.target.kind !== 'table' &&
        parts.columns.has(`${e.target.table.name}.${e.target.column.name}`),
    );
  const usesValueOf = (m: Mention) =>
    m.entries.some(
      (e) => e.target.kind === 'value' && parts.values.has(e.target.value.toLowerCase()),
    );
  const kind = (m: Mention) => m.entries[0]?.target.kind;
  const named = new Set(linked.flatMap((m) => m.entries.map((e) => e.target.table.name)));
  const numbersUnused = tokens.filter(
    (t, i) => t.kind === 'number' && !skipped.has(i) && !parts.values.has(String(t.value)),
  ).length;
  return {
    columnsUnused: cap(linked.filter((m) => kind(m) === 'column' && !usesColumnOf(m)).length, 4),
    valuesUnused: cap(linked.filter((m) => kind(m) === 'value' && !usesValueOf(m)).length, 3),
    tablesUnused: cap(
      linked.filter(
        (m) => kind(m) === 'table' && !m.entries.some((e) => parts.tables.has(e.target.table.name)),
      ).length,
      3,
    ),
    tablesUnnamed: cap([...parts.tables].filter((table) => !named.has(table)).length, 3),
    literalsUnused: cap(
      mentions.filter((m) => m.isLiteral && !parts.values.has(m.text.toLowerCase())).length,
      3,
    ),
    numbersUnused: cap(numbersUnused, 3),
    shownAndUsed: cap(parts.shownAndUsed, 3),
    columnsUsed: cap(parts.columns.size, 8),
  };
}

const range = (start: number, end: number) =>
  Array.from({ length: end - start }, (_, i) => start + i);

function queryFeatures(query: StructuredQuery) {
  const shape = queryShape(query);
  return {
    joins: cap(query.joins.length, 4),
    selects: cap(query.select.length, 5),
    aggregates: cap(shape.aggregates, 4),
    counts: cap(shape.counts, 3),
    extremes: cap(shape.extremes, 3),
    groupBy: cap(query.groupBy.length, 3),
    orderBy: cap(query.orderBy.length, 3),
    limit: query.limit === null ? 0 : 1,
    limitOne: query.limit === 1 ? 1 : 0,
    distinct: query.distinct ? 1 : 0,
    conditions: cap(shape.conditions, 5),
    compares: cap(shape.compares, 4),
    valueFilters: cap(shape.valueFilters, 4),
    textMatches: cap(shape.textMatches, 3),
    ranges: cap(shape.ranges, 2),
    having: cap(query.having.length, 2),
    nested: cap(shape.nested, 2),
    exists: cap(shape.exists, 2),
    negated: cap(shape.negated, 2),
    ors: cap(shape.ors, 2),
  };
}

/**
 * The general features of a reading the confidence model scores: how much of the question was
 * read and how exactly, the close calls, the kind of query it became, the cue words present and
 * whether the query answers to them. Never names a table, column or value of the source.
 */
export function readFeatures(facts: ReadingFacts): ConfidenceFeatures {
  const query = queryFeatures(facts.query);
  const shape = queryShape(facts.query);
  const cues = countCues(facts.context.tokens);
  const cueFlags = Object.fromEntries(
    cueFamilyNames.map((family) => [`cue_${family}`, cues[family] > 0 ? 1 : 0]),
  );
  const ambiguities = facts.context.ambiguities;
  const asksMany = cues.each + cues.both + cues.superlative + cues.than + cues.not > 0;
  return {
    coverage: facts.coverage,
    unread: cap(facts.unread, 6),
    noneUnread: facts.unread === 0 ? 1 : 0,
    ambiguities: cap(ambiguities.length, 3),
    ambiguityOthers: cap(
      ambiguities.reduce((sum, a) => sum + a.others.length, 0),
      6,
    ),
    readings: cap(facts.readings, 3),
    ...mentionFeatures(facts.context.mentions),
    ...questionFeatures(facts),
    ...query,
    ...linkFeatures(facts),
    ...dataFeatures(facts.context.model, facts.query),
    ...cueFlags,
    // Cues the query shows no sign of: a reading that dropped part of the question.
    eachWithoutGroup: cues.each > 0 && query.groupBy === 0 ? 1 : 0,
    superlativeWithoutOrder:
      cues.superlative > 0 && query.orderBy === 0 && query.extremes === 0 ? 1 : 0,
    countWithoutCount: cues.count > 0 && query.counts === 0 ? 1 : 0,
    averageWithoutAverage: cues.average > 0 && shape.averages === 0 ? 1 : 0,
    totalWithoutSum: cues.total > 0 && shape.sums + shape.counts === 0 ? 1 : 0,
    notWithoutNegation: cues.not > 0 && query.negated === 0 ? 1 : 0,
    thanWithoutCondition: cues.than > 0 && query.conditions + query.having === 0 ? 1 : 0,
    bothWithOneCondition: cues.both > 0 && query.conditions + query.exists < 2 ? 1 : 0,
    orWithoutOr: cues.or > 0 && query.ors === 0 && query.valueFilters < 2 ? 1 : 0,
    plainList: asksMany || query.conditions + query.aggregates + query.orderBy > 0 ? 0 : 1,
  };
}
