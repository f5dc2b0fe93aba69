import type { ReadContext } from './context';
import type { Frame } from './frame';

/**
 * "the price of the most expensive product category", "How much does the cheapest plan cost?":
 * a column named right after a superlative adjective says which row is picked, not what is
 * asked. It stays shown only when nothing else is asked ("What is the most expensive category?").
 * `after` is the index of the token following the superlative.
 */
export function dropPickedColumn(context: ReadContext, frame: Frame, after: number): void {
  const mention = context.mentions.find((m) => m.start === after);
  // "the youngest pet" names the rows themselves: nothing to drop.
  if (mention?.entries[0]?.target.kind !== 'column') return;
  const columns = new Set(
    mention.entries.flatMap((e) => (e.target.kind === 'column' ? [e.target.column] : [])),
  );
  const picked = frame.selects.find((s) => s.kind === 'column' && columns.has(s.ref.column));
  if (!picked) return;
  const others = frame.selects.filter((s) => s !== picked && s.kind !== 'entity');
  const words = context.tokens.map((t) => t.lower);
  const asksHowMuch = words[0] === 'how' && words[1] === 'much';
  if (others.length > 0 || asksHowMuch) frame.selects = frame.selects.filter((s) => s !== picked);
}
