import type { Relationship, SemanticTable } from '@tabletalk/contracts';
import { findTable } from '../../model';

type Graph = Map<SemanticTable, Set<SemanticTable>>;

function buildGraph(
  tables: readonly SemanticTable[],
  relationships: readonly Relationship[],
): Graph {
  const graph: Graph = new Map(tables.map((table) => [table, new Set<SemanticTable>()]));
  for (const relationship of relationships) {
    const from = findTable(tables, relationship.fromTable, relationship.fromSchema);
    const to = findTable(tables, relationship.toTable, relationship.toSchema);
    if (!from || !to || from === to) continue;
    graph.get(from)?.add(to);
    graph.get(to)?.add(from);
  }
  return graph;
}

/** The tables strictly between `start` and `goal` on a shortest path, or null beyond `maxHops`. */
function between(
  graph: Graph,
  start: SemanticTable,
  goal: SemanticTable,
  maxHops: number,
): SemanticTable[] | null {
  const cameFrom = new Map<SemanticTable, SemanticTable | null>([[start, null]]);
  let frontier = [start];
  for (let hop = 0; hop < maxHops && frontier.length > 0; hop += 1) {
    const next: SemanticTable[] = [];
    for (const table of frontier) {
      for (const neighbour of graph.get(table) ?? []) {
        if (cameFrom.has(neighbour)) continue;
        cameFrom.set(neighbour, table);
        next.push(neighbour);
      }
    }
    if (cameFrom.has(goal)) break;
    frontier = next;
  }
  if (!cameFrom.has(goal)) return null;
  const path: SemanticTable[] = [];
  for (let at = cameFrom.get(goal) ?? null; at && at !== start; at = cameFrom.get(at) ?? null) {
    path.unshift(at);
  }
  return path;
}

/**
 * Tables not among `chosen` that sit on the shortest join path (at most `maxHops` joins) between
 * two chosen tables, so the model can still write the joins a question needs. Pure.
 */
export function connectingTables(
  tables: readonly SemanticTable[],
  relationships: readonly Relationship[],
  chosen: readonly SemanticTable[],
  maxHops = 3,
): SemanticTable[] {
  const graph = buildGraph(tables, relationships);
  const found = new Set<SemanticTable>();
  chosen.forEach((start, index) => {
    for (const goal of chosen.slice(index + 1)) {
      for (const table of between(graph, start, goal, maxHops) ?? []) {
        if (!chosen.includes(table)) found.add(table);
      }
    }
  });
  return [...found];
}
