import { nextMention } from '../../context';
import type { ColumnRef } from '../../frame';
import type { Mention } from '../../link';
import { labelColumn } from '../../resolve';
import type { FrameBuilder } from '../frame-builder';
import { tableOf } from '../mention-targets';

/**
 * "routes operated by American Airlines", "flights to Kennedy International Airport": a
 * capitalised word naming the rows right after a name is part of the name, when the name is
 * matched against those rows' label. The name's text, with that word when it is.
 */
export function nameWithTableWord(b: FrameBuilder, mention: Mention, ref: ColumnRef): string {
  const { context } = b;
  const word = context.tokens[mention.end];
  const next = nextMention(context, mention);
  const namesRows =
    word?.isCapitalized === true &&
    next?.start === mention.end &&
    next.end === mention.end + 1 &&
    tableOf(next) === ref.table &&
    labelColumn(ref.table) === ref.column;
  return namesRows ? `${mention.text} ${word.text}` : mention.text;
}
