import type { Dialect, Relationship } from '@tabletalk/contracts';
import { isTextualNativeType } from '@tabletalk/nlq';
import { type Connector, ConnectorError } from '../types';
import type { KeyColumn, RelationshipCandidate } from './relationships';
import { castToText, limitedSelect, quoteIdentifier, quoteTable } from './sql-dialect';
import { knowledgeTimeoutMs } from './stats';

/** Share of a column's distinct values that must exist in the key for an inferred relationship. */
export const minimumOverlap = 0.9;

/** Distinct values of the referring column checked at most, so large tables stay cheap. */
export const overlapSampleSize = 10_000;

/** At most this many candidates are checked in one build. */
export const maxCandidateChecks = 200;

const isStoredAsText = (column: KeyColumn): boolean =>
  column.type === 'text' ||
  (column.nativeType !== undefined && isTextualNativeType(column.nativeType));

/**
 * One query giving how many distinct filled values of the candidate's `from` column there are
 * (up to `overlapSampleSize`) and how many of them occur in its `to` column. Text is compared as
 * text so that, say, a uuid key and a varchar reference still compare; so are numbers stored as
 * text on either side ('12' against an integer 12), which some engines refuse to compare.
 */
export function buildOverlapSql(dialect: Dialect, candidate: RelationshipCandidate): string {
  const isText = isStoredAsText(candidate.fromColumn) || isStoredAsText(candidate.toColumn);
  const comparable = (column: string) => {
    const quoted = quoteIdentifier(dialect, column);
    return isText ? castToText(dialect, quoted) : quoted;
  };
  const fromValue = comparable(candidate.fromColumn.name);
  const toValue = comparable(candidate.toColumn.name);
  const fromFilled = `${quoteIdentifier(dialect, candidate.fromColumn.name)} IS NOT NULL${isText ? ` AND ${fromValue} <> ''` : ''}`;
  const referring = limitedSelect(
    dialect,
    `DISTINCT ${fromValue} AS v`,
    `FROM ${quoteTable(dialect, candidate.fromTable)} WHERE ${fromFilled}`,
    overlapSampleSize,
  );
  const keys = `SELECT DISTINCT ${toValue} AS v FROM ${quoteTable(dialect, candidate.toTable)} WHERE ${quoteIdentifier(dialect, candidate.toColumn.name)} IS NOT NULL`;
  return `SELECT COUNT(*) AS total, COUNT(k.v) AS matched FROM (${referring}) AS r LEFT JOIN (${keys}) AS k ON r.v = k.v`;
}

function toRelationship(candidate: RelationshipCandidate, overlap: number): Relationship {
  return {
    fromTable: candidate.fromTable.name,
    fromSchema: candidate.fromTable.schema,
    fromColumns: [candidate.fromColumn.name],
    toTable: candidate.toTable.name,
    toSchema: candidate.toTable.schema,
    toColumns: [candidate.toColumn.name],
    kind: 'inferred',
    confidence: Math.round(overlap * (candidate.confidenceScale ?? 1) * 1000) / 1000,
  };
}

async function measureOverlap(
  connector: Connector,
  candidate: RelationshipCandidate,
  signal?: AbortSignal,
): Promise<number> {
  const sql = buildOverlapSql(connector.dialect, candidate);
  try {
    const result = await connector.query(sql, [], {
      maxRows: 1,
      timeoutMs: knowledgeTimeoutMs,
      signal,
    });
    const [total, matched] = (result.rows[0] ?? []).map((value) => Number(value ?? 0));
    if (!total || matched === undefined) return 0;
    return Math.round((matched / total) * 1000) / 1000;
  } catch (error) {
    const isCancelled = error instanceof ConnectorError && error.code === 'QUERY_CANCELLED';
    if (signal?.aborted || isCancelled) throw error;
    return 0;
  }
}

/**
 * Checks candidates against the data and keeps those whose overlap reaches `minimumOverlap`, as
 * `inferred` relationships with the overlap as confidence; where several keys fit one column, the
 * best wins. A candidate whose query fails is dropped. Throws only when cancelled.
 */
export async function confirmRelationships(
  connector: Connector,
  candidates: RelationshipCandidate[],
  signal?: AbortSignal,
): Promise<Relationship[]> {
  const best = new Map<string, Relationship>();
  for (const candidate of candidates.slice(0, maxCandidateChecks)) {
    const overlap = await measureOverlap(connector, candidate, signal);
    const key = JSON.stringify([candidate.fromTable, candidate.fromColumn.name]);
    const current = best.get(key);
    const found = toRelationship(candidate, overlap);
    if (overlap >= minimumOverlap && (!current || found.confidence > current.confidence)) {
      best.set(key, found);
    }
  }
  return [...best.values()];
}
