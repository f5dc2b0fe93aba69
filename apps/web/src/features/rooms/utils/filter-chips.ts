import type {
  ComparisonOperator,
  Condition,
  Expr,
  ScalarValue,
  StructuredQuery,
} from '@tabletalk/contracts';

/** Where a filter sits: row filters (`where`) or filters on totals (`having`). */
export type FilterClause = 'where' | 'having';
export interface FilterPosition {
  clause: FilterClause;
  index: number;
}

/** What the user can change in a filter: one value, a list, or a range. */
export type FilterEdit =
  | { kind: 'value'; value: string }
  | { kind: 'values'; values: string[] }
  | { kind: 'range'; low: string; high: string };

export interface FilterChip extends FilterPosition {
  label: string;
  /** The current values, for the editor; null when the filter cannot be edited as values. */
  edit: FilterEdit | null;
}

export interface ColumnChip {
  label: string;
  /** How it is computed ("sum of revenue"), or null for a plain column. */
  detail: string | null;
}

const OPERATORS: Record<ComparisonOperator, string> = {
  eq: '=',
  neq: '≠',
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
};
const TEXT_OPERATORS = { contains: 'contains', starts_with: 'starts with', ends_with: 'ends with' };

/** An expression in words: "region", "year of order_date", "sum of revenue". */
export function exprLabel(expr: Expr): string {
  if (expr.kind === 'column') return expr.grain ? `${expr.grain} of ${expr.column}` : expr.column;
  if (expr.kind === 'share') return `share of ${exprLabel(expr.of)}`;
  if (expr.kind === 'measure') return expr.label;
  return expr.arg ? `${expr.fn.replace('_', ' ')} of ${expr.arg.column}` : 'count of rows';
}

/** The selected columns as chips: the name shown, and how it is computed when it is not plain. */
export function columnChips(query: StructuredQuery): ColumnChip[] {
  return query.select.map((item) => {
    const computed = exprLabel(item.expr);
    const isPlain = computed.toLowerCase() === item.as.toLowerCase();
    return { label: item.as, detail: isPlain ? null : computed };
  });
}

/** A filter in words, e.g. "region in North, South" or "year of order_date = 2024". */
export function conditionLabel(condition: Condition): string {
  switch (condition.kind) {
    case 'compare':
      return `${exprLabel(condition.left)} ${OPERATORS[condition.op]} ${condition.value}`;
    case 'compare_subquery':
      return `${exprLabel(condition.left)} ${OPERATORS[condition.op]} ${condition.subquery.fn} of ${condition.subquery.arg?.column ?? 'rows'}`;
    case 'in':
      return `${exprLabel(condition.left)} ${condition.negate ? 'not in' : 'in'} ${condition.values.join(', ')}`;
    case 'between':
      return `${exprLabel(condition.left)} between ${condition.low} and ${condition.high}`;
    case 'text':
      return `${exprLabel(condition.left)} ${condition.negate ? 'does not ' : ''}${TEXT_OPERATORS[condition.op]} “${condition.value}”`;
    case 'null':
      return `${exprLabel(condition.left)} is ${condition.negate ? 'not ' : ''}empty`;
    case 'exists':
      return `${condition.negate ? 'without' : 'with'} ${condition.from.name}`;
    case 'and':
    case 'or':
      return `(${condition.conditions.map(conditionLabel).join(` ${condition.kind} `)})`;
  }
}

/** The values a filter compares against, as the editor shows them; null when not editable. */
export function editOf(condition: Condition): FilterEdit | null {
  if (condition.kind === 'compare') return { kind: 'value', value: String(condition.value) };
  if (condition.kind === 'text') return { kind: 'value', value: condition.value };
  if (condition.kind === 'in') return { kind: 'values', values: condition.values.map(String) };
  if (condition.kind === 'between') {
    return { kind: 'range', low: String(condition.low), high: String(condition.high) };
  }
  return null;
}

/** Every top-level filter of the query as a chip, row filters first. */
export function filterChips(query: StructuredQuery): FilterChip[] {
  const chipsOf = (clause: FilterClause) =>
    query[clause].map((condition, index) => ({
      clause,
      index,
      label: conditionLabel(condition),
      edit: editOf(condition),
    }));
  return [...chipsOf('where'), ...chipsOf('having')];
}

/** Typed text read as the same kind of value as the one it replaces (a number stays a number). */
export function coerceLike(original: ScalarValue, text: string): ScalarValue {
  const trimmed = text.trim();
  if (typeof original === 'number') {
    const number = Number(trimmed);
    return trimmed !== '' && Number.isFinite(number) ? number : trimmed;
  }
  if (typeof original === 'boolean' && (trimmed === 'true' || trimmed === 'false')) {
    return trimmed === 'true';
  }
  return trimmed;
}

/** What is wrong with an edit before it is sent (an empty value), or null. */
export function filterEditProblem(edit: FilterEdit): string | null {
  if (edit.kind === 'value') return edit.value.trim() ? null : 'Enter a value.';
  if (edit.kind === 'values') {
    return edit.values.some((value) => value.trim()) ? null : 'Enter at least one value.';
  }
  return edit.low.trim() && edit.high.trim() ? null : 'Enter both ends of the range.';
}

function editedCondition(condition: Condition, edit: FilterEdit): Condition {
  if (condition.kind === 'compare' && edit.kind === 'value') {
    return { ...condition, value: coerceLike(condition.value, edit.value) };
  }
  if (condition.kind === 'text' && edit.kind === 'value') {
    return { ...condition, value: edit.value.trim() };
  }
  if (condition.kind === 'in' && edit.kind === 'values') {
    const sample = condition.values[0] ?? '';
    const values = edit.values.filter((value) => value.trim()).map((v) => coerceLike(sample, v));
    return { ...condition, values };
  }
  if (condition.kind === 'between' && edit.kind === 'range') {
    return {
      ...condition,
      low: coerceLike(condition.low, edit.low),
      high: coerceLike(condition.high, edit.high),
    };
  }
  throw new Error(`A ${condition.kind} filter cannot take a ${edit.kind} edit.`);
}

/**
 * The query with one filter's values replaced; the original is left as it was. Throws when the
 * position is out of range or the edit does not fit the filter.
 */
export function applyFilterEdit(
  query: StructuredQuery,
  position: FilterPosition,
  edit: FilterEdit,
): StructuredQuery {
  const conditions = query[position.clause];
  const condition = conditions[position.index];
  if (!condition) throw new Error(`No ${position.clause} filter at ${position.index}.`);
  const next = conditions.map((item, index) =>
    index === position.index ? editedCondition(item, edit) : item,
  );
  return { ...query, [position.clause]: next };
}

/** The query without one filter. */
export function removeFilter(query: StructuredQuery, position: FilterPosition): StructuredQuery {
  const next = query[position.clause].filter((_, index) => index !== position.index);
  return { ...query, [position.clause]: next };
}
