import type { AggregateFunction, ComparisonOperator } from '@tabletalk/contracts';
import { type ReadContext, wordsBetween } from './context';
import {
  adjectiveMeasures,
  aggregateWords,
  comparisonPhrases,
  groupPhrases,
  modeWords,
  negationWords,
  orderPhrases,
  superlativeWords,
} from './cues';
import type { Mention } from './link';
import type { Role } from './roles';

/** Superlatives that name their own measure ("youngest" → age); read apart from their noun. */
const measureAdjectives = new Set(adjectiveMeasures.flatMap((m) => m.words));
const distinctWords = new Set(['different', 'distinct', 'unique']);
const relativeWords = new Set([
  'with',
  'has',
  'have',
  'had',
  'having',
  'whose',
  'that',
  'who',
  'which',
  'where',
  'of',
]);
const countOpeners = [
  ['number', 'of'],
  ['numbers', 'of'],
  ['count', 'of'],
  ['how', 'many'],
  ['amount', 'of'],
  ['count'],
];

function endsWithPhrase(words: string[], phrases: string[][]): string[] | undefined {
  return phrases
    .filter((phrase) => phrase.every((word, i) => words[words.length - phrase.length + i] === word))
    .sort((a, b) => b.length - a.length)[0];
}

function containsPhrase(words: string[], phrase: string[]): number {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((word, offset) => words[i + offset] === word)) return i;
  }
  return -1;
}

const articles = new Set(['the', 'a', 'an', 'all', 'different', 'distinct', 'unique', 'total']);

/** Filler words a cue may be separated from its span by ("average of the", "by each"). */
const fillers = new Set([
  'the',
  'a',
  'an',
  'all',
  'of',
  'their',
  'its',
  'his',
  'her',
  'each',
  'every',
  'different',
  'distinct',
  'unique',
  'for',
]);

/** The lead words of a span without trailing fillers, the part a cue must end. */
function trimEnd(words: string[], trimmed: Set<string>): string[] {
  let end = words.length;
  while (end > 0 && trimmed.has(words[end - 1] ?? '')) end--;
  return words.slice(0, end);
}

const irregularParticiples = new Set([
  'made',
  'written',
  'built',
  'done',
  'owned',
  'held',
  'run',
  'taken',
  'given',
  'seen',
  'sung',
  'drawn',
  'driven',
  'won',
  'led',
  'sold',
  'bought',
  'taught',
  'known',
  'shown',
  'flown',
  'lost',
  'paid',
  'spent',
  'sent',
  'found',
]);

/** Whether a word is a past participle, after which "by" names the doer, not a grouping. */
function isParticiple(word: string): boolean {
  return (word.length > 4 && word.endsWith('ed')) || irregularParticiples.has(word);
}

/** "average, minimum and maximum": every aggregate of a list ending right before the span. */
function listedAggregates(words: string[]): AggregateFunction[] {
  const listed: AggregateFunction[] = [];
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i] ?? '';
    const fn = aggregateWords.get(word);
    if (fn) listed.unshift(fn);
    else if (word !== 'and' && word !== 'the' && word !== 'or') break;
  }
  return listed;
}

/** Direction asked for an ordering, from words anywhere in the question. */
export function orderDirection(words: string[]): 'asc' | 'desc' {
  const joined = ` ${words.join(' ')} `;
  if (/ (descending|desc|decreasing|reverse|reversed|descend) /.test(joined)) return 'desc';
  if (/ (ascending|asc|increasing|alphabetical|alphabetically|ascend) /.test(joined)) return 'asc';
  const from = words.indexOf('from');
  if (from >= 0) {
    for (const word of words.slice(from + 1, from + 4)) {
      const direction = superlativeWords.get(word);
      if (direction) return direction;
      if (['high', 'large', 'big', 'old', 'most', 'late', 'new'].includes(word)) return 'desc';
      if (['low', 'small', 'young', 'least', 'early'].includes(word)) return 'asc';
    }
  }
  return 'asc';
}

function comparisonBefore(words: string[]): ComparisonOperator | undefined {
  const phrase = endsWithPhrase(
    words,
    comparisonPhrases.map((c) => c.words),
  );
  return phrase ? comparisonPhrases.find((c) => c.words === phrase)?.op : undefined;
}

