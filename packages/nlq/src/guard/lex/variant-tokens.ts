import type { TextContext } from '../context';
import { lexVariantsFor } from './lex-options';
import type { Token } from './token';
import { tokenize } from './tokenize';

const cache = new WeakMap<TextContext, Token[][]>();

/**
 * The input's tokens under every lexer variant of its dialect (see `lexVariantsFor`), the first
 * being the dialect's own reading. Computed once per context and shared by the raw-text checks.
 * Throws nothing.
 */
export function variantTokens(context: TextContext): Token[][] {
  const cached = cache.get(context);
  if (cached) return cached;
  const [, ...others] = lexVariantsFor(context.dialect);
  const lists = [
    context.tokens,
    ...others.map((options) => tokenize(context.input, options).tokens),
  ];
  cache.set(context, lists);
  return lists;
}
