import type { ColumnType } from '@tabletalk/contracts';

const integerNames =
  /^(tinyint|smallint|mediumint|int|integer|bigint|int2|int4|int8|int16|int32|int64|integer64|serial|smallserial|bigserial|byteint|long|short|byte|year|oid)\b/;
const decimalNames =
  /^(decimal|numeric|number|bignumeric|float|float4|float8|float64|double|real|money|smallmoney|dec|fixed)\b/;
const timestampNames =
  /^(timestamp|timestamptz|datetime|datetime2|smalldatetime|datetimeoffset|timestamp_ntz|timestamp_ltz|timestamp_tz)\b/;

/**
 * Maps a native type name (as information_schema or a driver spells it) to a Tabletalk column
 * type. Exact numbers with scale 0 (`NUMBER(38,0)`, `numeric(12,0)`) are integers; anything
 * unknown is text, which every consumer can show.
 * @example columnTypeFromNative('timestamp(6) with time zone') // 'timestamp'
 */
export function columnTypeFromNative(nativeType: string): ColumnType {
  const name = nativeType.trim().toLowerCase();
  if (/^(bool|boolean)\b/.test(name) || name === 'tinyint(1)') return 'boolean';
  if (/^(decimal|numeric|number)\s*\(\s*\d+\s*(,\s*0\s*)?\)/.test(name)) return 'integer';
  if (integerNames.test(name)) return 'integer';
  if (decimalNames.test(name)) return 'decimal';
  if (name === 'date') return 'date';
  if (timestampNames.test(name)) return 'timestamp';
  return 'text';
}