function roleFromLead(
  context: ReadContext,
  mention: Mention,
  lead: string[],
  allWords: string[],
): Role {
  const trimmed = trimEnd(lead, fillers);
  const isTable = mention.entries[0]?.target.kind === 'table';
  const last = trimmed.at(-1) ?? '';
  const hasNegation =
    lead.some((word) => negationWords.has(word)) || containsPhrase(lead, ['do', 'not']) >= 0;
  const isValue = mention.isLiteral || mention.entries[0]?.target.kind === 'value';
  if (isValue) return { kind: 'filter', negate: hasNegation };
  if (hasNegation && isTable && !lead.includes('than')) return { kind: 'related', negate: true };
  if (
    endsWithPhrase(trimmed, orderPhrases) ||
    endsWithPhrase(trimEnd(lead, articles), orderPhrases) ||
    (last === 'by' && /order|sort|rank|arrange/.test(trimmed.at(-2) ?? ''))
  ) {
    const fn = aggregateWords.get(lead.find((word) => aggregateWords.has(word)) ?? '');
    const counted = containsPhrase(lead, ['number', 'of']) >= 0 || lead.includes('count');
    return {
      kind: 'order',
      direction: orderDirection(allWords),
      fn: counted ? 'count' : (fn ?? null),
    };
  }
  // "the shortest life expectancy": a measure's own superlative right before another measure
  // ranks by the measure named.
  const adjective = trimmed.at(-1) ?? '';
  const named = mention.entries[0]?.target;
  const isNumber =
    named?.kind === 'column' &&
    (named.column.type === 'integer' || named.column.type === 'decimal');
  if (isNumber && measureAdjectives.has(adjective) && adjective.endsWith('est')) {
    const direction = superlativeWords.get(adjective);
    if (direction) return { kind: 'argmax', direction, count: false };
  }
  const superlative = [...trimmed]
    .reverse()
    .find(
      (word, i, reversed) =>
        superlativeWords.has(word) &&
        !measureAdjectives.has(word) &&
        !/^\d/.test(reversed[i - 1] ?? ''),
    );
  const superIndex = superlative ? trimmed.lastIndexOf(superlative) : -1;
  const namesMeasure = measureAdjectives.has(trimmed[superIndex + 1] ?? '');
  if (superlative && superIndex >= trimmed.length - 3 && !namesMeasure) {
    const direction = superlativeWords.get(superlative) ?? 'desc';
    const between = trimmed.slice(superIndex + 1);
    if (between.some((word) => modeWords.has(word))) return { kind: 'mode', direction };
    const counted =
      isTable || containsPhrase(between, ['number', 'of']) >= 0 || between.includes('count');
    if (counted) return { kind: 'argmax', direction, count: true };
    const beforeSuper = trimmed.slice(0, superIndex);
    const isRelative =
      beforeSuper.some((word) => relativeWords.has(word)) &&
      !/^(what|which)$/.test(beforeSuper.at(-1) ?? '');
    const fn = aggregateWords.get(superlative);
    const afterNumber = /^\d/.test(beforeSuper.at(-1) ?? '');
    if (!isRelative && !afterNumber && fn)
      return { kind: 'aggregate', fn, distinct: false, also: listedAggregates(trimmed) };
    return { kind: 'argmax', direction, count: false };
  }
  const articleTrimmed = trimEnd(lead, articles);
  // "the average number of injuries" over a column of counts averages it.
  const best = mention.entries[0]?.target;
  const isCountColumn =
    best?.kind === 'column' &&
    (best.column.type === 'integer' || best.column.type === 'decimal') &&
    best.column.role === 'measure';
  const averaged = endsWithPhrase(articleTrimmed, [
    ['average', 'number', 'of'],
    ['mean', 'number', 'of'],
    ['total', 'number', 'of'],
  ]);
  if (averaged && isCountColumn)
    return { kind: 'aggregate', fn: averaged[0] === 'total' ? 'sum' : 'avg', distinct: false };
  // "for different (numbers of) cylinders": one row per value, even after "number of".
  if (
    /\b(for|by|across|per) (all )?(the )?(each |every )?(different|various|distinct)\b/.test(
      lead.join(' '),
    )
  ) {
    return { kind: 'group' };
  }
  if (countOpeners.some((phrase) => endsWithPhrase(articleTrimmed, [phrase]))) {
    return { kind: 'count', distinct: lead.some((word) => distinctWords.has(word)) };
  }
  const aggregate = [...trimmed].reverse().find((word) => aggregateWords.has(word));
  if (aggregate && trimmed.lastIndexOf(aggregate) >= trimmed.length - 2) {
    const fn = aggregateWords.get(aggregate) ?? 'sum';
    return {
      kind: 'aggregate',
      fn,
      distinct: lead.some((word) => distinctWords.has(word)),
      also: listedAggregates(trimmed),
    };
  }
  // "order the results by the level", "sort employee names by their age": an ordering verb a
  // few words before "by".
  const by = lead.lastIndexOf('by');
  const byAt = mention.start - lead.length + by;
  if (
    by >= 0 &&
    lead
      .slice(by + 1)
      .every(
        (w) =>
          articles.has(w) ||
          /^(their|its|his|her|ascending|descending|increasing|decreasing)$/.test(w),
      ) &&
    allWords
      .slice(Math.max(0, byAt - 6), byAt)
      .some((w) => /^(order|ordered|sort|sorted|rank|ranked|arrange|arranged)$/.test(w))
  ) {
    return { kind: 'order', direction: orderDirection(allWords), fn: null };
  }
  const group = endsWithPhrase(lead, groupPhrases) ?? endsWithPhrase(trimmed, groupPhrases);
  const byAgent = group?.length === 1 && group[0] === 'by' && isParticiple(trimmed.at(-2) ?? '');
  if (group && !byAgent) return { kind: 'group' };
  const op = comparisonBefore(trimmed);
  if (op && allWords.includes('average')) return { kind: 'compare_aggregate', op, fn: 'avg' };
  // "matches who played in 2013", "battles that lost ships", "injuries caused": a verb that only
  // loosely matches a table's or column's name ("players", "lost in battle") is the sentence's
  // verb, not rows or a column.
  const word = context.tokens[mention.start];
  const isLooseVerb =
    mention.end - mention.start === 1 &&
    mention.quality < 0.7 &&
    word !== undefined &&
    isParticiple(word.lower);
  if (isLooseVerb) return { kind: 'consumed' };
  if (isTable) return { kind: 'entity' };
  // "the names of all makers": a plural after "of" that names a table is the rows, not a column.
  const afterOf = trimEnd(lead, new Set(['the', 'all', 'each', 'every'])).at(-1) === 'of';
  const token = context.tokens[mention.end - 1];
  const isPlural =
    token !== undefined && token.lower !== token.lemma && mention.end - mention.start === 1;
  if (
    afterOf &&
    isPlural &&
    mention.entries.some((e) => e.target.kind === 'table' && e.quality >= 0.6)
  )
    return { kind: 'entity' };
  return { kind: 'select', distinct: lead.some((word) => distinctWords.has(word)) };
}

