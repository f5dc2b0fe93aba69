import type { SemanticTable } from '@tabletalk/contracts';
import { assignRoles } from './assign-roles';
import { chooseFocus } from './choose-focus';
import type { ReadContext } from './context';
import type { Frame } from './frame';
import { applyRoles } from './frame-rules/apply-roles';
import { argmaxFromAggregate } from './frame-rules/argmax-from-aggregate';
import { askedIds } from './frame-rules/asked-ids';
import { bareCounts } from './frame-rules/bare-counts';
import { bareNegations } from './frame-rules/bare-negations';
import { comparedRows } from './frame-rules/compared-rows';
import { countAskedRows } from './frame-rules/count-asked-rows';
import { countBridgeRows } from './frame-rules/count-bridge-rows';
import { countEntities } from './frame-rules/count-entities';
import { countFrequencies } from './frame-rules/count-frequencies';
import { countPerGroup } from './frame-rules/count-per-group';
import { defaultSelect } from './frame-rules/default-select';
import { deniedNearerTable } from './frame-rules/denied-nearer-table';
import { distinctForWhich } from './frame-rules/distinct-for-which';
import { distinctListedValues } from './frame-rules/distinct-listed-values';
import { distinctNamedRows } from './frame-rules/distinct-named-rows';
import { dropAskedAgain } from './frame-rules/drop-asked-again';
import { dropDeniedColumns } from './frame-rules/drop-denied-columns';
import { dropFilteredColumns } from './frame-rules/drop-filtered-columns';
import { dropOwnerColumns } from './frame-rules/drop-owner-columns';
import { dropPinnedColumns } from './frame-rules/drop-pinned-columns';
import { dropRestatedColumns } from './frame-rules/drop-restated-columns';
import { figuresAlone } from './frame-rules/figures-alone';
import { focusOwnLinkingTable } from './frame-rules/focus-own-linking-table';
import type { FrameBuilder, FrameRule } from './frame-rules/frame-builder';
import { fullNames } from './frame-rules/full-names';
import { groupByEveryValue } from './frame-rules/group-by-every-value';
import { groupByRankedCategories } from './frame-rules/group-by-ranked-categories';
import { groupCountedEntities } from './frame-rules/group-counted-entities';
import { howMeasure } from './frame-rules/how-measure';
import { looseAverages } from './frame-rules/loose-averages';
import { looseNumbers } from './frame-rules/loose-numbers';
import { looseSuperlatives } from './frame-rules/loose-superlatives';
import { negatedEvents } from './frame-rules/negated-events';
import { numberFilters } from './frame-rules/number-filters';
import { orderByShown, orderShownRows } from './frame-rules/order-by-shown';
import { orderGroupsByCount } from './frame-rules/order-groups-by-count';
import { orderWordsDirection } from './frame-rules/order-words-direction';
import { rankByFrequency } from './frame-rules/rank-by-frequency';
import { rankByMeasure } from './frame-rules/rank-by-measure';
import { rankGroupsByMeasure } from './frame-rules/rank-groups-by-measure';
import { refocusOnUsedTables } from './frame-rules/refocus-on-used-tables';
import { rowsOfExtremeRow } from './frame-rules/rows-of-extreme-row';
import { sameAsNamedRows } from './frame-rules/same-as-named-rows';
import { shareDeniedValues } from './frame-rules/share-denied-values';
import { shareOfWhole } from './frame-rules/share-of-whole';
import { shareShownValues } from './frame-rules/share-shown-values';
import { shareSingleRelated } from './frame-rules/share-single-related';
import { showCountedFigure } from './frame-rules/show-counted-figure';
import { sumGroupedMeasures } from './frame-rules/sum-grouped-measures';
import { timePeriods } from './frame-rules/time-periods';
import { whenShowsTime } from './frame-rules/when-shows-time';
import { wholeRows } from './frame-rules/whole-rows';
import type { Mention } from './link';
import { readAverageComparisons } from './read-average-comparisons';
import { readEmptiness } from './read-emptiness';
import { readNumbers } from './read-numbers';
import { readTimeSuperlatives } from './read-time-superlatives';
import { readTopColumns } from './read-top-columns';
import { readTrailingModes } from './read-trailing-modes';
import { readTrailingSuperlatives } from './read-trailing-superlatives';
import { readUnnamedCounts } from './read-unnamed-counts';
import { readValueOwners } from './read-value-owners';
import { refineFilters } from './refine-filters';
import { namedTables } from './resolve';
import type { Role } from './roles';
import { readSharedValues } from './shared-values';

