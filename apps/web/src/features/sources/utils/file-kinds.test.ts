import { describe, expect, it } from 'vitest';
import { fileChoiceProblem, isDelimitedText } from './file-kinds';

describe('file kinds', () => {
  it('checks delimited text before upload, not workbooks', () => {
    expect(isDelimitedText('sales.CSV')).toBe(true);
    expect(isDelimitedText('export.tsv')).toBe(true);
    expect(isDelimitedText('book.xlsx')).toBe(false);
  });
  it('explains refused names', () => {
    expect(fileChoiceProblem('book.xlsx')).toBeNull();
    expect(fileChoiceProblem('old.xls')).toMatch(/Save the file as \.xlsx/);
    expect(fileChoiceProblem('photo.png')).toBe('Choose a .csv, .tsv, .txt or .xlsx file.');
    expect(fileChoiceProblem('noextension')).not.toBeNull();
  });
});
