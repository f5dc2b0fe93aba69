import type { SemanticTable } from '@tabletalk/contracts';
import { nextMention, type ReadContext, wordsBetween } from '../../context';
import type { Mention } from '../../link';
import { hasNameColumn } from '../../resolve';
import { tableOf, viaTableOf } from '../mention-targets';

/**
 * "the names of all cartoons" when cartoons have no name column: the word "name" (or "title")
 * asks for the table's label column, whatever it is called. Returns that table, or undefined.
 */
export function nameOfTable(
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
  // "the names and ids of all makers": the name asked for is the focus rows' own, unless the word
  // was read with its owner ("the name and salary of instructors": the instructor name).
  const table = named ?? viaTableOf(mention) ?? focus;
  const holds = mention.entries.some(
    (e) => e.target.kind !== 'table' && e.target.table === table && e.quality >= 0.9,
  );
  if (holds || !hasNameColumn(table)) return undefined;
  return table;
}
