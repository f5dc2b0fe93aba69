import { describe, expect, it } from 'vitest';
import { parseSpiderTables } from './spider-tables';

const entry = {
  db_id: 'net',
  table_names: ['student', 'friend'],
  table_names_original: ['Student', 'Friend'],
  column_names: [],
  column_names_original: [
    [-1, '*'],
    [0, 'ID'],
    [0, 'name'],
    [1, 'student_id'],
    [1, 'friend_id'],
  ],
  column_types: [],
  primary_keys: [1, [3, 4]],
  foreign_keys: [
    [3, 1],
    [4, 1],
    [3, 1],
  ],
};

describe('parseSpiderTables', () => {
  it('reads tables, composite primary keys and foreign keys by original name', () => {
    const schema = parseSpiderTables([entry]).get('net');
    expect(schema?.tables).toEqual(['Student', 'Friend']);
    expect(Object.fromEntries(schema?.primaryKeys ?? [])).toEqual({
      Student: ['ID'],
      Friend: ['student_id', 'friend_id'],
    });
    expect(schema?.foreignKeys).toEqual([
      { fromTable: 'Friend', fromColumn: 'student_id', toTable: 'Student', toColumn: 'ID' },
      { fromTable: 'Friend', fromColumn: 'friend_id', toTable: 'Student', toColumn: 'ID' },
    ]);
  });

  it('throws when a key points at a column that does not exist', () => {
    expect(() => parseSpiderTables([{ ...entry, foreign_keys: [[9, 1]] }])).toThrow(
      'net refers to a missing column 9',
    );
  });

  it('throws when the file is not a list of databases', () => {
    expect(() => parseSpiderTables({ db_id: 'net' })).toThrow();
    expect(() => parseSpiderTables([{ db_id: 'net' }])).toThrow();
  });
});
