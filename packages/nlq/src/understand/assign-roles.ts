import { carryAggregates } from './carry-aggregates';
import { carryOrders } from './carry-orders';
import { type ReadContext, wordsBetween } from './context';
import { countFigures } from './count-figures';
import { countingSuperlatives, negationWords, superlativeWords } from './cues';
import { deniedVerbObjects } from './denied-verb-objects';
import { aggregateWordCue } from './lead-rules/aggregate-word';
import { averageComparisonCue } from './lead-rules/average-comparison';
import { averagedCountCue } from './lead-rules/averaged-count';
import { countOpenerCue } from './lead-rules/count-opener';
import { eachDifferentCue } from './lead-rules/each-different';
import { groupPhraseCue } from './lead-rules/group-phrase';
import { hadColumnCue } from './lead-rules/had-column';
import type { LeadRule } from './lead-rules/lead-reading';
import {
  articles,
  containsPhrase,
  countOpeners,
  distinctWords,
  endsWithPhrase,
  fillers,
  trimEnd,
} from './lead-rules/lead-words';
import { looseVerbCue } from './lead-rules/loose-verb';
import { measureSuperlativeCue } from './lead-rules/measure-superlative';
import { modePopulationCue } from './lead-rules/mode-population';
import { negatedTableCue } from './lead-rules/negated-table';
import { orderPhraseCue } from './lead-rules/order-phrase';
import { orderVerbByCue } from './lead-rules/order-verb-by';
import { orderedByNumberOfCue } from './lead-rules/ordered-by-number-of';
import { ownerAfterShownCue } from './lead-rules/owner-after-shown';
import { pluralAfterOfCue } from './lead-rules/plural-after-of';
import { superlativeCue } from './lead-rules/superlative';
import { tableCue } from './lead-rules/table';
import { valueCue } from './lead-rules/value';
import type { Mention } from './link';
import { showListedTableColumns } from './listed-table-columns';
import { dropNameOfColumns } from './name-of-column';
import { dropPointedBack } from './pointed-back';
import { restatedRelatedRows } from './restated-rows';
import type { Role } from './roles';
import { joinSplitColumnNames } from './split-column-names';

/** The cues a span's lead words are read for, in order: the first that applies gives its role. */
const leadRules: LeadRule[] = [
  valueCue,
  negatedTableCue,
  orderPhraseCue,
  orderedByNumberOfCue,
  measureSuperlativeCue,
  modePopulationCue,
  superlativeCue,
  averagedCountCue,
  eachDifferentCue,
  countOpenerCue,
  aggregateWordCue,
  orderVerbByCue,
  groupPhraseCue,
  averageComparisonCue,
  looseVerbCue,
  hadColumnCue,
  tableCue,
  pluralAfterOfCue,
  ownerAfterShownCue,
];

/** A span's role from the words before it; with no cue, the span is shown. */
function roleFromLead(
  context: ReadContext,
  mention: Mention,
  lead: string[],
  allWords: string[],
): Role {
  const reading = {
    context,
    mention,
    lead,
    trimmed: trimEnd(lead, fillers),
    allWords,
    isTable: mention.entries[0]?.target.kind === 'table',
    hasNegation:
      lead.some((word) => negationWords.has(word)) ||
      containsPhrase(lead, ['do', 'not']) >= 0 ||
      // "all regions other than Denmark".
      containsPhrase(lead, ['other', 'than']) >= 0,
  };
  for (const rule of leadRules) {
    const role = rule(reading);
    if (role) return role;
  }
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
  // "the most female students": a ranking by count whose table comes after its values.
  let pendingArgmax: Role | null = null;
  let previous: Mention | undefined;
  for (const mention of context.mentions) {
    const lead = wordsBetween(context, previousEnd, mention.start);
    const adjacent = previous !== undefined && previous.end === mention.start;
    previousEnd = mention.end;
    // "the phone number of Astrid": "number" ends the column's name, it opens no count.
    const endsName = lead[0] === 'number' && previous?.entries[0]?.target.kind === 'column';
    previous = mention;
    if (taken.has(mention)) continue;
    let role = roleFromLead(context, mention, lead, allWords);
    const opensCount = endsWithPhrase(trimEnd(lead, articles), countOpeners) && !endsName;
    if (role.kind === 'filter' && opensCount) {
      pendingCount = { kind: 'count', distinct: lead.some((word) => distinctWords.has(word)) };
    } else if (pendingCount && (role.kind === 'entity' || role.kind === 'select')) {
      role = pendingCount;
      pendingCount = null;
    }
    if (role.kind === 'filter') {
      pendingArgmax = countingSuperlativeBefore(lead) ?? (adjacent ? pendingArgmax : null);
    } else {
      const namesTable = mention.entries[0]?.target.kind === 'table';
      if (pendingArgmax && adjacent && namesTable && role.kind === 'entity') role = pendingArgmax;
      pendingArgmax = null;
    }
    roles.set(mention, role);
  }
  const listed = dropPointedBack(
    context,
    joinSplitColumnNames(
      context,
      dropNameOfColumns(context, showListedTableColumns(context, roles, taken), taken),
      taken,
    ),
    taken,
  );
  const restated = restatedRelatedRows(
    context,
    deniedVerbObjects(context, shiftToHeadNouns(context, listed, taken)),
  );
  const counted = countFigures(context, restated, taken);
  const carried = carryAggregates(context, counted, taken);
  return carryOrders(context, carried, taken);
}

/**
 * A counting superlative the lead words end with ("the most", "the fewest", "the largest number
 * of"): before a value, the ranking waits for the table named right after the values.
 */
function countingSuperlativeBefore(lead: string[]): Role | null {
  const words = trimEnd(lead, fillers);
  const last = words.at(-1) ?? '';
  const counting = countingSuperlatives.get(last);
  if (counting) return { kind: 'argmax', direction: counting, count: true };
  const numbered = last === 'number' ? superlativeWords.get(words.at(-2) ?? '') : undefined;
  return numbered ? { kind: 'argmax', direction: numbered, count: true } : null;
}

const shiftable = new Set(['count', 'mode', 'order']);

const isNumberSpan = (mention: Mention) => {
  const target = mention.entries[0]?.target;
  return target?.kind === 'column' && ['integer', 'decimal'].includes(target.column.type);
};

/**
 * "the average room price": a sum or average cued on a name that holds no numbers, right before
 * one that does, is the latter's ("room" only says which price).
 */
function averagesWords(role: Role, mention: Mention, next: Mention): boolean {
  const sums = role.kind === 'aggregate' && (role.fn === 'avg' || role.fn === 'sum');
  return sums && !isNumberSpan(mention) && isNumberSpan(next);
}

/**
 * "how many car models", "the most common apartment type code", "sorted by the channel rating":
 * in a run of two names the last is the head noun and takes the count, the frequency or the
 * ordering; the first only qualifies it ("car" says which models).
 */
function shiftToHeadNouns(
  context: ReadContext,
  roles: Map<Mention, Role>,
  taken: Set<Mention>,
): Map<Mention, Role> {
  for (const mention of context.mentions) {
    const role = roles.get(mention);
    const next = context.mentions.find((m) => m.start === mention.end);
    if (!role || !next || taken.has(next)) continue;
    if (!shiftable.has(role.kind) && !averagesWords(role, mention, next)) continue;
    const isName = (m: Mention) => !m.isLiteral && m.entries[0]?.target.kind !== 'value';
    const nextRole = roles.get(next);
    if (!isName(mention) || !isName(next) || nextRole?.kind !== 'select') continue;
    roles.set(next, role);
    roles.set(mention, { kind: 'consumed' });
  }
  return roles;
}
