import type { ComparisonOperator, SemanticTable } from '@tabletalk/contracts';
import { comparisonBeforeColumn } from './comparison-before-column';
import { mentionAt, type ReadContext } from './context';
import { countedNounStart, isUnnamedPlural } from './counted-nouns';
import {
  adjectiveMeasures,
  comparisonEndingAt,
  negationWords,
  sizeComparatives,
  superlativeWords,
  trailingComparisons,
} from './cues';
import { lemmasOf } from './lexicon';
import type { Mention } from './link';
import { namesMeasure } from './mention-columns';
import { readAgeInYears, readBareAge } from './read-ages';
import {
  numberedColumnBefore,
  readNamedNumber,
  storedCountOf,
  tableOfNamedId,
} from './read-named-numbers';
import { isYearLike, opensRange, readRange } from './read-ranges';
import type { Role } from './roles';
import { stopWords } from './stop-words';
import { unlinkedNounsBefore } from './unlinked-nouns';

/** A number compared with a column named only by an adjective ("older than 30") or a year. */
export interface LooseComparison {
  nouns: string[];
  op: ComparisonOperator;
  value: number;
  /** True when the number is a year and any time column may take it. */
  isYear: boolean;
  /** The number's token. */
  at: number;
  /** For a year, the word before its preposition ("founded after 2008"), naming the event. */
  verb?: string;
  /** "the employee with id 242518965": the number is a row's key. */
  isKey?: boolean;
  /** The noun may end a compound column name ("students in room 111" → classroom). */
  compound?: boolean;
  /** The rows the comparison is said of, when not the question's subject ("a cat 3 years old"). */
  table?: SemanticTable;
}

/** What the question's numbers say. */
export interface NumberReading {
  roles: Map<Mention, Role>;
  limit: number | null;
  loose: LooseComparison[];
  between: { mention: Mention; low: number; high: number }[];
  /** More values for a column already compared: "grades 9 or 10". */
  alternatives: { mention: Mention; value: number }[];
  /** Another bound of a column already compared: "at least 3000 and at most 4000". */
  bounds: { mention: Mention; op: ComparisonOperator; value: number; at: number }[];
  /** "offices in room 268": a number written as a text column's value. */
  texts: { mention: Mention; value: string }[];
  /** "used more than twice", "nominated 3 times", no table named before: how often a value occurs. */
  frequencies: { op: ComparisonOperator; value: number }[];
}

const limitOpeners = new Set(['top', 'first', 'bottom', 'last']);
const yearOpeners = new Set([
  // A follow-up narrowing to a year: "only 2024", "just 2023".
  'only',
  'just',
  'for',
  'in',
  'on',
  'of',
  'during',
  'from',
  'year',
  'since',
  'after',
  'before',
  'until',
  'by',
  // "in both 1989 and 1990", "in either 2001 or 2002".
  'both',
  'either',
]);

function adjectiveBefore(words: string[], start: number): string[] | undefined {
  const adjective = words[start];
  return adjectiveMeasures.find((measure) => measure.words.includes(adjective ?? ''))?.nouns;
}

/** The mention the latest number before `index` was read with. */
function lastAttached(attached: Map<number, Mention>, index: number): Mention | undefined {
  const before = [...attached.keys()].filter((i) => i < index).sort((a, b) => b - a)[0];
  return before === undefined ? undefined : attached.get(before);
}

/**
 * "top 5", "5 largest", "which 5 countries": a count of rows to keep, not a value; not a number
 * right after a name ("stayed in room 111 most recently").
 */
function isLimit(words: string[], index: number, afterName: boolean): boolean {
  const before = words[index - 1] ?? '';
  const asksWhich = (before === 'which' || before === 'what') && index === 1;
  const beforeSuperlative = !afterName && superlativeWords.has(words[index + 1] ?? '');
  return limitOpeners.has(before) || asksWhich || beforeSuperlative;
}

/** Whether a number can be a query's limit (a positive safe integer, as the contracts say). */
const isRowCount = (value: number) => Number.isSafeInteger(value) && value >= 1;

