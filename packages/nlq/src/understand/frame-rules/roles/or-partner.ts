import type { ReadContext } from '../../context';
import { previousMention } from '../../context';
import type { Mention } from '../../link';

/** Whether a mention is a value: a dictionary value or a literal, no column or table. */
const isValue = (mention: Mention) =>
  mention.isLiteral || mention.entries[0]?.target.kind === 'value';

/**
 * "airports in Cuba or Argentina", "a friend of Dan or Alice", "emails containing 'superstar' or
 * 'edu'": the value said right before "or" when both sides are values. Alternatives joined so are
 * values of one column, matched the same way.
 */
export function orPartner(context: ReadContext, mention: Mention): Mention | undefined {
  if (context.tokens[mention.start - 1]?.lower !== 'or') return undefined;
  const before = previousMention(context, mention);
  if (before?.end !== mention.start - 1) return undefined;
  return isValue(before) && isValue(mention) ? before : undefined;
}
