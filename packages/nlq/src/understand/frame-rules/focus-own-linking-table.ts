import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { joinDistance, shortestPath } from '../join-graph';
import { lemmasOf } from '../lexicon';
import type { FrameRule } from './frame-builder';

const nameWords = (table: SemanticTable) => lemmasOf(table.name).join(' ');

/**
 * The table next to `focus` named by the focus's name then `table`'s ("faculty participates in"
 * beside "participates in"), when `table`'s rows are reached some other way: the focus's own
 * version of the rows named.
 */
function ownVersion(
  model: SemanticModel,
  focus: SemanticTable,
  table: SemanticTable,
): SemanticTable | undefined {
  const name = `${nameWords(focus)} ${nameWords(table)}`;
  const own = model.tables.find(
    (other) => nameWords(other) === name && joinDistance(model, focus, other) === 1,
  );
  const through = (shortestPath(model, focus, table) ?? []).some((step) => step.to === own);
  return own && !through ? own : undefined;
}

/**
 * "faculty who participate in an activity" beside a table of students' participations and one of
 * the faculty's (Participates_in, Faculty_Participates_in): the rows the focus relates to are its
 * own table's, not the other's reached through some third table.
 */
export const focusOwnLinkingTable: FrameRule = ({ context, frame }) => {
  const own = (table: SemanticTable) => ownVersion(context.model, frame.focus, table) ?? table;
  frame.filters = frame.filters.map((filter) =>
    filter.kind === 'related' ? { ...filter, table: own(filter.table) } : filter,
  );
  frame.joins = [...new Set(frame.joins.map(own))];
};
