import type { Relationship, SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { findTable } from '../model';
import type { StepPreference } from './named-keys';

/** One step from a table to a neighbour along a relationship, with the key columns of each side. */
export interface JoinStep {
  from: SemanticTable;
  to: SemanticTable;
  fromColumns: string[];
  toColumns: string[];
}

const graphs = new WeakMap<SemanticModel, Map<SemanticTable, JoinStep[]>>();

function addStep(graph: Map<SemanticTable, JoinStep[]>, step: JoinStep) {
  const steps = graph.get(step.from) ?? [];
  steps.push(step);
  graph.set(step.from, steps);
}

/** The model's relationships as an undirected graph of tables (built once per model). */
export function joinGraph(model: SemanticModel): Map<SemanticTable, JoinStep[]> {
  const cached = graphs.get(model);
  if (cached) return cached;
  const graph = new Map<SemanticTable, JoinStep[]>();
  // Among equally sure keys, the one whose column comes first in its table (a table's subject
  // column usually leads: student_id before friend_id).
  const position = (r: Relationship) => {
    const table = findTable(model.tables, r.fromTable, r.fromSchema);
    return table?.columns.findIndex((c) => c.name === r.fromColumns[0]) ?? 0;
  };
  const ordered = [...model.relationships].sort(
    (a: Relationship, b: Relationship) => b.confidence - a.confidence || position(a) - position(b),
  );
  for (const relationship of ordered) {
    const from = findTable(model.tables, relationship.fromTable, relationship.fromSchema);
    const to = findTable(model.tables, relationship.toTable, relationship.toSchema);
    if (!from || !to || from === to) continue;
    addStep(graph, {
      from,
      to,
      fromColumns: relationship.fromColumns,
      toColumns: relationship.toColumns,
    });
    addStep(graph, {
      from: to,
      to: from,
      fromColumns: relationship.toColumns,
      toColumns: relationship.fromColumns,
    });
  }
  graphs.set(model, graph);
  return graph;
}

/** Among the steps from one table to the same next table, the one `prefer` scores highest. */
function preferredStep(steps: JoinStep[], first: JoinStep, prefer?: StepPreference): JoinStep {
  if (!prefer) return first;
  return steps
    .filter((step) => step.to === first.to)
    .reduce((best, step) => (prefer(step) > prefer(best) ? step : best), first);
}

/**
 * The shortest chain of joins from `start` to `goal` (breadth first; among equally short paths
 * the one through the most confident relationships; between two tables joined by several keys,
 * the one `prefer` scores highest; never through `avoid`), or null when they are not connected.
 */
export function shortestPath(
  model: SemanticModel,
  start: SemanticTable,
  goal: SemanticTable,
  prefer?: StepPreference,
  avoid?: SemanticTable,
): JoinStep[] | null {
  if (start === goal) return [];
  const graph = joinGraph(model);
  const cameBy = new Map<SemanticTable, JoinStep>();
  const queue: SemanticTable[] = [start];
  const seen = new Set(avoid ? [start, avoid] : [start]);
  while (queue.length > 0) {
    const table = queue.shift() as SemanticTable;
    const steps = graph.get(table) ?? [];
    for (const next of steps) {
      if (seen.has(next.to)) continue;
      const step = preferredStep(steps, next, prefer);
      seen.add(step.to);
      cameBy.set(step.to, step);
      if (step.to === goal) return pathTo(cameBy, start, goal);
      queue.push(step.to);
    }
  }
  return null;
}

function pathTo(
  cameBy: Map<SemanticTable, JoinStep>,
  start: SemanticTable,
  goal: SemanticTable,
): JoinStep[] {
  const path: JoinStep[] = [];
  let table = goal;
  while (table !== start) {
    const step = cameBy.get(table);
    if (!step) break;
    path.unshift(step);
    table = step.from;
  }
  return path;
}

/** How many joins apart two tables are; Infinity when not connected. */
export function joinDistance(model: SemanticModel, a: SemanticTable, b: SemanticTable): number {
  return shortestPath(model, a, b)?.length ?? Number.POSITIVE_INFINITY;
}

/** Whether a step follows a relationship from its referring columns to the next table's key. */
export function refersToKey(model: SemanticModel, step: JoinStep): boolean {
  const key = step.to.primaryKey;
  const onKey =
    key.length === step.toColumns.length && step.toColumns.every((c) => key.includes(c));
  // A declared key can be only part of the real one: its values must be unique in the data too.
  const stats = step.to.columns.find((c) => c.name === step.toColumns[0])?.stats;
  const unique =
    key.length > 1 || !stats || stats.sampled === true || stats.distinctCount >= step.to.rowCount;
  const refers = model.relationships.some(
    (r) =>
      r.fromTable === step.from.name &&
      r.toTable === step.to.name &&
      r.fromColumns.join() === step.fromColumns.join() &&
      r.toColumns.join() === step.toColumns.join(),
  );
  return refers && onKey && unique;
}

/** Whether each row of `from` meets at most one row of `to`, following keys it refers to. */
export function reachesOne(model: SemanticModel, from: SemanticTable, to: SemanticTable): boolean {
  const path = shortestPath(model, from, to);
  return path?.every((step) => refersToKey(model, step)) ?? false;
}

/**
 * "the course the student Smithson took": the shortest path may only pair rows sharing a parent
 * (the course's department and the student's), which says nothing of the rows themselves; a path
 * at most two joins longer that avoids that parent (through enrolments and classes) relates them.
 * The shortest path otherwise.
 */
export function relatingPath(
  model: SemanticModel,
  start: SemanticTable,
  goal: SemanticTable,
  prefer?: StepPreference,
): JoinStep[] | null {
  const path = shortestPath(model, start, goal, prefer);
  if (!path) return null;
  // A table whose own key refers to another's (a professor who is an employee) is that row.
  const ownKey = (step: JoinStep) => {
    const stats = step.from.columns.find((c) => c.name === step.fromColumns[0])?.stats;
    const unique =
      step.fromColumns.length === 1 && stats && stats.distinctCount >= step.from.rowCount;
    return step.fromColumns.join() === step.from.primaryKey.join() || unique === true;
  };
  const parentAt = path.findIndex(
    (step, i) =>
      i + 1 < path.length &&
      refersToKey(model, step) &&
      !ownKey(step) &&
      !refersToKey(model, path[i + 1] as JoinStep),
  );
  const parent = path[parentAt]?.to;
  if (parentAt < 0 || !parent) return path;
  const around = shortestPath(model, start, goal, prefer, parent);
  return around && around.length <= path.length + 2 ? around : path;
}
