import type {
  FormulaNode,
  Relationship,
  SemanticColumn,
  SemanticMeasure,
  SemanticTable,
} from '@tabletalk/contracts';
import { expandWords, singularize, splitName } from '@tabletalk/nlq';

type Found = { table: SemanticTable; column: SemanticColumn };

const isNumber = (column: SemanticColumn) =>
  (column.type === 'integer' || column.type === 'decimal') && column.role !== 'identifier';

function words(column: SemanticColumn): string[] {
  return expandWords(splitName(column.name)).map(singularize);
}

/** A column whose name's words match one of `patterns` (each a list of words, in order). */
function findColumn(table: SemanticTable, patterns: string[][]): SemanticColumn | undefined {
  for (const pattern of patterns) {
    const found = table.columns.find((column) => {
      if (!isNumber(column) || column.hidden) return false;
      const own = words(column);
      return own.length === pattern.length && pattern.every((word, i) => own[i] === word);
    });
    if (found) return found;
  }
  return undefined;
}

const pricePatterns = [
  ['unit', 'price'],
  ['price', 'each'],
  ['price', 'per', 'unit'],
  ['sale', 'price'],
  ['selling', 'price'],
  ['price'],
  ['list', 'price'],
];
const quantityPatterns = [
  ['quantity'],
  ['qty'],
  ['quantity', 'ordered'],
  ['order', 'quantity'],
  ['unit'],
  ['unit', 'sold'],
];
const discountPatterns = [
  ['discount'],
  ['discount', 'rate'],
  ['discount', 'pct'],
  ['discount', 'percent'],
];
const costPatterns = [
  ['unit', 'cost'],
  ['cost'],
  ['cost', 'price'],
  ['standard', 'cost'],
  ['purchase', 'price'],
];

const col = (table: SemanticTable, column: SemanticColumn): FormulaNode => ({
  kind: 'column',
  table: table.name,
  column: column.name,
});
const num = (value: number): FormulaNode => ({ kind: 'number', value });
const times = (left: FormulaNode, right: FormulaNode): FormulaNode => ({
  kind: 'binary',
  op: 'multiply',
  left,
  right,
});
const minus = (left: FormulaNode, right: FormulaNode): FormulaNode => ({
  kind: 'binary',
  op: 'subtract',
  left,
  right,
});

/** `(1 - discount)`, or `(1 - discount / 100)` for a discount written in percent (up to 100). */
function keptShare(table: SemanticTable, discount: SemanticColumn): FormulaNode | null {
  const max = Number(discount.stats.max);
  const min = Number(discount.stats.min);
  if (!Number.isFinite(max) || !Number.isFinite(min) || min < 0) return null;
  if (max <= 1) return minus(num(1), col(table, discount));
  if (max <= 100) {
    const fraction: FormulaNode = {
      kind: 'binary',
      op: 'divide',
      left: col(table, discount),
      right: num(100),
    };
    return minus(num(1), fraction);
  }
  return null;
}

/** The cost column of the table or of a table its keys point at (a product's unit cost). */
function findCost(
  table: SemanticTable,
  tables: SemanticTable[],
  relationships: Relationship[],
): Found | undefined {
  const own = findColumn(table, costPatterns);
  if (own) return { table, column: own };
  for (const r of relationships) {
    if (r.fromTable !== table.name || (r.fromSchema ?? null) !== (table.schema ?? null)) continue;
    const target = tables.find(
      (t) => t.name === r.toTable && (t.schema ?? null) === (r.toSchema ?? null),
    );
    const cost = target ? findColumn(target, costPatterns) : undefined;
    if (target && cost) return { table: target, column: cost };
  }
  return undefined;
}

function proposal(
  table: SemanticTable,
  fields: Pick<SemanticMeasure, 'name' | 'label' | 'synonyms' | 'description' | 'formula'>,
): SemanticMeasure {
  return {
    ...fields,
    table: table.name,
    schema: table.schema,
    format: 'currency',
    origin: 'proposed',
  };
}

const revenuePatterns = [
  ['revenue'],
  ['sale'],
  ['sale', 'amount'],
  ['net', 'sale'],
  ['total', 'sale'],
  ['turnover'],
  ['sale', 'revenue'],
];