/** Filters tidied once every span is read: alternatives joined, equalities merged. */
const refinedFilters: FrameRule = ({ context, frame }) =>
  refineFilters(
    context.model,
    frame,
    context.tokens.map((t) => t.lower),
  );

/** "Which states have both owners and professionals?": the values two tables share. */
const sharedValues: FrameRule = ({ context, frame }) => readSharedValues(context, frame);

/** The rules that build a frame, in order: later rules reshape what earlier ones read. */
const frameRules: FrameRule[] = [
  applyRoles,
  focusOwnLinkingTable,
  deniedNearerTable,
  negatedEvents,
  looseNumbers,
  looseAverages,
  howMeasure,
  numberFilters,
  countFrequencies,
  looseSuperlatives,
  comparedRows,
  refinedFilters,
  timePeriods,
  shareOfWhole,
  rankByMeasure,
  rankByFrequency,
  sumGroupedMeasures,
  argmaxFromAggregate,
  rankGroupsByMeasure,
  groupByRankedCategories,
  dropRestatedColumns,
  dropFilteredColumns,
  dropAskedAgain,
  dropPinnedColumns,
  dropDeniedColumns,
  dropOwnerColumns,
  distinctForWhich,
  distinctNamedRows,
  distinctListedValues,
  bareCounts,
  orderByShown,
  sharedValues,
  countPerGroup,
  defaultSelect,
  whenShowsTime,
  orderShownRows,
  askedIds,
  fullNames,
  wholeRows,
  orderWordsDirection,
  countAskedRows,
  groupCountedEntities,
  countEntities,
  figuresAlone,
  countBridgeRows,
  groupByEveryValue,
  orderGroupsByCount,
  showCountedFigure,
  refocusOnUsedTables,
  shareSingleRelated,
  shareDeniedValues,
  shareShownValues,
  rowsOfExtremeRow,
  bareNegations,
  sameAsNamedRows,
];

/**
 * Each span's role: fixed by the readings of numbers, averages, value owners, emptiness and
 * trailing superlatives, else given by the cue words before it.
 */
function readRoles(
  context: ReadContext,
  readings: Pick<FrameBuilder, 'numbers' | 'averages' | 'owners'>,
): Map<Mention, Role> {
  const { numbers, averages, owners } = readings;
  // "dog pets": the rows named after their value are still the rows counted or listed.
  const consumed = new Map<Mention, Role>(
    [...owners.entries()]
      .filter(
        ([value, owner]) => owner.start < value.end || owner.entries[0]?.target.kind !== 'table',
      )
      .map(([, owner]) => [owner, { kind: 'consumed' }]),
  );
  const betweens = [...numbers.between, ...numbers.texts].map(
    ({ mention }) => [mention, { kind: 'consumed' }] as const,
  );
  const fixed = new Map<Mention, Role>([
    ...numbers.roles,
    ...averages.roles,
    ...consumed,
    ...betweens,
    ...readEmptiness(context),
    ...readTrailingSuperlatives(context),
    ...readTrailingModes(context),
    ...readUnnamedCounts(context),
    ...readTopColumns(context),
    ...readTimeSuperlatives(context),
  ]);
  return new Map([...assignRoles(context, new Set(fixed.keys())), ...fixed]);
}

/**
 * Reads a question's meaning into a frame: numbers first (limits, comparisons), then a role for
 * each linked span, then the focus table, then each span resolved against the focus.
 * Returns null when no table can be told apart as the question's subject.
 */
export function readFrame(
  context: ReadContext,
  options: { focus?: SemanticTable } = {},
): Frame | null {
  const numbers = readNumbers(context);
  const averages = readAverageComparisons(context);
  const owners = readValueOwners(context);
  const roles = readRoles(context, { numbers, averages, owners });
  const ordered = [...roles.entries()].sort(([a], [b]) => a.start - b.start);
  const focus = options.focus ?? chooseFocus(context, new Map(ordered));
  if (!focus) return null;
  const frame: Frame = {
    focus,
    selects: [],
    filters: [],
    groupBy: [],
    orderBy: [],
    limit: numbers.limit,
    distinct: false,
    joins: [],
    used: new Set(roles.keys()),
    words: new Set(context.tokens.map((token) => token.stem)),
  };
  const builder: FrameBuilder = {
    frame,
    context,
    named: namedTables(context.mentions),
    owners,
    numbers,
    averages,
    roles: ordered,
  };
  for (const rule of frameRules) rule(builder);
  return frame;
}
