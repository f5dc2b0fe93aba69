const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → "1.5 KB"; null when the size is unknown. */
export function formatBytes(bytes: number | null | undefined): string | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

export function formatCount(count: number | null | undefined): string {
  return count === null || count === undefined ? '—' : count.toLocaleString('en-US');
}

/** "1,000 rows × 12 columns", or a dash when the source has not been measured yet. */
export function formatShape(rows: number | null, columns: number | null): string {
  if (rows === null && columns === null) return '—';
  const plural = (n: number | null, word: string) =>
    `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(rows, 'row')} × ${plural(columns, 'column')}`;
}

/** A date-time in the user's locale, or "Never" when missing. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Never'
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A cell value as text: null/undefined blank, objects as JSON. */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "sales.csv" → "sales": the default source name for an uploaded file. */
export function nameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, 200);
}