/** Revenue: a column that holds it, else price × quantity (× what the discount leaves). */
function revenueOf(
  table: SemanticTable,
): { formula: FormulaNode; measure: SemanticMeasure | null } | null {
  const stored = findColumn(table, revenuePatterns);
  if (stored)
    return { formula: { kind: 'aggregate', fn: 'sum', arg: col(table, stored) }, measure: null };
  const price = findColumn(table, pricePatterns);
  const quantity = findColumn(table, quantityPatterns);
  if (!price || !quantity || price === quantity) return null;
  const discount = findColumn(table, discountPatterns);
  const kept = discount ? keptShare(table, discount) : null;
  const gross = times(col(table, price), col(table, quantity));
  const formula: FormulaNode = {
    kind: 'aggregate',
    fn: 'sum',
    arg: kept ? times(gross, kept) : gross,
  };
  const discounted = kept ? ` × (1 − ${discount?.label.toLowerCase()})` : '';
  const measure = proposal(table, {
    name: 'revenue',
    label: 'Revenue',
    synonyms: ['sales amount', 'turnover', 'total sales', 'sales revenue', 'income'],
    description: `${price.label} × ${quantity.label.toLowerCase()}${discounted}, summed.`,
    formula,
  });
  return { formula, measure };
}

/** Revenue, margin and average order value over one table of sale lines, where they fit. */
function proposeForTable(
  table: SemanticTable,
  tables: SemanticTable[],
  relationships: Relationship[],
): SemanticMeasure[] {
  const revenue = revenueOf(table);
  if (!revenue) return [];
  const proposals = revenue.measure ? [revenue.measure] : [];
  const quantity = findColumn(table, quantityPatterns);
  const cost = quantity ? findCost(table, tables, relationships) : undefined;
  if (cost && quantity) {
    const costs: FormulaNode = times(col(cost.table, cost.column), col(table, quantity));
    proposals.push(
      proposal(table, {
        name: 'margin',
        label: 'Margin',
        synonyms: ['profit', 'gross margin', 'gross profit', 'earnings'],
        description: `Revenue minus ${cost.column.label.toLowerCase()} × ${quantity.label.toLowerCase()}.`,
        formula: minus(revenue.formula, { kind: 'aggregate', fn: 'sum', arg: costs }),
      }),
    );
  }
  const order = table.columns.find((column) => column.entity === 'order');
  if (order || table.grain === 'order') {
    const orders: FormulaNode =
      table.grain === 'order' || !order
        ? { kind: 'aggregate', fn: 'count', arg: null }
        : { kind: 'aggregate', fn: 'count_distinct', arg: col(table, order) };
    proposals.push(
      proposal(table, {
        name: 'average_order_value',
        label: 'Average order value',
        synonyms: [
          'aov',
          'average order size',
          'revenue per order',
          'average revenue per order',
          'average order',
        ],
        description: 'Revenue divided by the number of distinct orders.',
        formula: { kind: 'binary', op: 'divide', left: revenue.formula, right: orders },
      }),
    );
  }
  return proposals;
}

/** Whether a name is already a table's or column's own, so a measure would shadow it. */
function takenNames(tables: SemanticTable[]): Set<string> {
  const names = tables.flatMap((table) => [
    table.name,
    table.label,
    ...table.columns.flatMap((column) => [column.name, column.label]),
  ]);
  return new Set(names.map((name) => splitName(name).map(singularize).join(' ')));
}

/**
 * Measures proposed for the obvious cases: in a table with a price and a quantity, revenue
 * (price × quantity, × (1 − discount) when a discount column holds a fraction or a percentage);
 * with a cost column (its own or a related table's), margin; where the table has an order
 * entity, average order value (over a revenue column where the table has one). A name or synonym a column already has is left to the column;
 * a measure whose name is taken is not proposed. The first table that fits wins each name.
 */
export function proposeMeasures(
  tables: SemanticTable[],
  relationships: Relationship[],
): SemanticMeasure[] {
  const taken = takenNames(tables);
  const key = (text: string) => splitName(text).map(singularize).join(' ');
  const proposals: SemanticMeasure[] = [];
  for (const table of tables) {
    for (const proposal of proposeForTable(table, tables, relationships)) {
      if (taken.has(key(proposal.label)) || proposals.some((p) => p.name === proposal.name))
        continue;
      proposals.push({
        ...proposal,
        synonyms: proposal.synonyms.filter((s) => !taken.has(key(s))),
      });
    }
  }
  return proposals;
}
