import { describe, expect, it } from 'vitest';
import { formatBytes, formatCell, formatShape, nameFromFile } from './format';

describe('format', () => {
  it('shows sizes with one decimal under 100', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(250 * 1024 * 1024)).toBe('250 MB');
    expect(formatBytes(null)).toBeNull();
  });
  it('shows the shape of a source', () => {
    expect(formatShape(100000, 1)).toBe('100,000 rows × 1 column');
    expect(formatShape(null, null)).toBe('—');
  });
  it('shows cells as text', () => {
    expect(formatCell(null)).toBe('');
    expect(formatCell(12.5)).toBe('12.5');
    expect(formatCell({ a: 1 })).toBe('{"a":1}');
  });
  it('names a source after its file', () => {
    expect(nameFromFile('sales 2024.csv')).toBe('sales 2024');
    expect(nameFromFile('.env')).toBe('.env');
  });
});
