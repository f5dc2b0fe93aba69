import { nextMention, previousMention, type ReadContext, wordsBetween } from './context';
import { textOperator } from './frame-rules/roles/text-operator';
import { tableEntityWords } from './lexicon';
import type { Mention } from './link';

/** Words that may stand between a column and its value ("country is France", "written by X"). */
const linkWords = new Set([
  'not',
  "isn't",
  "aren't",
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'of',
  'named',
  'called',
  'titled',
  'by',
  'equal',
  'either',
  'equals',
  'to',
  'as',
  'the',
  'a',
  'an',
  'with',
  'has',
  'have',
  'had',
  'whose',
  'where',
  'that',
  'which',
  'in',
  'on',
  'at',
  'for',
  '=',
]);

const textMatchWords = new Set([
  'contains',
  'contain',
  'containing',
  'including',
  'includes',
  'like',
  'starts',
  'start',
  'starting',
  'begins',
  'beginning',
  'ends',
  'ending',
  'substring',
]);

/** "the state whose name contains 'North'": the name is the state's, so the state column owns it. */
function whoseName(context: ReadContext, owner: Mention): Mention | undefined {
  const isName = context.tokens[owner.start]?.lemma === 'name' && owner.end - owner.start === 1;
  if (!isName || context.tokens[owner.start - 1]?.lower !== 'whose') return undefined;
  const before = previousMention(context, owner);
  const target = before?.entries[0]?.target;
  if (!before || before.end !== owner.start - 1 || target?.kind !== 'column') return undefined;
  // "the citizenship of the singer whose name is X": the name is the singer's, not the citizenship's.
  const last = context.tokens[before.end - 1]?.lemma ?? '';
  return tableEntityWords(target.table).includes(last) && before.end - before.start > 1
    ? undefined
    : before;
}

function isValue(mention: Mention): boolean {
  return mention.isLiteral || mention.entries[0]?.target.kind === 'value';
}

/** Whether `owner` can be the column of `value`: any column for a literal, else the value's own. */
function canOwn(owner: Mention, value: Mention): boolean {
  // "born outside the California state": a word read first as a value ("State") owns a value
  // of a column it also names.
  if (owner.isLiteral || (isValue(owner) && value.isLiteral)) return false;
  // "the car maker American Motor Company": a name of the value's own table right before it.
  const valueTables = value.entries.map((entry) => entry.target.table);
  // "the number of friends Kyle has": a word naming other rows first is not the value's table.
  const first = owner.entries[0]?.target;
  if (owner.end === value.start && first?.kind === 'table' && valueTables.includes(first.table))
    return true;
  const columns = owner.entries.filter((entry) => entry.target.kind === 'column');
  if (value.isLiteral) return owner.entries[0]?.target.kind === 'column';
  return value.entries.some(
    (v) =>
      v.target.kind === 'value' &&
      columns.some(
        (c) =>
          c.target.kind === 'column' &&
          c.target.column === (v.target.kind === 'value' ? v.target.column : null),
      ),
  );
}

/** Whether a mention names a column first (not a table, a value or a literal). */
function namesColumn(mention: Mention): boolean {
  return !mention.isLiteral && mention.entries[0]?.target.kind === 'column';
}

/** "in their", "in part of its": the words joining a value to the column holding it as a part. */
function inTheirColumn(gap: string[]): boolean {
  return /^in (part of )?(its|their|his|her)$/.test(gap.join(' '));
}

/**
 * Pairs each value with the column named right before it ("Country is France", "episode 'X'",
 * "written by 'Joseph Kuhr'") or right after it ("the Alton airport name"): that column is the
 * value's, read as part of the filter rather than shown.
 */
export function readValueOwners(context: ReadContext): Map<Mention, Mention> {
  const owners = new Map<Mention, Mention>();
  for (const value of context.mentions) {
    if (!isValue(value)) continue;
    const after0 = nextMention(context, value);
    // "the Alton airport": a literal naming a table's row belongs to that table's label.
    if (
      value.isLiteral &&
      after0 &&
      after0.start === value.end &&
      after0.entries[0]?.target.kind === 'table'
    )
      continue;
    // "'Diana' in part of their names": a column after "in their" owns the value, whatever comes before.
    if (
      after0 &&
      namesColumn(after0) &&
      inTheirColumn(wordsBetween(context, value.end, after0.start))
    ) {
      owners.set(value, after0);
      continue;
    }
    const before = previousMention(context, value);
    // "What country is JetBlue in": the asked column is not the value's.
    const isAsked =
      before !== undefined && /^(what|which)$/.test(context.tokens[before.start - 1]?.lower ?? '');
    const lead = wordsBetween(context, before?.end ?? 0, value.start);
    // "first names that contain letter 'a'": a part of a text, not the value of a column holding
    // it whole (a grade 'A'), so any column named before it owns it.
    const asksTextMatch = textOperator(lead) !== undefined;
    if (before && !isAsked) {
      const isLinked = lead.length <= 3 && lead.every((word) => linkWords.has(word));
      // "a city that contains the substring 'West'", "a name starting with 'A'".
      const isTextMatch =
        lead.length <= 6 && (asksTextMatch || lead.some((word) => textMatchWords.has(word)));
      const owns = canOwn(before, value) || (asksTextMatch && namesColumn(before));
      if (owns && (isLinked || isTextMatch)) {
        owners.set(value, whoseName(context, before) ?? before);
        continue;
      }
    }
    const after = nextMention(context, value);
    // "Liliane Bettencourt's net worth": the column after a possessive is asked, not the owner.
    const isPossessive = /['’]s?$/.test(context.tokens[value.end - 1]?.text ?? '');
    if (!after || isPossessive) continue;
    if (!canOwn(after, value) && !(asksTextMatch && namesColumn(after))) continue;
    const gap = wordsBetween(context, value.end, after.start);
    // "'East' in its name", "a republic as their form of government".
    const inIts =
      gap.length <= 2 &&
      (gap[0] === 'in' || gap[0] === 'as') &&
      gap.slice(1).every((w) => ['its', 'their', 'the', 'his', 'her'].includes(w));
    if (after.start === value.end || inIts) owners.set(value, after);
  }
  return owners;
}
