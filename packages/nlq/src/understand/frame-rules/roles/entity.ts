import { nextMention, previousMention, wordsBetween } from '../../context';
import type { Mention } from '../../link';
import { grammarWords, stopWords } from '../../stop-words';
import type { FrameBuilder, RoleRule } from '../frame-builder';
import { tableOf } from '../mention-targets';

/** Verbs after which a table's rows are required to exist ("who have a pet", "with flights"). */
const havingWords = new Set(['have', 'has', 'had', 'with', 'own', 'owns', 'owned', 'having']);
const relativeWords = new Set(['who', 'that', 'which', 'whose']);
const eachWords = new Set(['each', 'every', 'per']);

/** Words saying the rows listed belong to the ones shown ("and their corresponding parties"). */
const belongingWords = new Set(['corresponding', 'respective', 'associated', 'related']);

/**
 * "the names of teachers and the courses they teach", "the names of members and their
 * corresponding parties": rows named with "and" right after a column shown are shown too, by
 * their name.
 */
function listedWithShown(b: FrameBuilder, mention: Mention): boolean {
  const previous = previousMention(b.context, mention);
  const lead = wordsBetween(b.context, previous?.end ?? 0, mention.start);
  const [and, determiner, ...rest] = lead;
  const restBelongs = rest.length === 0 || (rest.length === 1 && belongingWords.has(rest[0] ?? ''));
  return (
    previous?.entries[0]?.target.kind === 'column' &&
    b.frame.selects.length > 0 &&
    and === 'and' &&
    (determiner === 'the' || determiner === 'their' || determiner === 'its') &&
    restBelongs
  );
}

/**
 * "Show all video games and their types": rows named with "and" right before a column shown
 * (its own, by "its", "their" or "the") are shown too, by their name, first; not rows asked to
 * exist ("who have taught some course and the course id").
 */
function listedBeforeShown(b: FrameBuilder, mention: Mention): boolean {
  const next = nextMention(b.context, mention);
  const role = b.roles.find(([m]) => m === next)?.[1];
  const target = next?.entries[0]?.target;
  const [and, determiner, ...rest] = wordsBetween(b.context, mention.end, next?.start ?? 0);
  return (
    target?.kind === 'column' &&
    target.table === tableOf(mention) &&
    role?.kind === 'select' &&
    and === 'and' &&
    (determiner === 'the' || determiner === 'their' || determiner === 'its') &&
    rest.length === 0
  );
}

/** Whether the words before a table ask that its rows exist ("who have a pet", "any trips"). */
function asksRelatedRows(b: FrameBuilder, mention: Mention): boolean {
  const previous = previousMention(b.context, mention);
  const lead = wordsBetween(b.context, previous?.end ?? 0, mention.start);
  // "dogs that went through any treatments": "any"/"some" before a table asks that some exist.
  const asksSome = lead.at(-1) === 'any' || lead.at(-1) === 'some';
  return (
    asksSome ||
    lead.some((word) => havingWords.has(word) || relativeWords.has(word)) ||
    joinedByVerb(b, previous, lead)
  );
}

/**
 * "How many students play video games?", "faculty members who participate in an activity": a
 * verb between the rows asked about and another table asks that related rows exist.
 */
function joinedByVerb(b: FrameBuilder, previous: Mention | undefined, lead: string[]): boolean {
  if (!previous || tableOf(previous) !== b.frame.focus) return false;
  // "participate in each activity" groups by the table instead.
  if (lead.some((word) => eachWords.has(word))) return false;
  // A plural noun ("faculty members") is more of the rows' name, not a verb.
  const isVerb = (word: string) =>
    !stopWords.has(word) && !grammarWords.has(word) && !/[^s]s$/.test(word);
  return lead.some(isVerb);
}

/**
 * A table's rows named in the question: shown when listed beside a shown column; a table other
 * than the focus is noted as named and, after "who have", "with", "any" or a verb, joined in.
 */
export const entityRole: RoleRule<'entity'> = (b, mention) => {
  const { frame, named } = b;
  const table = tableOf(mention);
  const listedBefore = listedBeforeShown(b, mention) && !asksRelatedRows(b, mention);
  if (table && (listedWithShown(b, mention) || listedBefore))
    frame.selects.push({ kind: 'entity', table });
  if (!table || table === frame.focus) return;
  if (!named.includes(table)) named.push(table);
  // "dogs that went through a treatment", "students who have a pet": rows must have some.
  if (asksRelatedRows(b, mention)) frame.joins.push(table);
};
