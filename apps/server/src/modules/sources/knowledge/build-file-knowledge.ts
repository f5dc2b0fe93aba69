import { buildKnowledge, nameFileTable } from '@tabletalk/connectors';
import type { SemanticModel } from '@tabletalk/contracts';
import type { SourceRow } from '../find-source';
import type { SourceJobContext } from '../job-context';
import { withSourceConnector } from '../query';
import { findLatestModel } from '../source-models';

/**
 * Builds the knowledge of a freshly loaded file: every table of its DuckDB database (all sheets of
 * a workbook, so relationships between sheets are found). Keeps the user's edits of an earlier
 * model. Best effort: a failed build is logged and the source still loads (it can be rebuilt).
 */
export async function buildFileKnowledge(
  ctx: SourceJobContext,
  source: SourceRow,
  onProgress: (fraction: number) => void,
): Promise<SemanticModel | null> {
  if (!source.duckdbPath) return null;
  try {
    const previous = (await findLatestModel(ctx.db, source.id))?.model;
    // The file's one read-only instance, through one of the organization's query slots.
    const model = await withSourceConnector(
      ctx,
      { orgId: source.orgId, source, isBackground: true },
      (connector) => buildKnowledge(connector, { now: ctx.now(), previous, onProgress }),
    );
    return nameFileTable(model, source.name);
  } catch (error) {
    ctx.log.warn({ err: error, sourceId: source.id }, 'knowledge build failed');
    return null;
  }
}
