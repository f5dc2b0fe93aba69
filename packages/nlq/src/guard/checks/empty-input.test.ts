import { describe, expect, it } from 'vitest';
import { textContextFor } from '../test-context';
import { emptyInput } from './empty-input';

describe('emptyInput', () => {
  it.each(['', '  \n', '-- only a comment', '/* c */', ';'])('refuses %j', (sql) => {
    expect(emptyInput(textContextFor(sql))).toMatchObject({ code: 'EMPTY' });
  });

  it('passes a statement', () => {
    expect(emptyInput(textContextFor('SELECT 1'))).toBeNull();
  });
});
