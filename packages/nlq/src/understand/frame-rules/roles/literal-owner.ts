import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { previousMention, type ReadContext } from '../../context';
import type { ColumnRef } from '../../frame';
import { joinDistance, joinGraph, refersToKey } from '../../join-graph';
import type { Mention } from '../../link';
import { hasNameColumn, labelColumn } from '../../resolve';
import { nameParts } from '../full-names';
import { tableOf } from '../mention-targets';

/**
 * Words before a name that make it the rows' owner, not their name ("albums by Aerosmith",
 * "cities in Australia").
 */
const ownerWords = new Set(['by', 'in']);

/** Auxiliaries after the rows and before a name: the name is the subject ("albums has X released"). */
const auxiliaries = new Set(['has', 'have', 'does', 'do', 'did']);

/**
 * The label of the one table `rows` refers to that is named by a text column ("artists" for
 * albums): whose name a literal said as the rows' owner is. Null when no such table or several.
 */
function ownerLabel(model: SemanticModel, rows: SemanticTable): ColumnRef | null {
  const owners = new Set<SemanticTable>();
  for (const step of joinGraph(model).get(rows) ?? []) {
    if (step.to !== rows && refersToKey(model, step) && hasNameColumn(step.to)) owners.add(step.to);
  }
  const [table, ...others] = owners;
  const column = table ? labelColumn(table) : undefined;
  if (!table || others.length > 0 || column?.type !== 'text') return null;
  return { table, column };
}

/** A literal of two words, a given name and a family name ("Jeremy Gibbons"). */
export function twoNameWords(mention: Mention): [string, string] | null {
  const words = mention.text
    .replace(/['’]s?$/, '')
    .trim()
    .split(/\s+/);
  const [first, last] = words;
  return words.length === 2 && first && last ? [first, last] : null;
}

/**
 * The person a two-word name stands for, when the rows themselves have no first and last name:
 * the last-name column of the nearest table (two joins at most) that has both, when only one is
 * that near ("papers by Jeremy Gibbons" → the authors, through the authorship rows).
 */
function personLabel(model: SemanticModel, rows: SemanticTable): ColumnRef | null {
  if (nameParts(rows)) return null;
  const people = model.tables.flatMap((table) => {
    const parts = nameParts(table);
    const distance = joinDistance(model, rows, table);
    return parts && distance <= 2 ? [{ table, column: parts[1], distance }] : [];
  });
  const nearest = Math.min(...people.map((p) => p.distance));
  const [person, ...others] = people.filter((p) => p.distance === nearest);
  return person && others.length === 0 ? { table: person.table, column: person.column } : null;
}

/**
 * Whether a literal names the owner of the rows rather than one of them: said with a possessive
 * ("Aerosmith's albums"), before the rows' plural ("the Aerosmith albums": a name picks one row,
 * a plural after it many), after "by" or "in" ("albums by Aerosmith"), or as the subject of a clause
 * about the rows ("albums has Billy Cobham released").
 */
function namesOwner(context: ReadContext, mention: Mention, rowsAfter: Mention | undefined) {
  const isPossessive = /['’]s?$/.test(mention.text);
  const lastOfRows = rowsAfter ? context.tokens[rowsAfter.end - 1] : undefined;
  const isPluralAfter = lastOfRows !== undefined && lastOfRows.lower !== lastOfRows.lemma;
  const before = context.tokens[mention.start - 1]?.lower ?? '';
  const rowsBefore = previousMention(context, mention);
  const isSubject =
    auxiliaries.has(before) && rowsBefore !== undefined && tableOf(rowsBefore) !== undefined;
  return isPossessive || isPluralAfter || ownerWords.has(before) || isSubject;
}

/**
 * The owner's label a literal filters on when it names the owner of `rows` ("Aerosmith's
 * albums" → the artist's name); null when it does not or no single owner table is named.
 */
export function literalOwnerColumn(
  context: ReadContext,
  mention: Mention,
  rows: SemanticTable,
  rowsAfter: Mention | undefined,
): ColumnRef | null {
  if (!namesOwner(context, mention, rowsAfter)) return null;
  const owner = ownerLabel(context.model, rows);
  if (owner) return owner;
  return twoNameWords(mention) ? personLabel(context.model, rows) : null;
}
