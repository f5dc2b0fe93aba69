import { describe, expect, it } from 'vitest';
import { replaceTemplatePlaceholders, templatePlaceholders } from './template-placeholders';

describe('templatePlaceholders', () => {
  it('lists distinct names in order of first use, ignoring what is not a name', () => {
    const text = 'revenue in {region} for { year } and {start date}, {region}, {}, {1}, {a,b}';
    expect(templatePlaceholders(text)).toEqual(['region', 'year', 'start date']);
    expect(templatePlaceholders('no placeholders')).toEqual([]);
    expect(templatePlaceholders('{Région} {année_2}')).toEqual(['Région', 'année_2']);
  });

  it('treats a name over 40 characters, or with double spaces, as plain text', () => {
    expect(templatePlaceholders(`{${'a'.repeat(40)}} {${'b'.repeat(41)}}`)).toEqual([
      'a'.repeat(40),
    ]);
    expect(templatePlaceholders('{start  date} {-x}')).toEqual([]);
  });

  it('finds a placeholder still being typed only once its brace is closed', () => {
    expect(templatePlaceholders('revenue in {reg')).toEqual([]);
    expect(templatePlaceholders('revenue in {region')).toEqual([]);
    expect(templatePlaceholders('revenue in {region}')).toEqual(['region']);
  });
});

describe('replaceTemplatePlaceholders', () => {
  it('replaces each token in one pass, keeping other braces', () => {
    const seen: string[] = [];
    const text = replaceTemplatePlaceholders('{a} and { b } and {1}', (name) => {
      seen.push(name);
      return `{${name === 'a' ? 'b' : 'a'}}`;
    });
    expect(text).toBe('{b} and {a} and {1}');
    expect(seen).toEqual(['a', 'b']);
  });
});
