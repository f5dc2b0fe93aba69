import type { SourceRow } from './find-source';
import { fileConnectorKey, getSourceRuntime, type RuntimeContext } from './source-runtime';
import { isDatabaseType } from './source-types';

/**
 * Closes the pooled connector of a source that was deleted (its connections go at once, or when
 * the queries still running end), or of a DuckDB file about to be removed or just replaced.
 * `filePaths` limits which of a file source's databases go (another sheet may still use one).
 */
export async function evictSourceConnectors(
  ctx: RuntimeContext,
  source: Pick<SourceRow, 'id' | 'type' | 'duckdbPath'>,
  filePaths: (string | null)[] = [source.duckdbPath],
): Promise<void> {
  const { connectors } = getSourceRuntime(ctx);
  if (isDatabaseType(source.type)) {
    await connectors.evict(`db:${source.id}`);
    return;
  }
  for (const path of filePaths) {
    if (!path) continue;
    await connectors.evict(fileConnectorKey(path));
    await connectors.evict(fileConnectorKey(path, true));
  }
}
