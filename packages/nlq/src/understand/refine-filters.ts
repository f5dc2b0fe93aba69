import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { comparisonPhrases, negationWords } from './cues';
import type { FilterSpec, Frame } from './frame';
import { shortestPath } from './join-graph';
import { readBothSides, shareNegatedFocus } from './read-both-sides';

type Compare = Extract<FilterSpec, { kind: 'compare' }>;

/** Equalities on one column ("directed by X or Y") can only mean one of the values: IN. */
function mergeEqualities(filters: FilterSpec[]): FilterSpec[] {
  const merged: FilterSpec[] = [];
  for (const filter of filters) {
    if (filter.kind !== 'compare' || filter.op !== 'eq') {
      merged.push(filter);
      continue;
    }
    const same = merged.find(
      (f): f is Compare | Extract<FilterSpec, { kind: 'in' }> =>
        (f.kind === 'in' || (f.kind === 'compare' && f.op === 'eq')) &&
        f.ref.column === filter.ref.column,
    );
    if (!same) merged.push(filter);
    else if (same.kind === 'in') same.values.push(filter.value);
    else
      merged.splice(merged.indexOf(same), 1, {
        kind: 'in',
        ref: same.ref,
        values: [same.value, filter.value],
        negate: false,
      });
  }
  return merged;
}

function tableOfFilter(filter: FilterSpec): SemanticTable | null {
  return 'ref' in filter ? filter.ref.table : null;
}

/** Where a negation stands in the few words before a filter, not cut off by "and" or "or". */
function negationBefore(words: string[], at: number): number | undefined {
  for (let i = at - 1; i >= Math.max(0, at - 7); i--) {
    const word = words[i] ?? '';
    if (word === 'and' || word === 'or') return undefined;
    if (negationWords.has(word)) return i;
  }
  return undefined;
}

const negatedBefore = (words: string[], at: number) => negationBefore(words, at) !== undefined;

/**
 * "stations that never had bike availability below 7": a bound denied by a negation that is not
 * part of the comparison itself ("not more than 10" is a bound of its own).
 */
function deniedBound(words: string[], filter: FilterSpec): boolean {
  if (filter.kind !== 'compare' || filter.op === 'eq' || filter.op === 'neq') return false;
  const at = filter.at === undefined ? undefined : negationBefore(words, filter.at);
  return (
    at !== undefined &&
    !comparisonPhrases.some((c) => c.words[0] === words[at] && c.words[1] === words[at + 1])
  );
}

/**
 * "Students who do not have a cat": a negated value of a related table means no related row has
 * it, not a related row without it; so does a negated value of the focus, for its rows, and a
 * denied bound ("never had more than 10 bikes available"). Filters on a table negated as a whole ("stadiums without a
 * concert in 2014") move inside that negation.
 */
function negateThroughRelations(
  model: SemanticModel,
  frame: Frame,
  filters: FilterSpec[],
  words: string[],
): FilterSpec[] {
  const result: FilterSpec[] = [];
  for (const filter of filters) {
    const table = tableOfFilter(filter);
    const isNegatedEquality =
      filter.kind === 'compare' &&
      filter.op === 'eq' &&
      filter.at !== undefined &&
      negatedBefore(words, filter.at);
    // "countries not playing cartoons written by X": a negated value of the focus's own rows
    // is a negation of those rows too (read as the values shown that no such row holds).
    if ((isNegatedEquality || deniedBound(words, filter)) && table) {
      result.push({ kind: 'related', table, negate: true, filters: [filter] });
    } else if (filter.kind === 'compare' && filter.op === 'neq' && table && table !== frame.focus) {
      result.push({ kind: 'related', table, negate: true, filters: [{ ...filter, op: 'eq' }] });
    } else result.push(filter);
  }
  // One negation per related table, holding every filter on that table.
  const negated = new Map<SemanticTable, Extract<FilterSpec, { kind: 'related' }>>();
  const merged: FilterSpec[] = [];
  for (const filter of result) {
    if (filter.kind !== 'related' || !filter.negate) {
      merged.push(filter);
      continue;
    }
    const known = negated.get(filter.table);
    if (known) known.filters.push(...filter.filters);
    else {
      const fresh = { ...filter, filters: [...filter.filters] };
      negated.set(filter.table, fresh);
      merged.push(fresh);
    }
  }
  // "visitors who did not visit any museum opened after 2010": a filter on a table reached
  // through a negated one belongs inside that negation too.
  const ownerOf = (table: SemanticTable | null) => {
    if (!table) return undefined;
    const path = shortestPath(model, frame.focus, table) ?? [];
    return (
      negated.get(table) ?? [...negated.values()].find((n) => path.some((s) => s.to === n.table))
    );
  };
  return merged.filter((filter) => {
    const owner = ownerOf(tableOfFilter(filter));
    if (!owner || filter.kind === 'related') return true;
    // "departures from CVO but not from APG": a value read clear of any negation stays positive.
    const isClearOfNegation =
      filter.kind === 'compare' && filter.at !== undefined && !negatedBefore(words, filter.at);
    if (isClearOfNegation) return true;
    owner.filters.push(filter);
    return false;
  });
}

