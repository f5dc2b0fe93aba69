import { formatFormula, type SemanticModel, type SemanticTable } from '@tabletalk/contracts';
import { quote } from './quote';

const MAX_MEASURES = 30;

/**
 * The `<measures>` section's body: the source's named calculations whose table is shown, each as
 * its name, label, synonyms and formula (columns of other tables written `table.column`), so
 * "revenue" or "average order value" means what the source says it means. Names and formulas are
 * JSON-quoted: a person typed them. Pure; throws nothing.
 */
export function renderMeasures(model: SemanticModel, tables: readonly SemanticTable[]): string {
  const shown = new Set(tables.map((table) => table.name));
  return (model.measures ?? [])
    .filter((measure) => shown.has(measure.table))
    .slice(0, MAX_MEASURES)
    .map((measure) => {
      const also =
        measure.synonyms.length > 0
          ? ` also called ${measure.synonyms.map((s) => quote(s, 60)).join(', ')}`
          : '';
      const formula = formatFormula(measure.formula, measure.table);
      return `measure ${quote(measure.name)} (${quote(measure.label, 80)}${also}) on ${quote(measure.table)} = ${quote(formula, 400)}`;
    })
    .join('\n');
}
