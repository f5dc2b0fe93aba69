import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = testModel({
  tables: [
    table(
      'students',
      ['student_id'],
      [
        ['student_id', 'integer', 'identifier'],
        ['age', 'integer', 'measure'],
        ['sex', 'text', 'dimension', ['M', 'F']],
        ['grade', 'text', 'dimension', ['P', 'F']],
      ],
    ),
  ],
  relationships: [],
});

function where(question: string) {
  const answer = understand({ model, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query.where;
}

describe('words for the codes of a sex or gender column', () => {
  it('reads "female" and "men" as the F and M codes of a column holding both', () => {
    expect(where('average age of female students')).toMatchObject([
      { kind: 'compare', left: { column: 'sex' }, value: 'F' },
    ]);
    expect(where('how many men are there')).toMatchObject([
      { kind: 'compare', left: { column: 'sex' }, value: 'M' },
    ]);
  });

  it('does not read them into a column that holds only one of the codes', () => {
    const filtered = where('average age of female students').map((c) =>
      c.kind === 'compare' && c.left.kind === 'column' ? c.left.column : null,
    );
    expect(filtered).not.toContain('grade');
  });
});
