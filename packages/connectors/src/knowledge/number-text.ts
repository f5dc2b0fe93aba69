import type { NumericType } from '@tabletalk/nlq';
import type { Connector, TableDescription } from '../types';
import { buildNumberTextStatsSql, numberTextStats } from './number-text-sql';
import {
  type ColumnProfile,
  columnsPerStatsQuery,
  isCancellation,
  knowledgeTimeoutMs,
  type TableProfile,
} from './stats';

/**
 * At most this share of a column's filled values may be placeholder words ('n/a', '-') for the
 * column to count as numbers; more, and the words probably mean something.
 */
export const maxPlaceholderShare = 0.02;

/**
 * At most this share of a column's filled values may be other text (a lap time typed into a
 * speed column) and still count as missing: a slip, not a column of words.
 */
export const maxStrayShare = 0.001;

/**
 * The number type of a text column whose filled values are plain numbers (at least one), but for
 * at most `maxPlaceholderShare` placeholder words and `maxStrayShare` other values, which then
 * count as missing: `integer` when every number is whole, `decimal` otherwise. Null for any other column. Throws nothing.
 * @example numberTextType({ filled: 100, distinct: 80, min: '1', max: '99',
 *   textNumbers: { numbers: 99, wholes: 99, placeholders: 1 } }) // 'integer'
 */
export function numberTextType(profile: ColumnProfile | null): NumericType | null {
  const counts = profile?.textNumbers;
  if (!profile || !counts || counts.numbers === 0) return null;
  const others = profile.filled - counts.numbers;
  const strays = others - counts.placeholders;
  const areStraysRare = strays <= profile.filled * maxStrayShare;
  const areFew = others <= profile.filled * maxPlaceholderShare;
  if (!areStraysRare || !areFew) return null;
  return counts.wholes === counts.numbers ? 'integer' : 'decimal';
}

/** A column's stats read as numbers. */
interface NumberStats {
  type: NumericType;
  distinct: number;
  min: string | null;
  max: string | null;
}

/** Engines print doubles their own way ('1000.0', '1.0000000000000000e+003'); JS prints one. */
function toNumberText(value: unknown, type: NumericType): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  const number = Number(text);
  return type === 'decimal' && Number.isFinite(number) ? String(number) : text;
}

async function readNumberStats(
  connector: Connector,
  source: string,
  columns: { name: string; type: NumericType }[],
  signal?: AbortSignal,
): Promise<Map<string, NumberStats>> {
  const stats = new Map<string, NumberStats>();
  for (let start = 0; start < columns.length; start += columnsPerStatsQuery) {
    const chunk = columns.slice(start, start + columnsPerStatsQuery);
    const sql = buildNumberTextStatsSql(connector.dialect, source, chunk);
    const options = { maxRows: 1, timeoutMs: knowledgeTimeoutMs, signal };
    const row = (await connector.query(sql, [], options)).rows[0] ?? [];
    chunk.forEach(({ name, type }, index) => {
      const at = index * numberTextStats.length;
      const distinct = Number(row[at] ?? 0);
      stats.set(name, {
        type,
        distinct: Number.isFinite(distinct) ? distinct : 0,
        min: toNumberText(row[at + 1], type),
        max: toNumberText(row[at + 2], type),
      });
    });
  }
  return stats;
}

/**
 * Types text columns that hold numbers (see `numberTextType`) as `integer` or `decimal`, their
 * native type kept, and gives them number stats from one more query over the profiled source:
 * placeholders count as missing, distinct values, min and max are numbers ('95' < '1000'). When
 * that query fails the columns stay text. Throws only when cancelled.
 */
export async function typeNumberTexts(
  connector: Connector,
  description: TableDescription,
  tableProfile: TableProfile,
  signal?: AbortSignal,
): Promise<{ description: TableDescription; tableProfile: TableProfile }> {
  const found = description.columns.flatMap(({ name }) => {
    const type = numberTextType(tableProfile.columns.get(name) ?? null);
    return type === null ? [] : [{ name, type }];
  });
  if (found.length === 0) return { description, tableProfile };
  let stats: Map<string, NumberStats>;
  try {
    stats = await readNumberStats(connector, tableProfile.source, found, signal);
  } catch (error) {
    if (isCancellation(error, signal)) throw error;
    return { description, tableProfile };
  }
  const profiles = new Map(tableProfile.columns);
  const columns = description.columns.map((column) => {
    const number = stats.get(column.name);
    const profile = profiles.get(column.name);
    if (!number || !profile?.textNumbers) return column;
    const { type, ...numberStats } = number;
    profiles.set(column.name, { ...profile, filled: profile.textNumbers.numbers, ...numberStats });
    return { ...column, type };
  });
  return {
    description: { ...description, columns },
    tableProfile: { ...tableProfile, columns: profiles },
  };
}
