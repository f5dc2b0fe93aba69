import type {
  ColumnExpr,
  Condition,
  Expr,
  SelectItem,
  StructuredQuery,
} from '@tabletalk/contracts';

const followUpOpeners = new Set([
  'and',
  'but',
  'only',
  'just',
  'now',
  'instead',
  'also',
  'same',
  'then',
  'ok',
  'okay',
  'for',
  'in',
  'by',
  'top',
  'bottom',
  'as',
  'exclude',
  'excluding',
  'without',
  'except',
  'sort',
  'order',
  'what',
  'how',
  'make',
  'show',
  'change',
  'switch',
]);

/** Words that point back at the previous answer ("show it as bars", "only those"). */
const referringWords = new Set([
  'it',
  'them',
  'this',
  'that',
  'these',
  'those',
  'instead',
  'only',
  'just',
  'also',
  'same',
  'as',
  'again',
  'too',
]);

/**
 * Whether a question refines the room's previous one rather than asking afresh. `namesAnything`:
 * the question names columns or tables of its own; `namesSomething`: it names at least one. A
 * question opening with "show" that names something and points back at nothing is a new question
 * ("Show the monthly revenue trend").
 */
export function isFollowUp(
  words: string[],
  namesAnything: boolean,
  namesSomething = false,
): boolean {
  const first = words[0] ?? '';
  if (first === 'show' && namesSomething && !words.some((word) => referringWords.has(word)))
    return false;
  const opensFollowUp =
    followUpOpeners.has(first) &&
    (first !== 'what' && first !== 'how' ? true : words[1] === 'about');
  const isShort = words.length <= 4;
  return (
    opensFollowUp &&
    (isShort ||
      !namesAnything ||
      ['and', 'only', 'just', 'instead', 'also', 'but'].includes(first) ||
      words.includes('instead') ||
      words.includes('about'))
  );
}

function leftColumn(condition: Condition): ColumnExpr | null {
  if (condition.kind === 'and' || condition.kind === 'or' || condition.kind === 'exists')
    return null;
  return condition.left.kind === 'column' ? condition.left : null;
}

const sameColumn = (a: ColumnExpr | null, b: ColumnExpr | null) =>
  a !== null && b !== null && a.table === b.table && a.column === b.column;
const sameExpr = (a: Expr, b: Expr) => JSON.stringify(a) === JSON.stringify(b);

/** New filters replace the previous ones on the same column ("and for 2022?"); others stay. */
function mergeWhere(previous: Condition[], next: Condition[]): Condition[] {
  const kept = previous.filter(
    (old) => !next.some((fresh) => sameColumn(leftColumn(old), leftColumn(fresh))),
  );
  return [...kept, ...next];
}

/** "by region instead": the new grouping replaces the old one, and its shown columns with it. */
function regroup(
  previous: StructuredQuery,
  next: StructuredQuery,
): Pick<StructuredQuery, 'groupBy' | 'select'> {
  if (next.groupBy.length === 0) return { groupBy: previous.groupBy, select: previous.select };
  const isOldGroup = (item: SelectItem) =>
    item.expr.kind === 'column' && previous.groupBy.some((g) => sameExpr(g, item.expr));
  const newGroups = next.select.filter(
    (item) =>
      item.expr.kind === 'column' &&
      next.groupBy.some((g) => sameColumn(g, item.expr as ColumnExpr)),
  );
  return {
    groupBy: next.groupBy,
    select: [...newGroups, ...previous.select.filter((item) => !isOldGroup(item))],
  };
}

/** "top 5": a limit sorted by the first aggregate shown, highest first (lowest for "bottom"). */
function reorder(
  previous: StructuredQuery,
  next: StructuredQuery,
  words: string[],
): Pick<StructuredQuery, 'orderBy' | 'limit'> {
  if (next.orderBy.length > 0)
    return { orderBy: next.orderBy, limit: next.limit ?? previous.limit };
  if (next.limit === null) return { orderBy: previous.orderBy, limit: previous.limit };
  const measure = previous.select.find((item) => item.expr.kind !== 'column');
  const direction = words.includes('bottom') || words.includes('lowest') ? 'asc' : 'desc';
  return {
    orderBy: measure ? [{ expr: measure.expr, direction }] : previous.orderBy,
    limit: next.limit,
  };
}

/**
 * Refines the room's previous structured query with a follow-up read on the same table: filters on
 * a column replace that column's filters, a grouping replaces the grouping, a limit sorts by the
 * first measure; joins the follow-up needs are added.
 */
export function refinePrevious(
  previous: StructuredQuery,
  next: StructuredQuery,
  words: string[],
): StructuredQuery {
  const joins = [
    ...previous.joins,
    ...next.joins.filter((join) => !previous.joins.some((old) => old.table.as === join.table.as)),
  ];
  return {
    ...previous,
    joins,
    where: mergeWhere(previous.where, next.where),
    having: next.having.length > 0 ? next.having : previous.having,
    ...regroup(previous, next),
    ...reorder(previous, next, words),
  };
}
