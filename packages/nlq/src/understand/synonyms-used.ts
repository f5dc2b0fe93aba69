import type {
  SemanticColumn,
  SemanticModel,
  SemanticTable,
  StructuredQuery,
  SynonymUsed,
} from '@tabletalk/contracts';
import { findReferencedColumns } from '../answer/referenced-columns';
import { columnSynonyms, tableSynonyms } from '../text';
import type { ReadContext } from './context';
import { type LexiconTarget, lemmasOf } from './lexicon';

/** A synonym of the knowledge with its lemmas, as a question's words are compared with it. */
interface AddedSynonym {
  text: string;
  lemmas: string[];
}

const addedCache = new WeakMap<SemanticTable | SemanticColumn, AddedSynonym[]>();

/**
 * The synonyms someone added to a table or column (on the Enrich screen, or by picking a
 * reading): those its name does not give by itself. "order quantities" for `order_qty` is only
 * the name inflected, not knowledge anyone taught the source.
 */
function addedSynonyms(named: SemanticTable | SemanticColumn, generated: string[]): AddedSynonym[] {
  const cached = addedCache.get(named);
  if (cached) return cached;
  const ownForms = new Set(
    [named.name, named.label, ...generated].map((phrase) => lemmasOf(phrase).join(' ')),
  );
  const added = named.synonyms
    .map((text) => ({ text, lemmas: lemmasOf(text) }))
    .filter(({ lemmas }) => lemmas.length > 0 && !ownForms.has(lemmas.join(' ')));
  addedCache.set(named, added);
  return added;
}

function addedSynonymsOf(target: LexiconTarget): AddedSynonym[] {
  if (target.kind === 'value') return [];
  if (target.kind === 'table') return addedSynonyms(target.table, tableSynonyms(target.table.name));
  return addedSynonyms(target.column, columnSynonyms(target.column.name));
}

/** Whether `needle` occurs in `words` as a run of consecutive words. */
export function containsRun(words: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  for (let start = 0; start + needle.length <= words.length; start++) {
    if (needle.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** The knowledge's synonyms among the words of the question's linked spans, in question order. */
function matchedSynonyms(context: ReadContext) {
  return context.mentions.flatMap((mention) => {
    if (mention.isLiteral) return [];
    const words = context.tokens.slice(mention.start, mention.end).map((token) => token.lemma);
    return mention.entries.flatMap((entry) =>
      addedSynonymsOf(entry.target)
        .filter((synonym) => containsRun(words, synonym.lemmas))
        .map((synonym) => ({ synonym, target: entry.target })),
    );
  });
}

const tableKey = (table: Pick<SemanticTable, 'name' | 'schema'>) =>
  `${table.schema ?? ''}.${table.name}`;

/** Whether the query reads a target: a column it references, or a table it reads from. */
function usedByQuery(query: StructuredQuery, model: SemanticModel) {
  const columns = new Set(findReferencedColumns(query, model).map((reference) => reference.key));
  const tables = new Set([query.from, ...query.joins.map((join) => join.table)].map(tableKey));
  for (const key of columns) tables.add(key.slice(0, key.lastIndexOf('.')));
  return (target: LexiconTarget) =>
    target.kind === 'column'
      ? columns.has(`${tableKey(target.table)}.${target.column.name}`)
      : tables.has(tableKey(target.table));
}

/**
 * The synonyms of the source's knowledge (added by people, including those saved from picked
 * readings) that linked words of the question to a column or table the query uses, each once, in
 * the order the question names them. Synonyms that only restate a name are left out. Never throws.
 */
export function findSynonymsUsed(context: ReadContext, query: StructuredQuery): SynonymUsed[] {
  const matched = matchedSynonyms(context);
  if (matched.length === 0) return [];
  const isUsed = usedByQuery(query, context.model);
  const found = new Map<string, SynonymUsed>();
  for (const { synonym, target } of matched) {
    if (target.kind === 'value' || !isUsed(target)) continue;
    const column = target.kind === 'column' ? target.column : null;
    const used: SynonymUsed = {
      word: synonym.text,
      target: column ? column.label : target.table.label,
      table: target.table.name,
      column: column ? column.name : null,
    };
    found.set(`${used.word}|${tableKey(target.table)}|${used.column ?? ''}`, used);
  }
  return [...found.values()];
}
