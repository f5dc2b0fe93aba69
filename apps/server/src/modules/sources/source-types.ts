import type { SourceType } from '@tabletalk/contracts';

/** Source types backed by an uploaded file loaded into DuckDB. */
export const FILE_SOURCE_TYPES: readonly SourceType[] = ['CSV', 'XLS'];

/** Whether a source is a live database connection (as opposed to an uploaded file). */
export function isDatabaseType(type: string): boolean {
  return !(FILE_SOURCE_TYPES as readonly string[]).includes(type);
}
