import type {
  AggregateExpr,
  AggregateFunction,
  AnswerColumn,
  ColumnType,
  MeasureExpr,
  SelectItem,
  SemanticModel,
  StructuredQuery,
} from '@tabletalk/contracts';
import type { ResultColumn, ResultRole } from './answer-types';
import { type AliasScope, extendScope, findModelColumn } from './find-model-column';

const NUMERIC_TYPES: ReadonlySet<ColumnType> = new Set(['integer', 'decimal']);
const TIME_TYPES: ReadonlySet<ColumnType> = new Set(['date', 'timestamp']);

function roleFromType(type: ColumnType): ResultRole {
  if (TIME_TYPES.has(type)) return 'time';
  return NUMERIC_TYPES.has(type) ? 'measure' : 'category';
}

function fromType(column: AnswerColumn, index: number): ResultColumn {
  const role = roleFromType(column.type);
  return { ...column, index, role, grain: null, isShare: false, aggregate: null };
}

/** The aggregate that combines an expression's rows: a measure's outermost one, if any. */
function outerFunction(expr: AggregateExpr | MeasureExpr): AggregateFunction | null {
  if (expr.kind === 'aggregate') return expr.fn;
  return expr.formula.kind === 'aggregate' ? expr.formula.fn : null;
}

function fromSelectItem(
  column: AnswerColumn,
  index: number,
  item: SelectItem,
  context: { model: SemanticModel; scope: AliasScope },
): ResultColumn {
  const base = { ...column, index, grain: null, isShare: false, aggregate: null };
  const { expr } = item;
  // min/max of a text or date column is not a figure: it keeps its type's role.
  const isFigure = NUMERIC_TYPES.has(column.type);
  if (expr.kind === 'aggregate' && !isFigure) return { ...base, role: roleFromType(column.type) };
  if (expr.kind === 'aggregate') return { ...base, role: 'measure', aggregate: expr.fn };
  if (expr.kind === 'measure') {
    const format = context.model.measures?.find((m) => m.name === expr.name)?.format;
    return {
      ...base,
      role: 'measure',
      aggregate: outerFunction(expr),
      ...(format ? { format } : {}),
    };
  }
  if (expr.kind === 'share') {
    return { ...base, role: 'measure', isShare: true, aggregate: outerFunction(expr.of) };
  }
  if (expr.grain) return { ...base, role: 'time', grain: expr.grain };
  const modelColumn = findModelColumn(context.model, context.scope, expr)?.column;
  if (!modelColumn) return fromType(column, index);
  const isTime = modelColumn.role === 'time' || TIME_TYPES.has(column.type);
  if (isTime) return { ...base, role: 'time' };
  const isNumericMeasure = modelColumn.role === 'measure' && NUMERIC_TYPES.has(column.type);
  return { ...base, role: isNumericMeasure ? 'measure' : 'category' };
}

/** The select item behind each output column: by position when counts agree, else by name. */
function matchSelectItems(query: StructuredQuery, columns: AnswerColumn[]) {
  if (query.select.length === columns.length) return query.select;
  return columns.map((column) =>
    query.select.find((item) => item.as.toLowerCase() === column.name.toLowerCase()),
  );
}

/**
 * Decides which output columns are time, category or measure. With a structured query the
 * select items decide (a grain or a time-role column → time; an aggregate or share → measure;
 * other columns → category unless numeric measure-role columns); without one, or for a column no
 * select item explains, the result type decides (date/timestamp → time, numbers → measure,
 * text → category). Never throws.
 */
export function assignColumnRoles(input: {
  query: StructuredQuery | null;
  columns: AnswerColumn[];
  model: SemanticModel;
}): ResultColumn[] {
  const { query, columns, model } = input;
  if (!query) return columns.map(fromType);
  const scope = extendScope([query.from, ...query.joins.map((join) => join.table)]);
  const items = matchSelectItems(query, columns);
  return columns.map((column, index) => {
    const item = items[index];
    return item ? fromSelectItem(column, index, item, { model, scope }) : fromType(column, index);
  });
}