/** Whether two filters read in a row are one item: different columns, close, no "and"/"or" between. */
function isOneItem(a: Compare & { at: number }, b: Compare & { at: number }, words: string[]) {
  const between = words.slice(a.at + 1, b.at);
  return (
    a.ref.column !== b.ref.column &&
    between.length <= 2 &&
    !between.includes('and') &&
    !between.includes('or')
  );
}

/**
 * "staff named Dameon Frami or Jolie Weber", "in East Julianaside, Texas or in Gleasonmouth,
 * Arizona": two items of two values each, the same columns in the same order, with "or" (and no
 * "and") between them, hold either item whole.
 */
function alternativePairs(four: (Compare & { at: number })[], words: string[]): FilterSpec | null {
  const [a, b, c, d] = four;
  if (!a || !b || !c || !d) return null;
  if (!isOneItem(a, b, words) || !isOneItem(c, d, words)) return null;
  if (a.ref.column !== c.ref.column || b.ref.column !== d.ref.column) return null;
  const between = words.slice(b.at + 1, c.at);
  if (!between.includes('or') || between.includes('and')) return null;
  return {
    kind: 'or',
    filters: [
      { kind: 'and', filters: [a, b] },
      { kind: 'and', filters: [c, d] },
    ],
  };
}

/**
 * "8 cylinders or produced before 1980", "after 2013 or before 2008": two filters read in a row
 * with "or" between them (and no "and") hold either way. Equalities of one column are left to IN.
 */
function joinAlternatives(filters: FilterSpec[], words: string[]): FilterSpec[] {
  const placed = filters
    .filter((f): f is Compare & { at: number } => f.kind === 'compare' && f.at !== undefined)
    .sort((a, b) => a.at - b.at);
  const joined = new Set<FilterSpec>();
  const result = filters.filter((f) => !placed.includes(f as Compare & { at: number }));
  for (let i = 0; i < placed.length; i++) {
    const pairs = alternativePairs(placed.slice(i, i + 4), words);
    if (pairs) {
      result.push(pairs);
      i += 3;
      continue;
    }
    const a = placed[i];
    const b = placed[i + 1];
    if (!a || joined.has(a)) continue;
    const between = b ? words.slice(a.at + 1, b.at) : [];
    const sameColumnEqualities =
      b !== undefined && a.ref.column === b.ref.column && a.op === 'eq' && b.op === 'eq';
    if (b && between.includes('or') && !between.includes('and') && !sameColumnEqualities) {
      result.push({ kind: 'or', filters: [a, b] });
      joined.add(a).add(b);
    } else result.push(a);
  }
  return result;
}

/**
 * "customers who did not order Books": "not order" also reads as no orders at all, but the
 * negation is of the orders of Books. A bare negated table that a negated, filtered table is
 * reached through is dropped, and so are joins to tables under a negation.
 */
