import type { TextCheck } from '../context';
import { refuse } from '../types';

/** Format characters, odd spaces and controls: they make keywords look like something else. */
const invisible = /[\p{Cf}\p{Cc}\p{Zs}\p{Zl}\p{Zp}]/u;

/**
 * Refuses invisible or unusual characters outside string literals and quoted names (zero-width
 * joiners, bidi overrides, non-breaking spaces), which can disguise a keyword. Throws nothing.
 */
export const invisibleCharacters: TextCheck = ({ code }) => {
  const hidden = code.some(
    (token) => token.kind !== 'string' && token.kind !== 'quoted' && invisible.test(token.text),
  );
  return hidden
    ? refuse('UNPARSEABLE', 'The statement contains invisible or unusual characters.')
    : null;
};
