import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { frequencyAfter, onlyNamesRows } from '../read-trailing-modes';
import { stem } from '../stem';
import type { FrameRule } from './frame-builder';

/**
 * The table whose rows record what the verb says of the focus: among the tables referring to
 * it, the one the verb names ("visited" → visits), else the only one.
 */
function recordingTable(
  model: SemanticModel,
  focus: SemanticTable,
  gap: string[],
): SemanticTable | undefined {
  const names = new Set(
    model.relationships.filter((r) => r.toTable === focus.name).map((r) => r.fromTable),
  );
  names.delete(focus.name);
  const referring = model.tables.filter((t) => names.has(t.name));
  const stems = new Set(gap.map(stem));
  const named = referring.filter((t) =>
    t.name
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((part) => part.length > 2 && stems.has(stem(part))),
  );
  if (named.length === 1) return named[0];
  return referring.length === 1 ? referring[0] : undefined;
}

/**
 * "the museum visited most times", "which program is broadcast most often": rows of the focus
 * ranked by how many rows of the table recording them there are, the first kept.
 */
export const rankByFrequency: FrameRule = ({ context, frame, named }) => {
  if (frame.orderBy.length > 0 || frame.groupBy.length > 0) return;
  // The focus named by its table, or by a column naming its rows ("the name of the customer").
  const mention = context.mentions.find((m) => {
    const target = m.entries[0]?.target;
    if (target?.kind === 'column') return target.table === frame.focus && onlyNamesRows(m);
    return target?.kind === 'table' && target.table === frame.focus;
  });
  const frequency = mention ? frequencyAfter(context, mention) : null;
  if (!frequency) return;
  const table = recordingTable(context.model, frame.focus, frequency.gap);
  if (!table) return;
  frame.orderBy.push({ kind: 'aggregate', fn: 'count', ref: null, direction: frequency.direction });
  frame.joins.push(table);
  named.push(table);
  frame.limit = frame.limit ?? 1;
};