/** Words before a number that make it a count of related rows ("with 3 pets"), not a limit. */
const countingWords = new Set(['with', 'has', 'have', 'had', 'having', 'exactly', 'only']);

/**
 * "the 3 counties with the smallest population", "5 customers who most recently bought": a
 * number of rows ranked by a superlative later is how many to keep, not a count to match.
 */
function ranksLater(words: string[], index: number): boolean {
  if (countingWords.has(words[index - 1] ?? '')) return false;
  return words.slice(index + 1).some((word) => superlativeWords.has(word) && word !== 'top');
}

/** Whether a negation stands at `end` or just before it, in the verb phrase ("never received"). */
function isDeniedOne(words: string[], end: number): boolean {
  for (let i = end; i >= Math.max(0, end - 3); i--) {
    const word = words[i] ?? '';
    if (negationWords.has(word)) return true;
    if (i < end && (word === 'and' || word === 'or' || word === ',')) return false;
  }
  return false;
}

/** Whether a span names a table after "the number of" or "the count of": its rows are counted. */
function isCountedTable(words: string[], mention: Mention): boolean {
  return (
    mention.entries[0]?.target.kind === 'table' &&
    words[mention.start - 1] === 'of' &&
    /^(number|count)$/.test(words[mention.start - 2] ?? '')
  );
}

/**
 * Reads the question's numbers: "top 5" is a limit; "more than 5 cylinders", "age over 30" and
 * "with 8 cylinders" compare a column; "more than 2 pets" counts related rows; "older than 30"
 * and "in 1974" compare a column found later by its usual name or by being a time column.
 */
