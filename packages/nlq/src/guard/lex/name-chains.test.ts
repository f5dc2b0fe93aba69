import { describe, expect, it } from 'vitest';
import { lexOptionsFor } from './lex-options';
import { nameChains } from './name-chains';
import { tokenize } from './tokenize';

describe('nameChains', () => {
  it('joins dotted names, unquoting and splitting quoted parts', () => {
    const backticks = tokenize('SELECT a.b FROM `p.d`.t', lexOptionsFor('bigquery')).tokens;
    const chains = nameChains(backticks).map((chain) => chain.parts);
    expect(chains).toEqual([['SELECT'], ['a', 'b'], ['FROM'], ['p', 'd', 't']]);
    const quoted = tokenize('FROM "X"."y"', lexOptionsFor('postgres')).tokens;
    expect(nameChains(quoted).map((chain) => chain.parts)).toEqual([['FROM'], ['X', 'y']]);
  });
});
