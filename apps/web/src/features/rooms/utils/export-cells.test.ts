import { FORMULA_PAYLOADS, FORMULA_TRIGGERS, XSS_CORPUS } from '@tabletalk/contracts/testing';
import { describe, expect, it } from 'vitest';
import { cellText, csvField, neutralizeFormula, toCsv } from './export-cells';

describe('neutralizeFormula (E7)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['  =HYPERLINK("http://x","y")', '\'  =HYPERLINK("http://x","y")'],
    ['"=1+1', '\'"=1+1'],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['-cmd', "'-cmd"],
    ['|pipe', "'|pipe"],
    ['%APPDATA%', "'%APPDATA%"],
    ['\tindent', "'\tindent"],
    ['\rline', "'\rline"],
  ])('prefixes %j', (input, expected) => {
    expect(neutralizeFormula(input)).toBe(expected);
  });

  it.each(['-3.5', '+7', '-1e3', 'North', 'a=b', '', '2024-01-01'])('keeps %j', (input) => {
    expect(neutralizeFormula(input)).toBe(input);
  });
});

describe('the hostile-input corpus (SECURITY D6, E7)', () => {
  it('leaves no field starting a formula, and keeps every payload behind an apostrophe', () => {
    const payloads = Object.values(XSS_CORPUS);
    const fields = payloads.map(csvField);
    for (const field of fields) {
      const unquoted = field.startsWith('"') ? field.slice(1) : field;
      expect(
        FORMULA_TRIGGERS.some((trigger) => unquoted.startsWith(trigger)),
        field,
      ).toBe(false);
    }
    for (const payload of Object.values(FORMULA_PAYLOADS)) {
      expect(neutralizeFormula(payload)).toBe(`'${payload}`);
    }
  });
});

describe('cellText', () => {
  it('writes blanks empty and objects as JSON', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(true)).toBe('true');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });
});

describe('toCsv', () => {
  it('says first, in a comment line, that the rows are cut', () => {
    const csv = toCsv(['Id'], [[1], [2]], 'Only the first 2 rows of a longer result.');
    expect(csv).toBe('# Only the first 2 rows of a longer result.\r\nId\r\n1\r\n2\r\n');
    expect(toCsv(['Id'], [[1]])).toBe('Id\r\n1\r\n');
  });

  it('writes the E7 round-trip table byte for byte', () => {
    const csv = toCsv(
      ['Name', '=Header'],
      [
        ['=1+1', 1],
        ["+cmd|' /C calc'!A0", -3.5],
        ['  =HYPERLINK("x")', '-3.5'],
        ['@SUM', null],
        ['North, East', 'say "hi"'],
      ],
    );
    expect(csv).toBe(
      [
        "Name,'=Header",
        "'=1+1,1",
        "'+cmd|' /C calc'!A0,-3.5",
        '"\'  =HYPERLINK(""x"")",-3.5',
        "'@SUM,",
        '"North, East","say ""hi"""',
        '',
      ].join('\r\n'),
    );
  });

  it('quotes fields with line breaks or edge spaces', () => {
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(12.5)).toBe('12.5');
  });
});

describe('numbers in exports', () => {
  it('drops floating-point noise at 15 significant digits', () => {
    expect(toCsv(['Revenue'], [[813817.5299999993], [0.1 + 0.2]])).toBe(
      'Revenue\r\n813817.53\r\n0.3\r\n',
    );
    expect(cellText(1234.5678901234567)).toBe('1234.56789012346');
    expect(cellText(-19.989999999999995)).toBe('-19.99');
  });

  it('keeps integers and real precision exactly', () => {
    expect(toCsv(['N'], [[9007199254740991], [-42], [1e21], [0.000123456], [12.5]])).toBe(
      'N\r\n9007199254740991\r\n-42\r\n1e+21\r\n0.000123456\r\n12.5\r\n',
    );
  });
});
