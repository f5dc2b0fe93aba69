import {
  type FormulaNode,
  formulaColumns,
  parseFormula,
  type SemanticModel,
  type SemanticTable,
} from '@tabletalk/contracts';
import { ModelEditError } from './model-edit-error';

function refuse(path: string, message: string): never {
  throw new ModelEditError('INVALID_MEASURE', path, message);
}

/** Whether a relationship links the two tables directly, so the measure can join one to the other. */
function isRelated(model: SemanticModel, a: string, b: string): boolean {
  return model.relationships.some(
    (r) => (r.fromTable === a && r.toTable === b) || (r.fromTable === b && r.toTable === a),
  );
}

/** Every column inside an aggregate, no aggregate inside another, numbers where arithmetic is. */
function checkShape(
  model: SemanticModel,
  node: FormulaNode,
  path: string,
  where: { inAggregate: boolean; counted: boolean },
): void {
  switch (node.kind) {
    case 'number':
      return;
    case 'column': {
      if (!where.inAggregate)
        refuse(path, `${node.column} must sit inside sum, avg, count, min or max.`);
      const table = model.tables.find((t) => t.name === node.table);
      const column = table?.columns.find((c) => c.name === node.column);
      const isNumber = column?.type === 'integer' || column?.type === 'decimal';
      if (!where.counted && !isNumber)
        refuse(
          path,
          `${node.column} is ${column?.type ?? 'not a number'}; only numbers can be calculated with.`,
        );
      return;
    }
    case 'aggregate':
      if (where.inAggregate) refuse(path, 'An aggregate cannot sit inside another.');
      if (node.arg === null && node.fn !== 'count') refuse(path, `${node.fn} needs a column.`);
      if (node.arg) {
        const counted = node.fn === 'count' || node.fn === 'count_distinct';
        checkShape(model, node.arg, path, {
          inAggregate: true,
          counted: counted && node.arg.kind === 'column',
        });
      }
      return;
    case 'binary':
      checkShape(model, node.left, path, { ...where, counted: false });
      checkShape(model, node.right, path, { ...where, counted: false });
      return;
  }
}

/**
 * Reads a measure's formula as written on the Enrich screen and checks it against the model:
 * every column exists, in the measure's table or a table related to it directly; every column
 * sits inside an aggregate; arithmetic takes number columns only.
 * @throws ModelEditError INVALID_MEASURE (unreadable or ill-formed), UNKNOWN_TABLE, UNKNOWN_COLUMN.
 */
export function checkMeasureFormula(
  model: SemanticModel,
  table: SemanticTable,
  text: string,
  path: string,
): FormulaNode {
  const parsed = parseFormula(text, table.name);
  if (!parsed.ok) refuse(path, `The formula can't be read: ${parsed.message}`);
  for (const { table: name, column } of formulaColumns(parsed.formula)) {
    const other = model.tables.find((t) => t.name === name);
    if (!other) throw new ModelEditError('UNKNOWN_TABLE', path, `There is no table ${name}.`);
    if (!other.columns.some((c) => c.name === column)) {
      const where = name === table.name ? '' : `${name}.`;
      throw new ModelEditError(
        'UNKNOWN_COLUMN',
        path,
        `There is no column ${where}${column} in ${other.label || name}.`,
      );
    }
    if (name !== table.name && !isRelated(model, table.name, name))
      refuse(path, `${name} is not related to ${table.name}, so ${name}.${column} can't be used.`);
  }
  const hasAggregate = JSON.stringify(parsed.formula).includes('"kind":"aggregate"');
  if (!hasAggregate) refuse(path, 'The formula needs an aggregate such as sum(…) or count(…).');
  checkShape(model, parsed.formula, path, { inAggregate: false, counted: false });
  return parsed.formula;
}
