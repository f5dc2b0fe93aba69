import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from '../context';
import type { ColumnRef, Frame, OrderSpec, SelectSpec } from '../frame';
import type { FrameRule } from './frame-builder';

/** Words right before a noun that say it is counted: "how many orders", "the most orders". */
const countCues = new Set(['many', 'number', 'count', 'most', 'fewest', 'least', 'more', 'fewer']);
/** Words that may sit between a cue and its noun: "number of the orders", "most distinct". */
const fillers = new Set(['of', 'the', 'distinct', 'different', 'unique', 'total', 'all', 'a']);

/** An entity the question names: its words' place in the question. */
export interface EntityWords {
  entity: string;
  start: number;
  end: number;
}

/** Every place the question names an entity some identifier of the model stands for. */
export function namedEntities(context: ReadContext): EntityWords[] {
  const entities = new Set(
    context.model.tables.flatMap((table) =>
      table.columns.flatMap((column) => (column.entity ? [column.entity] : [])),
    ),
  );
  const lemmas = context.tokens.map((token) => token.lemma);
  // A linked name reaching past the words ("customer cards") names something else.
  const isWholeName = (start: number, end: number) =>
    !context.mentions.some(
      (m) => m.start < end && m.end > start && (m.start < start || m.end > end),
    );
  const found: EntityWords[] = [];
  for (const entity of entities) {
    const words = entity.split(' ');
    for (let start = 0; start + words.length <= lemmas.length; start++) {
      const end = start + words.length;
      if (words.every((word, i) => lemmas[start + i] === word) && isWholeName(start, end))
        found.push({ entity, start, end });
    }
  }
  return found;
}

/** The count cue right before `start`, past filler words, or null. */
export function countCue(context: ReadContext, start: number): { word: string; at: number } | null {
  let index = start - 1;
  while (index >= 0 && fillers.has(context.tokens[index]?.lower ?? '')) index--;
  const word = context.tokens[index]?.lower ?? '';
  return countCues.has(word) ? { word, at: index } : null;
}

/** Whether a count cue comes right before `start`, past filler words. */
export function isCounted(context: ReadContext, start: number): boolean {
  let index = start - 1;
  while (index >= 0 && fillers.has(context.tokens[index]?.lower ?? '')) index--;
  return countCues.has(context.tokens[index]?.lower ?? '');
}

/**
 * The entity a question counts: the one right after a count cue ("how many customers", "number
 * of orders") or before "per" ("orders per customer"), when its words are the whole name the question uses there ("customer" in
 * "customer cards" names cards, not customers).
 */
function countedEntity(context: ReadContext): string | null {
  const cued = namedEntities(context).find(
    (words) => isCounted(context, words.start) || context.tokens[words.end]?.lower === 'per',
  );
  return cued?.entity ?? null;
}

/** The column of `table` that stands for `entity`, when rows of the table are not that entity. */
function entityColumn(
  context: ReadContext,
  table: SemanticTable,
  entity: string,
): SemanticColumn | undefined {
  if (table.grain === entity || table.grain === undefined) return undefined;
  const column = table.columns.find((c) => c.entity === entity && !c.hidden);
  // "rooms" of a classroom table keyed by building and room number: the rows are the rooms,
  // unless a table of their own says otherwise (an order's lines, keyed by order and product).
  const inKey = column && table.primaryKey.length > 1 && table.primaryKey.includes(column.name);
  if (inKey && !context.model.tables.some((t) => t.grain === entity)) return undefined;
  return column;
}

type CountSpec = Extract<SelectSpec | OrderSpec, { kind: 'aggregate' }>;

function distinctRef(
  context: ReadContext,
  frame: Frame,
  spec: CountSpec,
  entity: string,
): ColumnRef | null {
  if (spec.fn !== 'count' || spec.ref !== null) return null;
  const table = ('table' in spec ? spec.table : undefined) ?? frame.focus;
  const column = entityColumn(context, table, entity);
  return column ? { table, column } : null;
}

/**
 * "How many orders", "top 5 customers by number of orders" over a table whose rows are not
 * orders (a table of order lines): the rows' distinct order identifiers are counted, not the
 * rows. Counts over a table whose rows are the entity itself stay row counts.
 */
export const countEntities: FrameRule = ({ context, frame }) => {
  const hasRowCount = [...frame.selects, ...frame.orderBy].some(
    (spec) => spec.kind === 'aggregate' && spec.fn === 'count' && spec.ref === null,
  );
  if (!hasRowCount) return;
  const entity = countedEntity(context);
  if (!entity) return;
  frame.selects = frame.selects.map((spec) => {
    if (spec.kind !== 'aggregate') return spec;
    const ref = distinctRef(context, frame, spec, entity);
    return ref ? { kind: 'aggregate', fn: 'count_distinct', ref } : spec;
  });
  frame.orderBy = frame.orderBy.map((spec) => {
    if (spec.kind !== 'aggregate') return spec;
    const ref = distinctRef(context, frame, spec, entity);
    return ref ? { ...spec, fn: 'count_distinct', ref } : spec;
  });
};
