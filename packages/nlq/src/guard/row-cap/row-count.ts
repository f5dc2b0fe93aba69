import type { Token } from '../lex/token';

/** What to do with a row count already in the statement. */
export type CountDecision = 'keep' | 'replace' | 'unknown';

/**
 * `keep` for an integer literal within the cap, `replace` for a larger literal or `ALL`, and
 * `unknown` for anything else (a placeholder, an expression): the guard cannot know its value.
 * Throws nothing.
 */
export function decideCount(token: Token | undefined, maxRows: number): CountDecision {
  if (!token) return 'unknown';
  if (token.kind === 'number' && /^\d+$/.test(token.text)) {
    return Number(token.text) <= maxRows ? 'keep' : 'replace';
  }
  return token.kind === 'word' && token.text.toUpperCase() === 'ALL' ? 'replace' : 'unknown';
}
