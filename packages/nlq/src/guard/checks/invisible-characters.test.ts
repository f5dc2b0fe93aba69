import { describe, expect, it } from 'vitest';
import { textContextFor } from '../test-context';
import { invisibleCharacters } from './invisible-characters';

describe('invisibleCharacters', () => {
  it.each(['SEL\u200bECT 1', 'SELECT\u00a01', 'SELECT 1 \u202e'])('refuses %j', (sql) => {
    expect(invisibleCharacters(textContextFor(sql))).toMatchObject({ code: 'UNPARSEABLE' });
  });

  it('passes unusual characters inside literals and quoted names', () => {
    expect(invisibleCharacters(textContextFor('SELECT \'a\u00a0b\' AS "x\u200by"'))).toBeNull();
  });
});
