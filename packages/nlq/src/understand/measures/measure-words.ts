import {
  type Expr,
  formatFormula,
  type MeasureExpr,
  type StructuredQuery,
} from '@tabletalk/contracts';

function measuresOf(expr: Expr): MeasureExpr[] {
  return expr.kind === 'measure' ? [expr] : [];
}

/**
 * Each measure a query uses, by name with its formula in the model's labels, for the
 * interpretation: "Revenue = sum(Unit price × Quantity × (1 − Discount))".
 */
export function measureFormulas(
  query: StructuredQuery,
  label: (alias: string, column: string) => string,
): string[] {
  const exprs = [
    ...query.select.map((item) => item.expr),
    ...query.orderBy.map((item) => item.expr),
    ...query.having.flatMap((c) =>
      'left' in c && c.kind !== 'null' && c.kind !== 'text' ? [c.left] : [],
    ),
  ];
  const seen = new Map<string, string>();
  for (const measure of exprs.flatMap(measuresOf)) {
    if (seen.has(measure.label)) continue;
    const text = formatFormula(measure.formula, '', label)
      .replace(/ \* /g, ' × ')
      .replace(/ \/ /g, ' ÷ ')
      .replace(/ - /g, ' − ')
      .replace(/count\(\*\)/g, 'number of rows');
    seen.set(measure.label, `${measure.label} = ${text}`);
  }
  return [...seen.values()];
}
