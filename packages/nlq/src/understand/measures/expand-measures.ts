import {
  type AggregateFunction,
  type ColumnExpr,
  type Condition,
  type Expr,
  type FormulaNode,
  type MeasureExpr,
  mapFormulaTables,
  type SemanticMeasure,
  type SemanticModel,
  type ShareExpr,
  type StructuredQuery,
  type TableSource,
} from '@tabletalk/contracts';
import { aliasForTable } from './measure-joins';
import { type MeasureView, measureKey } from './measure-view';

const fnWords: Partial<Record<AggregateFunction, string>> = {
  avg: 'Average',
  min: 'Smallest',
  max: 'Largest',
};

/**
 * "Average revenue" of a summed measure averages what it sums (each line's revenue); other
 * aggregates of a measure (a total, a count) are the measure itself.
 */
function adapt(measure: SemanticMeasure, fn: AggregateFunction | null) {
  const { formula } = measure;
  const word = fn ? fnWords[fn] : undefined;
  if (fn && word && formula.kind === 'aggregate' && formula.fn === 'sum') {
    const swapped: FormulaNode = { ...formula, fn: fn as 'avg' | 'min' | 'max' };
    return { formula: swapped, label: `${word} ${measure.label.toLowerCase()}` };
  }
  return { formula, label: measure.label };
}

/** Whether a measure's figures add up over groups: a sum or a count at its top. */
function addsUp(measure: SemanticMeasure): boolean {
  const { formula } = measure;
  return formula.kind === 'aggregate' && (formula.fn === 'sum' || formula.fn === 'count');
}

class MeasureExpander {
  plainMeasure = false;
  used = false;

  constructor(
    private readonly view: MeasureView,
    private readonly model: SemanticModel,
    readonly query: StructuredQuery,
  ) {}

  private sources(): TableSource[] {
    return [this.query.from, ...this.query.joins.map((join) => join.table)];
  }

  /** The measure a stand-in column names, with the alias of its table. */
  find(column: ColumnExpr): { measure: SemanticMeasure; source: TableSource } | null {
    const source = this.sources().find((s) => s.as === column.table);
    const measure =
      source && this.view.measures.get(measureKey(source.schema, source.name, column.column));
    return source && measure ? { measure, source } : null;
  }

  private bind(
    measure: SemanticMeasure,
    source: TableSource,
    fn: AggregateFunction | null,
  ): MeasureExpr {
    this.used = true;
    const { formula, label } = adapt(measure, fn);
    const bound = mapFormulaTables(
      formula,
      (table) => aliasForTable(this.model, this.query, source, table) ?? table,
    );
    return { kind: 'measure', name: measure.name, label, formula: bound };
  }

  expr(expr: Expr): Expr {
    if (expr.kind === 'column') {
      const found = this.find(expr);
      if (!found) return expr;
      this.plainMeasure = true;
      return this.bind(found.measure, found.source, null);
    }
    if (expr.kind === 'share') return this.share(expr);
    const found = expr.kind === 'aggregate' && expr.arg ? this.find(expr.arg) : null;
    return found && expr.kind === 'aggregate'
      ? this.bind(found.measure, found.source, expr.fn)
      : expr;
  }

  /**
   * "Share of revenue": a measure that adds up (a sum or a count) as a share of its total; a
   * ratio such as average order value has no share of a whole, so it stays the measure.
   */
  private share(expr: ShareExpr): Expr {
    const { of } = expr;
    const found = of.kind === 'aggregate' && of.arg ? this.find(of.arg) : null;
    if (!found || of.kind !== 'aggregate') return expr;
    const measure = this.bind(found.measure, found.source, of.fn);
    return addsUp(found.measure) ? { kind: 'share', of: measure } : measure;
  }

  condition(condition: Condition): Condition {
    if (condition.kind === 'and' || condition.kind === 'or')
      return { ...condition, conditions: condition.conditions.map((c) => this.condition(c)) };
    if (condition.kind === 'compare' || condition.kind === 'in' || condition.kind === 'between')
      return { ...condition, left: this.expr(condition.left) };
    return condition;
  }
}

function usesMeasure(condition: Condition): boolean {
  if (condition.kind === 'and' || condition.kind === 'or')
    return condition.conditions.some(usesMeasure);
  return 'left' in condition && condition.left.kind === 'measure';
}

/**
 * Puts each measure back in place of its stand-in column (see `measureView`): a total or a bare
 * mention is the measure, an average, smallest or largest of a summed measure takes that
 * aggregate of its rows; tables its formula reads are joined; a comparison with it moves from
 * WHERE to HAVING; columns shown beside a bare measure become its groups.
 */
export function expandMeasures(
  query: StructuredQuery,
  view: MeasureView,
  model: SemanticModel,
): StructuredQuery {
  if (view.measures.size === 0) return query;
  const expander = new MeasureExpander(view, model, structuredClone(query));
  const next = expander.query;
  next.select = next.select.map((item) => {
    const expr = expander.expr(item.expr);
    // "Total average order value": only a summed measure is a total.
    const isSum = expr.kind === 'measure' && expr.formula.kind === 'aggregate';
    return { expr, as: expr.kind === 'measure' && !isSum ? expr.label : item.as };
  });
  next.orderBy = next.orderBy.map((item) => ({ ...item, expr: expander.expr(item.expr) }));
  next.groupBy = next.groupBy.filter((column) => !expander.find(column));
  const where = next.where.map((c) => expander.condition(c));
  next.where = where.filter((c) => !usesMeasure(c));
  next.having = [...next.having.map((c) => expander.condition(c)), ...where.filter(usesMeasure)];
  if (!expander.used) return query;
  if (expander.plainMeasure && next.groupBy.length === 0) {
    next.groupBy = next.select.flatMap((item) => (item.expr.kind === 'column' ? [item.expr] : []));
  }
  if (next.groupBy.length > 0 || next.select.every((item) => item.expr.kind !== 'column'))
    next.distinct = false;
  return next;
}
