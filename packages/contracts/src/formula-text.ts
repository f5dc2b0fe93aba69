import type { FormulaAggregate, FormulaNode, FormulaOperator } from './formula';

/** A formula as a person writes it, e.g. `sum(unit_price * quantity * (1 - discount))`. */
export type FormulaParse = { ok: true; formula: FormulaNode } | { ok: false; message: string };

type Token =
  | { kind: 'name'; text: string; quoted: boolean }
  | { kind: 'number'; value: number }
  | { kind: 'symbol'; text: string };

const symbolOps: Record<string, FormulaOperator> = {
  '+': 'add',
  '-': 'subtract',
  '−': 'subtract',
  '*': 'multiply',
  '×': 'multiply',
  '/': 'divide',
  '÷': 'divide',
};
const functionNames: Record<string, FormulaAggregate> = {
  sum: 'sum',
  total: 'sum',
  avg: 'avg',
  average: 'avg',
  mean: 'avg',
  count: 'count',
  count_distinct: 'count_distinct',
  min: 'min',
  max: 'max',
};
const quotes: Record<string, string> = { '"': '"', '`': '`', '[': ']' };
const maxLength = 1000;
const maxDepth = 30;

class FormulaSyntaxError extends Error {}

function tokenizeFormula(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (/\s/.test(char)) {
      i++;
    } else if (/[0-9]/.test(char) || (char === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      const match = /^(\d+(\.\d*)?|\.\d+)(%?)/.exec(text.slice(i));
      if (!match) throw new FormulaSyntaxError(`"${char}" is not a number.`);
      const value = Number(match[1]) / (match[3] ? 100 : 1);
      tokens.push({ kind: 'number', value });
      i += match[0].length;
    } else if (quotes[char]) {
      const end = text.indexOf(quotes[char] as string, i + 1);
      if (end < 0) throw new FormulaSyntaxError(`A name opened with ${char} is not closed.`);
      tokens.push({ kind: 'name', text: text.slice(i + 1, end), quoted: true });
      i = end + 1;
    } else if (/[\p{L}_]/u.test(char)) {
      const match = /^[\p{L}_][\p{L}\p{N}_]*/u.exec(text.slice(i)) as RegExpExecArray;
      tokens.push({ kind: 'name', text: match[0], quoted: false });
      i += match[0].length;
    } else if ('()+-−*×/÷.,'.includes(char)) {
      tokens.push({ kind: 'symbol', text: char });
      i++;
    } else {
      throw new FormulaSyntaxError(`"${char}" cannot be used in a formula.`);
    }
  }
  return tokens;
}

/** Recursive descent over + − (lowest), × ÷, then numbers, names, brackets and aggregates. */
class FormulaReader {
  private index = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly table: string,
  ) {}

  read(): FormulaNode {
    const node = this.sum();
    const rest = this.tokens[this.index];
    if (rest) throw new FormulaSyntaxError(`Unexpected "${describe(rest)}".`);
    return node;
  }

  private peekSymbol(...symbols: string[]): string | null {
    const token = this.tokens[this.index];
    return token?.kind === 'symbol' && symbols.includes(token.text) ? token.text : null;
  }

  private expect(symbol: string): void {
    if (!this.peekSymbol(symbol)) {
      const token = this.tokens[this.index];
      throw new FormulaSyntaxError(
        token ? `Expected "${symbol}" before "${describe(token)}".` : `Expected "${symbol}".`,
      );
    }
    this.index++;
  }

  private sum(): FormulaNode {
    return this.operands(['+', '-', '−'], () => this.product());
  }

  private product(): FormulaNode {
    return this.operands(['*', '×', '/', '÷'], () => this.factor());
  }

  /** One precedence level: `next` operands joined left to right by any of `symbols`. */
  private operands(symbols: string[], next: () => FormulaNode): FormulaNode {
    let node = next();
    for (let s = this.peekSymbol(...symbols); s; s = this.peekSymbol(...symbols)) {
      this.index++;
      node = { kind: 'binary', op: symbolOps[s] as FormulaOperator, left: node, right: next() };
    }
    return node;
  }

  private factor(): FormulaNode {
    if (++this.depth > maxDepth) throw new FormulaSyntaxError('The formula is nested too deeply.');
    try {
      return this.atom();
    } finally {
      this.depth--;
    }
  }

  private atom(): FormulaNode {
    const token = this.tokens[this.index++];
    if (!token) throw new FormulaSyntaxError('The formula ends too early.');
    if (token.kind === 'number') return { kind: 'number', value: token.value };
    if (token.kind === 'symbol') {
      if (token.text === '(') {
        const node = this.sum();
        this.expect(')');
        return node;
      }
      if (token.text === '-' || token.text === '−') {
        return {
          kind: 'binary',
          op: 'subtract',
          left: { kind: 'number', value: 0 },
          right: this.factor(),
        };
      }
      throw new FormulaSyntaxError(`Unexpected "${token.text}".`);
    }
    const fn = token.quoted ? undefined : functionNames[token.text.toLowerCase()];
    if (fn && this.peekSymbol('(')) return this.aggregate(fn);
    if (this.peekSymbol('.')) {
      this.index++;
      const column = this.tokens[this.index++];
      if (column?.kind !== 'name')
        throw new FormulaSyntaxError(`Expected a column after "${token.text}.".`);
      return { kind: 'column', table: token.text, column: column.text };
    }
    return { kind: 'column', table: this.table, column: token.text };
  }

  private aggregate(fn: FormulaAggregate): FormulaNode {
    this.expect('(');
    let name = fn;
    const next = this.tokens[this.index];
    if (fn === 'count' && next?.kind === 'name' && next.text.toLowerCase() === 'distinct') {
      this.index++;
      name = 'count_distinct';
    }
    if (name === 'count' && this.peekSymbol('*')) {
      this.index++;
      this.expect(')');
      return { kind: 'aggregate', fn: 'count', arg: null };
    }
    const arg = this.sum();
    this.expect(')');
    return { kind: 'aggregate', fn: name, arg };
  }
}

