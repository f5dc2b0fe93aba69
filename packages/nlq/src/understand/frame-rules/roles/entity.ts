import { previousMention, wordsBetween } from '../../context';
import type { Mention } from '../../link';
import type { FrameBuilder, RoleRule } from '../frame-builder';
import { tableOf } from '../mention-targets';

/** Verbs after which a table's rows are required to exist ("who have a pet", "with flights"). */
const havingWords = new Set(['have', 'has', 'had', 'with', 'own', 'owns', 'owned', 'having']);
const relativeWords = new Set(['who', 'that', 'which', 'whose']);

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

/** Whether the words before a table ask that its rows exist ("who have a pet", "any trips"). */
function asksRelatedRows(b: FrameBuilder, mention: Mention): boolean {
  const previous = previousMention(b.context, mention);
  const lead = wordsBetween(b.context, previous?.end ?? 0, mention.start);
  // "dogs that went through any treatments": "any"/"some" before a table asks that some exist.
  const asksSome = lead.at(-1) === 'any' || lead.at(-1) === 'some';
  return asksSome || lead.some((word) => havingWords.has(word) || relativeWords.has(word));
}

/**
 * A table's rows named in the question: shown when listed beside a shown column; a table other
 * than the focus is noted as named and, after "who have", "with" or "any", joined in.
 */
export const entityRole: RoleRule<'entity'> = (b, mention) => {
  const { frame, named } = b;
  const table = tableOf(mention);
  if (table && listedWithShown(b, mention)) frame.selects.push({ kind: 'entity', table });
  if (!table || table === frame.focus) return;
  if (!named.includes(table)) named.push(table);
  // "dogs that went through a treatment", "students who have a pet": rows must have some.
  if (asksRelatedRows(b, mention)) frame.joins.push(table);
};
