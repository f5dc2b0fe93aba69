import { applyModelEdits } from '@tabletalk/connectors';
import { AppError, type SemanticModelEdits } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { toAppError } from '../../../lib/app-errors';
import { getSource } from '../find-source';
import { findLatestModel, saveModelVersion } from '../source-models';

/**
 * Applies the Enrich screen's edits (labels, synonyms, descriptions, roles, hidden columns) to a
 * source's current knowledge and stores the result as a new version; a rebuild keeps them.
 * @returns the new version.
 * @throws AppError NOT_FOUND; SOURCE_NOT_READY before the knowledge exists; VALIDATION_FAILED
 *   naming the table or column an edit does not fit.
 */
export async function editSourceModel(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { orgId: string; sourceId: string; edits: SemanticModelEdits },
): Promise<number> {
  const source = await getSource(ctx.db, options);
  const latest = await findLatestModel(ctx.db, source.id);
  if (!latest) {
    throw new AppError('SOURCE_NOT_READY', {
      message: 'The knowledge of this source is not built yet.',
    });
  }
  let model: ReturnType<typeof applyModelEdits>;
  try {
    model = applyModelEdits(latest.model, options.edits);
  } catch (error) {
    throw toAppError(error);
  }
  return saveModelVersion(ctx.db, { sourceId: source.id, model, now: ctx.now() });
}