function describe(token: Token): string {
  if (token.kind === 'number') return String(token.value);
  return token.text;
}

/**
 * Reads a formula as written on the Enrich screen into a formula tree. Unqualified column names
 * belong to `table`; `other.column` names a column of another table. Only names, numbers,
 * + − × ÷, brackets and sum / avg / count / count(distinct …) / min / max are allowed.
 * @example parseFormula('sum(unit_price * quantity)', 'order_lines')
 */
export function parseFormula(text: string, table: string): FormulaParse {
  if (text.trim().length === 0) return { ok: false, message: 'The formula is empty.' };
  if (text.length > maxLength) return { ok: false, message: 'The formula is too long.' };
  try {
    return { ok: true, formula: new FormulaReader(tokenizeFormula(text), table).read() };
  } catch (error) {
    if (error instanceof FormulaSyntaxError) return { ok: false, message: error.message };
    throw error;
  }
}

const precedence: Record<FormulaOperator, number> = { add: 1, subtract: 1, multiply: 2, divide: 2 };
const opText: Record<FormulaOperator, string> = {
  add: '+',
  subtract: '-',
  multiply: '*',
  divide: '/',
};

function nameText(name: string): string {
  return /^[\p{L}_][\p{L}\p{N}_]*$/u.test(name) && !functionNames[name.toLowerCase()]
    ? name
    : `"${name}"`;
}

/**
 * A formula as text that `parseFormula` reads back: columns of `table` unqualified, others as
 * `table.column`. With `labels`, columns are written by a label instead (for the interpretation).
 */
export function formatFormula(
  node: FormulaNode,
  table: string,
  labels?: (table: string, column: string) => string,
): string {
  switch (node.kind) {
    case 'column':
      if (labels) return labels(node.table, node.column);
      return node.table === table
        ? nameText(node.column)
        : `${nameText(node.table)}.${nameText(node.column)}`;
    case 'number':
      return String(node.value);
    case 'aggregate': {
      if (!node.arg) return 'count(*)';
      const arg = formatFormula(node.arg, table, labels);
      return node.fn === 'count_distinct' ? `count(distinct ${arg})` : `${node.fn}(${arg})`;
    }
    case 'binary': {
      const side = (child: FormulaNode, right: boolean) => {
        const text = formatFormula(child, table, labels);
        if (child.kind !== 'binary') return text;
        const lower = precedence[child.op] < precedence[node.op];
        const sameRight = right && precedence[child.op] === precedence[node.op];
        return lower || sameRight ? `(${text})` : text;
      };
      return `${side(node.left, false)} ${opText[node.op]} ${side(node.right, true)}`;
    }
  }
}