export function readNumbers(context: ReadContext): NumberReading {
  const words = context.tokens.map((token) => token.lower);
  const reading: NumberReading = {
    roles: new Map(),
    limit: null,
    loose: [],
    between: [],
    alternatives: [],
    bounds: [],
    texts: [],
    frequencies: [],
  };
  const attached = new Map<number, Mention>();
  const looseAt = new Map<number, LooseComparison>();
  // The second number of "between X and Y", read with the first.
  const rangeEnds = new Set<number>();
  context.tokens.forEach((token, index) => {
    if (
      token.kind !== 'number' ||
      token.value === undefined ||
      mentionAt(context, index) ||
      context.skipped.has(index)
    )
      return;
    const value = token.value;
    const percent = token.isPercent ? { percent: true } : {};
    // "not a single car maker", "never received a single complaint": no rows at all, not a
    // count of one.
    const article = /^(a|an)$/.test(words[index - 1] ?? '') ? 2 : 1;
    if (value === 1 && token.kind === 'number' && /^(single|one)$/.test(token.lower))
      if (isDeniedOne(words, index - article)) return;
    // "the largest single sale": "single" counts one only as "a single".
    if (token.lower === 'single' && article === 1) return;
    // "below $160 and two beds": a number with a noun of its own starts another comparison.
    const ownNoun = context.mentions.some((m) => m.start === index + 1 && !m.isLiteral);
    const listedAfter =
      /^(or|and|,)$/.test(words[index - 1] ?? '') && !ownNoun ? attached.get(index - 2) : undefined;
    if (listedAfter) {
      reading.alternatives.push({ mention: listedAfter, value });
      attached.set(index, listedAfter);
      return;
    }
    // "in 2014 or 2015": another year for the same time column.
    const looseBefore = /^(or|and|,)$/.test(words[index - 1] ?? '')
      ? looseAt.get(index - 2)
      : undefined;
    if (looseBefore) {
      const another = { ...looseBefore, value, at: index };
      reading.loose.push(another);
      looseAt.set(index, another);
      return;
    }
    if (
      isLimit(
        words,
        index,
        context.mentions.some((m) => m.end === index),
      )
    ) {
      // "top 0", "top 2.5", "top 1e23": no number of rows to keep; the question is read without it.
      if (isRowCount(value)) reading.limit = value;
      return;
    }
    const high = context.tokens[index + 2]?.value;
    if (opensRange(words, index) && high !== undefined) {
      rangeEnds.add(index + 2);
      const range = readRange(context, index, value, high);
      if (range?.kind === 'column')
        reading.between.push({ mention: range.mention, low: value, high });
      if (range?.kind === 'loose') reading.loose.push(...range.comparisons);
      return;
    }
    if (rangeEnds.has(index)) return;
    const before = comparisonEndingAt(words, index);
    // "before the year of 2000 or after the year of 2010": the "or after" starts the next one.
    const leading = before ? undefined : comparisonBeforeColumn(context, index);
    const afterOp = leading
      ? undefined
      : trailingComparisons.find(({ words: phrase }) =>
          phrase.every((word, i) => words[index + 1 + i] === word),
        )?.op;
    const op = before?.op ?? leading?.op ?? afterOp ?? 'eq';
    // "4 or more students": the span after the comparison words.
    const skip = countedNounStart(context, index + (afterOp ? 3 : 1)) - index;
    const next = context.mentions.find((m) => m.start === index + skip);
    const numbered = next && !before && !afterOp && numberedColumnBefore(context, index, next);
    if (numbered) {
      reading.roles.set(numbered, { kind: 'compare', op: 'eq', value });
      attached.set(index, numbered);
      return;
    }
    if (next && !next.isLiteral && next.entries[0]?.target.kind !== 'value') {
      // A number of a text column's things is a count of rows ("at least two courses").
      const best = next.entries.find((entry) => entry.target.kind === 'column')?.target;
      const isNumeric =
        best?.kind === 'column' &&
        (best.column.type === 'integer' || best.column.type === 'decimal');
      // "more than one donator": a number of a text column's things counts the rows naming them.
      const isText = best?.kind === 'column' && best.column.type === 'text';
      const isTable =
        next.entries[0]?.target.kind === 'table' ||
        (!isNumeric && next.entries.some((entry) => entry.target.kind === 'table')) ||
        (isText && next.entries[0]?.target.kind === 'column');
      const stored = isTable ? storedCountOf(context, next) : undefined;
      if (stored) {
        const nouns = [context.tokens[next.end - 1]?.lemma ?? ''];
        const loose = { nouns, op, value, isYear: false, at: index, table: stored };
        reading.roles.set(next, { kind: 'consumed' });
        reading.loose.push(loose);
        looseAt.set(index, loose);
        return;
      }
      if (isTable && !before && !afterOp && ranksLater(words, index)) {
        if (isRowCount(value)) reading.limit = value;
        return;
      }
      reading.roles.set(
        next,
        isTable ? { kind: 'count_compare', op, value } : { kind: 'compare', op, value, ...percent },
      );
      return;
    }
    // "at least two books" (not "1 stands for yes"): a comparison said of a small number.
    const compared = before !== undefined || afterOp !== undefined;
    // "event names with more than 2 records", "categories with count above 1": how many rows
    // hold each shown value, whatever table was named before.
    const countsRows =
      /^(records|entries)$/.test(words[index + skip] ?? '') ||
      (compared && value < 1000 && isUnnamedPlural(context, index + skip)) ||
      (before !== undefined && words[before.start - 1] === 'count');
    if (countsRows && !mentionAt(context, before ? before.start - 1 : index + skip)) {
      reading.frequencies.push({ op, value });
      return;
    }
    const age = readAgeInYears(context, words, index, value, before?.op);
    if (age) {
      reading.loose.push(age);
      looseAt.set(index, age);
      return;
    }
    // "a greater weight than 10": the column sits inside the comparison.
    const split =
      words[index - 1] === 'than' ? context.mentions.find((m) => m.end === index - 1) : undefined;
    const splitOp = split
      ? comparisonEndingAt([...words.slice(0, split.start), 'than'], split.start + 1)?.op
      : undefined;
    if (split && splitOp && split.entries.some((entry) => entry.target.kind === 'column')) {
      reading.roles.set(split, { kind: 'compare', op: splitOp, value, ...percent });
      return;
    }
    // "birth year is either 1948 or 1949": "either" stands between the column and its number.
    const phraseStart = (before?.start ?? index) - (words[index - 1] === 'either' ? 1 : 0);
    // "cylinders of 8" is the column's value; "cylinders in 1974" names a time, not cylinders.
    const timeWord = /^(in|on|during|since|until)$/.test(words[phraseStart - 1] ?? '');
    // "a total point score of above 57.5": one unlinked noun may trail the column's name.
    const trailingNoun =
      /^(of|is|are|was|were)$/.test(words[phraseStart - 1] ?? '') &&
      !mentionAt(context, phraseStart - 2) &&
      !stopWords.has(words[phraseStart - 2] ?? 'the');
    // "whose id is 3", "an id of 12": the word before the verb or "of".
    const idAt = /^(is|of)$/.test(words[phraseStart - 1] ?? '') ? phraseStart - 2 : phraseStart - 1;
    const keyed = tableOfNamedId(context, idAt);
    if (keyed) {
      const loose = {
        nouns: ['id'],
        op,
        value,
        isYear: false,
        at: index,
        isKey: true,
        table: keyed,
      };
      // "id" is read with the number, not shown.
      const id = mentionAt(context, idAt);
      if (id) reading.roles.set(id, { kind: 'consumed' });
      reading.loose.push(loose);
      looseAt.set(index, loose);
      return;
    }
    const owner =
      context.mentions.find((m) => m.end === phraseStart) ??
      context.mentions.find((m) => m.end === phraseStart - 1 && !timeWord) ??
      (trailingNoun ? context.mentions.find((m) => m.end === phraseStart - 2) : undefined);
    // "albums with the number of tracks greater than 10": a count of the rows named compared.
    const plainComparison =
      /^(greater|more|less|fewer|larger|smaller|higher|lower|bigger|above|below|over|under)$/.test(
        words[before?.start ?? -1] ?? '',
      );
    const rightBefore =
      owner?.end === before?.start ||
      (owner &&
        /^(is|are|was|were)$/.test(words[owner.end] ?? '') &&
        owner.end + 1 === before?.start);
    if (before && owner && plainComparison && rightBefore && isCountedTable(words, owner)) {
      reading.roles.set(owner, { kind: 'count_compare', op, value });
      attached.set(index, owner);
      return;
    }
    // Only a column holding numbers (or dates) can be compared with a number.
    const ownerTarget = owner?.entries[0]?.target;
    // "horsepower of cars before 1980": a year after a time word is a time, unless the column is one.
    const isModernYear = Number.isInteger(value) && value >= 1800 && value <= 2200;
    const timeComparison =
      before !== undefined &&
      /^(before|after|since|until|in|during)$/.test(words[before.start] ?? '');
    const ownerIsTime =
      ownerTarget?.kind === 'column' &&
      (ownerTarget.column.role === 'time' || /year|date|time/i.test(ownerTarget.column.name));
    const comparable =
      ownerTarget?.kind === 'column' &&
      ownerTarget.column.type !== 'text' &&
      ownerTarget.column.type !== 'boolean' &&
      !(isModernYear && timeComparison && !ownerIsTime);
    // "the ids of students older than 20": an adjective of a measure names the column compared.
    const adjectiveNouns = before ? adjectiveBefore(words, before.start) : undefined;
    const ownerNamesMeasure =
      ownerTarget?.kind === 'column' &&
      lemmasOf(ownerTarget.column.name).some((word) => adjectiveNouns?.includes(word));
    if (owner && !owner.isLiteral && comparable && (!adjectiveNouns || ownerNamesMeasure)) {
      // "above age 20": the comparison comes before the column.
      const leading = before ? undefined : comparisonEndingAt(words, owner.start);
      reading.roles.set(owner, { kind: 'compare', op: leading?.op ?? op, value, ...percent });
      attached.set(index, owner);
      return;
    }
    // "earn more than 30000 in salary", "a loan of more than 3000 in amount": a comparison
    // whose measure is named right after it.
    const measureAfter =
      compared && words[index + 1] === 'in' ? mentionAt(context, index + 2) : undefined;
    if (measureAfter?.start === index + 2 && namesMeasure(measureAfter)) {
      reading.roles.set(measureAfter, { kind: 'compare', op, value, ...percent });
      attached.set(index, measureAfter);
      return;
    }
    const named = before || afterOp ? null : readNamedNumber(context, index, value);
    if (named?.kind === 'key' || named?.kind === 'noun') {
      // "after the year of 2010": the noun named before "of" is compared, not equal.
      const loose = leading ? { ...named.loose, op } : named.loose;
      reading.loose.push(loose);
      looseAt.set(index, loose);
      return;
    }
    if (named?.kind === 'text') {
      reading.texts.push({ mention: named.mention, value: named.value });
      return;
    }
    // "no less than 3000 and no more than 4000": a second bound on the column just compared.
    const joinedBound =
      before && /^(and|or)$/.test(words[before.start - 1] ?? '')
        ? lastAttached(attached, before.start)
        : undefined;
    if (joinedBound) {
      reading.bounds.push({ mention: joinedBound, op, value, at: index });
      attached.set(index, joinedBound);
      return;
    }
    // "visited some museums more than once", "3 times": a count of the related rows named before.
    const isFrequency =
      token.lower === 'once' || token.lower === 'twice' || words[index + 1] === 'times';
    const related = isFrequency
      ? context.mentions
          .filter((m) => m.end <= (before?.start ?? index) && m.entries[0]?.target.kind === 'table')
          .at(-1)
      : undefined;
    if (related && !reading.roles.has(related)) {
      reading.roles.set(related, { kind: 'count_compare', op, value });
      return;
    }
    if (isFrequency && !related) {
      reading.frequencies.push({ op, value });
      return;
    }
    // "the employee with id 242518965", "whose id is 3": the key of the rows named before.
    if (/^(id|ids)$/.test(words[idAt] ?? '') && !mentionAt(context, idAt)) {
      const loose = { nouns: ['id'], op, value, isYear: false, at: index, isKey: true };
      reading.loose.push(loose);
      looseAt.set(index, loose);
      return;
    }
    const nouns = before ? adjectiveBefore(words, before.start) : undefined;
    if (nouns) {
      const loose = { nouns, op, value, isYear: false, at: index };
      reading.loose.push(loose);
      looseAt.set(index, loose);
      return;
    }
    const isYear = isYearLike(value);
    const opener = words[index - 1] === 'either' ? words[index - 2] : words[index - 1];
    // "sections in Fall 2009": a year right after a value is the year of the rows holding it.
    const afterValue = context.mentions.some(
      (m) => m.end === index && m.entries[0]?.target.kind === 'value',
    );
    if (isYear && (before || yearOpeners.has(opener ?? '') || afterValue)) {
      const openerAt = before?.start ?? (opener === words[index - 1] ? index - 1 : index - 2);
      const verb = words[openerAt - 1];
      const loose = {
        nouns: ['year'],
        op,
        value,
        isYear: true,
        at: index,
        ...(verb ? { verb } : {}),
      };
      reading.loose.push(loose);
      looseAt.set(index, loose);
      return;
    }
    // "a singer above age 40 and a singer below 30": a comparison with no column of its own,
    // left for the frame to give the column compared before it.
    // "whose total score is higher than 300": unlinked words before it may still name a column.
    if (before) {
      const unlinked = unlinkedNounsBefore(context, before.start);
      const bareAge =
        unlinked.length > 0 ? undefined : readBareAge(context, words, index, value, before);
      if (bareAge) {
        reading.loose.push(bareAge);
        looseAt.set(index, bareAge);
        return;
      }
      // "roller coasters higher than 100": with no noun named, the comparative names a size.
      const sized =
        unlinked.length > 0 ? undefined : sizeComparatives.get(words[before.start] ?? '');
      const nouns = sized ?? unlinked;
      const loose = { nouns, op, value, isYear: false, at: index };
      reading.loose.push(loose);
      looseAt.set(index, loose);
    }
  });
  return reading;
}
