import type { ComparisonOperator, SemanticModel } from '@tabletalk/contracts';
import type { FilterSpec, Frame } from './frame';
import { gatheringColumn, repeatsOver } from './repeated-values';

type Placed = Extract<FilterSpec, { kind: 'compare' }> & { at: number };
type Sharing = Extract<FilterSpec, { kind: 'sharing' }>;

/** Words saying that two sets of rows are each meant ("both", "shared by", "in common"). */
const bothCues = new Set(['both', 'shared', 'share', 'common']);

/** Words joining the two sets ("and", "as well as", "not only ... but also"). */
const joinWords = new Set(['and', 'also', 'well']);

const isLower = (op: ComparisonOperator) => op === 'gt' || op === 'gte';
const isUpper = (op: ComparisonOperator) => op === 'lt' || op === 'lte';

/** Whether ranges on one column leave no value between them ("over 1500" and "under 500"). */
function rangesApart(a: Placed, b: Placed): boolean {
  const low = isLower(a.op) && isUpper(b.op) ? a : isLower(b.op) && isUpper(a.op) ? b : null;
  const high = low === a ? b : a;
  if (!low || typeof low.value !== 'number' || typeof high.value !== 'number') return false;
  const closed = low.op === 'gte' && high.op === 'lte';
  return closed ? low.value > high.value : low.value >= high.value;
}

/**
 * Whether two filters on one column, read in that order, are two sets of rows rather than one:
 * ranges that no value meets both of, or (after "both", "shared", or when the values shown repeat
 * over rows) different values of a column of the focus — values of a related table joined by
 * "and" are already required each.
 */
function isPairOfSets(
  model: SemanticModel,
  frame: Frame,
  a: Placed,
  b: Placed,
  words: string[],
): boolean {
  if (a.ref.table !== b.ref.table || a.ref.column !== b.ref.column) return false;
  const between = words.slice(a.at + 1, b.at);
  if (between.includes('or') || !between.some((word) => joinWords.has(word))) return false;
  if (rangesApart(a, b)) return true;
  const isCued =
    words.slice(0, a.at).some((word) => bothCues.has(word)) || showsRepeated(model, frame);
  return (
    isCued && a.op === 'eq' && b.op === 'eq' && a.value !== b.value && a.ref.table === frame.focus
  );
}

/**
 * Whether every item shown is a value of the focus many rows can hold ("the studios of films
 * directed by X and Y", "schools with players in goalie and mid positions"): each value shown
 * then gathers rows, which can meet each side apart.
 */
function showsRepeated(model: SemanticModel, frame: Frame): boolean {
  return (
    frame.selects.length > 0 &&
    frame.selects.every((s) => {
      if (s.kind === 'entity') return !!gatheringColumn(model, frame.focus, s.table);
      return (
        s.kind === 'column' && s.ref.table === frame.focus && repeatsOver(frame.focus, s.ref.column)
      );
    })
  );
}

/** The filters read with each side: those of the side's table between it and the next side. */
function sides(pair: [Placed, Placed], placed: Placed[], words: string[]): [Placed[], Placed[]] {
  const [a, b] = pair;
  const joins = words
    .map((word, i) => (joinWords.has(word) && i > a.at && i < b.at ? i : -1))
    .filter((i) => i >= 0);
  const split = Math.max(...joins);
  const ends = words.findIndex((word, i) => i > b.at && (word === 'and' || word === 'or'));
  const end = ends < 0 ? words.length : ends;
  const others = placed.filter((f) => f !== a && f !== b && f.ref.table === a.ref.table);
  return [
    [a, ...others.filter((f) => f.at > a.at && f.at < split)],
    [b, ...others.filter((f) => f.at > split && f.at < end)],
  ];
}

/**
 * "Statuses shared by cities over 1500 and cities under 500", "residences with both a player of
 * gender M and one of gender F": two sets of rows no one row belongs to both of ask for the values
 * shown that rows of each set hold — one EXISTS over rows sharing the shown values per set.
 */
export function readBothSides(
  model: SemanticModel,
  frame: Frame,
  filters: FilterSpec[],
  words: string[],
): FilterSpec[] {
  const placed = filters
    .filter((f): f is Placed => f.kind === 'compare' && f.at !== undefined)
    .sort((x, y) => x.at - y.at);
  for (const [i, a] of placed.entries()) {
    const b = placed.slice(i + 1).find((other) => isPairOfSets(model, frame, a, other, words));
    if (!b) continue;
    const [first, second] = sides([a, b], placed, words);
    const read = new Set<FilterSpec>([...first, ...second]);
    const sharing = (side: Placed[]): Sharing => ({
      kind: 'sharing',
      refs: [],
      filters: side,
      negate: false,
    });
    return [...filters.filter((f) => !read.has(f)), sharing(first), sharing(second)];
  }
  return filters;
}

/**
 * "Headquarters without a company in banking": a negation of the focus's own rows, holding the
 * filters read after it, asks for the values shown that no such row holds. A bare one means
 * nothing and is dropped.
 */
export function shareNegatedFocus(frame: Frame): void {
  frame.filters = frame.filters.flatMap((f): FilterSpec[] => {
    if (f.kind !== 'related' || f.table !== frame.focus) return [f];
    if (!f.negate || f.filters.length === 0) return [];
    return [{ kind: 'sharing', refs: [], filters: f.filters, negate: true }];
  });
}