/**
 * Gives each linked span of the question its role from the cue words just before it: a value is
 * a filter, a span after "by"/"for each" a grouping, after "ordered by" an ordering, after an
 * aggregate word an aggregate, after a superlative a sort-and-keep-first; the rest are shown.
 */
export function assignRoles(context: ReadContext, taken: Set<Mention>): Map<Mention, Role> {
  const roles = new Map<Mention, Role>();
  const allWords = context.tokens.map((token) => token.lower);
  let previousEnd = 0;
  // "the number of United Airlines flights": a count whose noun comes after its values.
  let pendingCount: Role | null = null;
  for (const mention of context.mentions) {
    const lead = wordsBetween(context, previousEnd, mention.start);
    previousEnd = mention.end;
    if (taken.has(mention)) continue;
    let role = roleFromLead(context, mention, lead, allWords);
    if (role.kind === 'filter' && endsWithPhrase(trimEnd(lead, articles), countOpeners)) {
      pendingCount = { kind: 'count', distinct: lead.some((word) => distinctWords.has(word)) };
    } else if (pendingCount && (role.kind === 'entity' || role.kind === 'select')) {
      role = pendingCount;
      pendingCount = null;
    }
    roles.set(mention, role);
  }
  return shiftToHeadNouns(context, roles, taken);
}

const shiftable = new Set(['count']);

/**
 * "how many car models": in a run of two names the last is the head noun and takes the count;
 * the first only qualifies it ("car" says which models).
 */
function shiftToHeadNouns(
  context: ReadContext,
  roles: Map<Mention, Role>,
  taken: Set<Mention>,
): Map<Mention, Role> {
  for (const mention of context.mentions) {
    const role = roles.get(mention);
    const next = context.mentions.find((m) => m.start === mention.end);
    if (!role || !next || taken.has(next) || !shiftable.has(role.kind)) continue;
    const isName = (m: Mention) => !m.isLiteral && m.entries[0]?.target.kind !== 'value';
    const nextRole = roles.get(next);
    if (!isName(mention) || !isName(next) || nextRole?.kind !== 'select') continue;
    roles.set(next, role);
    roles.set(mention, { kind: 'consumed' });
  }
  return roles;
}
