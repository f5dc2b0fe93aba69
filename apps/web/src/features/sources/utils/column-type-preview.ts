import type { ColumnTypePreview, ColumnTypeTarget } from '@tabletalk/contracts';

/** The choices of the Enrich type menu, with what each means for the values. */
export const columnTypeChoices: { value: ColumnTypeTarget; label: string }[] = [
  { value: 'number', label: 'Number (1,234.50 or 1.234,50, currency allowed)' },
  { value: 'percent', label: 'Percent (5% is stored as 5)' },
  { value: 'date', label: 'Date (2024-01-15, 01/15/2024, Jan 15, 2024…)' },
  { value: 'text', label: 'Text' },
];

/**
 * The preview in words: "4 of 5 values convert. 1 keeps its text in price_raw: “call us”."
 * @example previewSentence({ filled: 2, convertible: 2, unparsed: 0, examples: [] }, 'price')
 *   // 'All 2 values convert.'
 */
export function previewSentence(preview: ColumnTypePreview, column: string): string {
  const count = (n: number) => n.toLocaleString('en-US');
  if (preview.filled === 0) return 'The column has no values to convert.';
  if (preview.unparsed === 0) return `All ${count(preview.filled)} values convert.`;
  const examples = preview.examples.map((value) => `“${value}”`).join(', ');
  const kept = `${count(preview.unparsed)} ${preview.unparsed === 1 ? 'keeps its' : 'keep their'} text in ${column}_raw`;
  return `${count(preview.convertible)} of ${count(preview.filled)} values convert. ${kept}${examples ? `: ${examples}` : ''}.`;
}
