import { describe, expect, it } from 'vitest';
import { isTextualNativeType } from './textual-native-type';

describe('isTextualNativeType', () => {
  it.each([
    'VARCHAR',
    'varchar(255)',
    'character varying(40)',
    'character(5)',
    'bpchar',
    'text',
    'TEXT',
    'nvarchar(max)',
    'nchar(10)',
    'ntext',
    'longtext',
    'STRING',
    'string(50)',
    'VARCHAR(16777216)',
    'citext',
    'varchar(20) collate utf8mb4_bin',
    ' Varchar ',
  ])('%s is text', (nativeType) => {
    expect(isTextualNativeType(nativeType)).toBe(true);
  });

  it.each([
    'INTEGER',
    'DOUBLE',
    'numeric(12,2)',
    "enum('1','2')",
    "set('a')",
    'text[]',
    'uuid',
    'json',
    'DATE',
    'textile',
    'character varying[]',
  ])('%s is not', (nativeType) => {
    expect(isTextualNativeType(nativeType)).toBe(false);
  });
});
