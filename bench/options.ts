/**
 * `--name <n>` of the command line as a positive number, or `fallback` when it is not given.
 * @throws Error when the value given is not a positive number.
 * @example const rows = numberOption('rows', 100_000);
 */
export function numberOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
