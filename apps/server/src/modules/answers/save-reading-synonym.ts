import { AppError, type Reading } from '@tabletalk/contracts';
import type { AppContext } from '../../context';
import { editSourceModel, findLatestModel, getSource } from '../sources';

/**
 * Saves the words of a reading the user picked as a synonym of the column it meant, in a new
 * version of the source's knowledge, so the same words read that way next time (issue: "the pick
 * is saved as a synonym of the source's knowledge"). Nothing changes when the column already has
 * those words.
 * @returns the knowledge version in force afterwards.
 * @throws AppError NOT_FOUND for another organization's source; VALIDATION_FAILED when the
 *   reading names no term or no column of the current knowledge.
 */
export async function saveReadingSynonym(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { orgId: string; sourceId: string; reading: Pick<Reading, 'term' | 'meaning'> },
): Promise<number> {
  const term = options.reading.term?.trim().toLowerCase();
  const [tableName, columnName] = options.reading.meaning?.split('.') ?? [];
  if (!term || !tableName || !columnName) throw new AppError('VALIDATION_FAILED');
  const source = await getSource(ctx.db, options);
  const latest = await findLatestModel(ctx.db, source.id);
  if (!latest) throw new AppError('KNOWLEDGE_NOT_READY');
  const table = latest.model.tables.find((t) => t.name === tableName);
  const column = table?.columns.find((c) => c.name === columnName);
  if (!table || !column) throw new AppError('VALIDATION_FAILED');
  if (column.synonyms.includes(term) || column.label.toLowerCase() === term) return latest.version;
  return editSourceModel(ctx, {
    orgId: options.orgId,
    sourceId: options.sourceId,
    edits: {
      tables: [
        {
          name: table.name,
          schema: table.schema,
          columns: [{ name: column.name, synonyms: [...column.synonyms, term] }],
        },
      ],
    },
  });
}