function dropSubsumedNegations(model: SemanticModel, frame: Frame): void {
  const negated = frame.filters.filter(
    (f): f is Extract<FilterSpec, { kind: 'related' }> => f.kind === 'related' && f.negate,
  );
  const through = (table: SemanticTable, other: SemanticTable) =>
    (shortestPath(model, frame.focus, other) ?? []).some((step) => step.to === table);
  frame.filters = frame.filters.filter(
    (f) =>
      f.kind !== 'related' ||
      !f.negate ||
      f.filters.length > 0 ||
      !negated.some((o) => o !== f && o.filters.length > 0 && through(f.table, o.table)),
  );
  // "did not visit any museum": rows named inside a negation are not required to exist.
  frame.joins = frame.joins.filter(
    (table) => !negated.some((n) => n.table === table || through(n.table, table)),
  );
}

const conjunctions = new Set(['and', 'or', 'but']);

/**
 * "home cities except for those having a driver older than 40", "countries that do not have a
 * stadium opened after 2006": values read after a denied restatement of the focus's rows, with no
 * "and", "or" or "but" between, say which of those rows are denied.
 */
function qualifyDeniedFocus(frame: Frame, words: string[]): void {
  const denied = frame.filters.find(
    (f): f is Extract<FilterSpec, { kind: 'related' }> =>
      f.kind === 'related' &&
      f.negate &&
      f.table === frame.focus &&
      f.filters.length === 0 &&
      f.at !== undefined,
  );
  const from = denied?.at;
  if (!denied || from === undefined) return;
  const qualifies = (f: FilterSpec) =>
    f.kind === 'compare' &&
    f.ref.table === frame.focus &&
    f.at !== undefined &&
    f.at > from &&
    !words.slice(from + 1, f.at).some((word) => conjunctions.has(word));
  denied.filters.push(...frame.filters.filter(qualifies));
  frame.filters = frame.filters.filter((f) => !qualifies(f));
}

/** Tidies a frame's filters once every span is read: alternatives joined, equalities merged, negations carried through. */
export function refineFilters(model: SemanticModel, frame: Frame, words: string[]): void {
  qualifyDeniedFocus(frame, words);
  frame.filters = negateThroughRelations(
    model,
    frame,
    mergeEqualities(
      requireEach(
        frame,
        readBothSides(model, frame, joinAlternatives(frame.filters, words), words),
        words,
      ),
    ),
    words,
  );
  dropSubsumedNegations(model, frame);
  shareNegatedFocus(frame);
}

/**
 * "stadiums with concerts in both 2014 and 2015", "the battle that lost the ship 'Lettice' and the
 * ship 'HMS Atalanta'": values of one column of a related table joined by "and" must each be
 * found among the related rows — one EXISTS per value (one related row cannot hold both).
 */
function requireEach(frame: Frame, filters: FilterSpec[], words: string[]): FilterSpec[] {
  const equalities = filters.filter(
    (f): f is Compare & { at: number } =>
      f.kind === 'compare' && f.op === 'eq' && f.at !== undefined && f.ref.table !== frame.focus,
  );
  const byColumn = new Map<unknown, (Compare & { at: number })[]>();
  for (const filter of equalities)
    byColumn.set(filter.ref.column, [...(byColumn.get(filter.ref.column) ?? []), filter]);
  const replaced = new Set<FilterSpec>();
  const added: FilterSpec[] = [];
  for (const group of byColumn.values()) {
    if (group.length < 2) continue;
    const sorted = [...group].sort((a, b) => a.at - b.at);
    const joinedByAnd = sorted.slice(1).every((filter, i) => {
      const between = words.slice((sorted[i]?.at ?? 0) + 1, filter.at);
      return between.includes('and') && !between.includes('or');
    });
    if (!joinedByAnd) continue;
    for (const filter of sorted) {
      replaced.add(filter);
      added.push({ kind: 'related', table: filter.ref.table, negate: false, filters: [filter] });
    }
  }
  return [...filters.filter((f) => !replaced.has(f)), ...added];
}
