import { identifierName, type Token } from './token';

/** A dotted name in the token stream (`a`, `"a".b`, `` `p.d.t` ``) and where it sits. */
export interface NameChain {
  /** Name parts, qualifiers first; quoted parts are unquoted and split on dots. */
  parts: string[];
  /** Index in the token list of the chain's first token. */
  first: number;
  /** Index in the token list of the chain's last token. */
  last: number;
}

function isName(token: Token | undefined): token is Token {
  return token?.kind === 'word' || token?.kind === 'quoted';
}

/** Finds every dotted name in a comment-free token list. Throws nothing. */
export function nameChains(code: Token[]): NameChain[] {
  const chains: NameChain[] = [];
  let i = 0;
  while (i < code.length) {
    const token = code[i];
    if (!isName(token) || code[i - 1]?.text === '.') {
      i += 1;
      continue;
    }
    const parts = identifierName(token).split('.');
    let last = i;
    while (code[last + 1]?.text === '.' && isName(code[last + 2])) {
      last += 2;
      parts.push(...identifierName(code[last] as Token).split('.'));
    }
    chains.push({ parts, first: i, last });
    i = last + 1;
  }
  return chains;
}
