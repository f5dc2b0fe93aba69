import type { SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from './context';
import type { Mention } from './link';
import { namedTables } from './resolve';
import type { Role } from './roles';
import { subjectBeforeClause } from './subject-before-clause';

const relationWords = new Set([
  'who',
  'that',
  'which',
  'whose',
  'with',
  'have',
  'has',
  'had',
  'having',
  'own',
  'owns',
]);

function tableOf(mention: Mention): SemanticTable | undefined {
  const target = mention.entries.find((entry) => entry.target.kind === 'table')?.target;
  return target?.table;
}

/**
 * The table the question is about: what "how many" counts, else the first table named as the
 * answer or subject, else the table of the first column shown, else the only table.
 */
export function chooseFocus(
  context: ReadContext,
  roles: Map<Mention, Role>,
): SemanticTable | undefined {
  const entries = [...roles.entries()];
  const counted = entries.find(([m, role]) => role.kind === 'count' && tableOf(m));
  if (counted) return tableOf(counted[0]);
  // A table after "who have", "that has", "with" is what the rows relate to, not the rows.
  const isRelated = (m: Mention) => {
    const before = context.tokens.slice(Math.max(0, m.start - 3), m.start).map((t) => t.lower);
    return before.some((word) => relationWords.has(word));
  };
  // "each owner's first name": the possessor is the rows; "Kyle's id": the row Kyle names.
  const possessor = entries.find(
    ([m]) =>
      /['’]s?$/.test(context.tokens[m.end - 1]?.text ?? '') &&
      (m.entries[0]?.target.kind === 'table' || m.entries[0]?.target.kind === 'value'),
  );
  const possessed = possessor?.[0].entries[0]?.target;
  if (possessed) return possessed.table;
  // "Which professional ...": the rows the question opens with.
  const opener = context.tokens[0]?.lower;
  const first = entries.find(([m]) => m.start === 1)?.[0];
  if (
    (opener === 'which' || opener === 'what') &&
    first &&
    first.entries[0]?.target.kind !== 'value'
  ) {
    const table = tableOf(first);
    if (table && first.entries.some((e) => e.target.kind === 'table' && e.quality >= 0.8))
      return table;
  }
  const hasAggregate = entries.some(
    ([, role]) => role.kind === 'aggregate' || role.kind === 'count',
  );
  // "the email and phone of each professional": a grouped table without aggregates is listed.
  const entity = entries.find(
    ([m, role]) =>
      (role.kind === 'entity' ||
        (role.kind === 'group' && !hasAggregate && m.entries[0]?.target.kind === 'table')) &&
      tableOf(m) &&
      !isRelated(m),
  );
  if (entity) return subjectBeforeClause(context, entries, entity[0]) ?? tableOf(entity[0]);
  // "cartoons directed by Ben Jones": a column named after its table names the rows too.
  const viaTable = entries.find(([m]) => m.entries[0]?.viaTable && !isRelated(m))?.[0].entries[0]
    ?.target.table;
  if (viaTable) return viaTable;
  const shownKinds = new Set(['select', 'aggregate', 'count', 'mode']);
  // A reading offered to the user forces a column, and with it the table.
  for (const [mention] of entries) {
    const forced = context.choices.get(mention.start);
    if (forced) return forced.table;
  }
  const shown = entries.filter(([, role]) => shownKinds.has(role.kind)).map(([mention]) => mention);
  const holdingOf = (mentions: Mention[]) => (table: SemanticTable) =>
    mentions.filter((m) =>
      m.entries.some((e) => e.target.kind !== 'table' && e.target.table === table),
    ).length;
  const holding = holdingOf(shown);
  // Columns named for any other purpose (sorting, comparing), not tables a row relates to.
  const columnsNamed = entries
    .filter(([m, role]) => m.entries[0]?.target.kind === 'column' && role.kind !== 'related')
    .map(([mention]) => mention);
  const holdingAny = holdingOf(columnsNamed);
  // The table holding most of the columns asked for (then of all the columns named, "the zip code
  // with the lowest pressure"); among equals, the one the column is the
  // key of ("student ids": the students' own ids, not a copy kept to refer to them), then one the
  // question names ("cities that employees live in": the employees' cities), else the first
  // one's best.
  const named = namedTables(context.mentions);
  const ownKey = (entry: Mention['entries'][number]) =>
    entry.target.kind === 'column' &&
    entry.target.table.primaryKey.length === 1 &&
    entry.target.table.primaryKey[0] === entry.target.column.name;
  for (const mention of shown) {
    const candidates = mention.entries.filter((e) => e.target.kind !== 'table');
    const top = candidates[0]?.quality ?? 0;
    const best = candidates.reduce<Mention['entries'][number] | undefined>((a, e) => {
      if (!a) return e;
      const gain =
        holding(e.target.table) - holding(a.target.table) ||
        holdingAny(e.target.table) - holdingAny(a.target.table);
      const tie = gain === 0 && e.quality >= top;
      const keyTie = tie && ownKey(e) && !ownKey(a);
      const namedTie =
        tie &&
        ownKey(e) === ownKey(a) &&
        named.includes(e.target.table) &&
        !named.includes(a.target.table);
      return gain > 0 || keyTie || namedTie ? e : a;
    }, undefined);
    if (best) return best.target.table;
  }
  for (const [mention] of entries) {
    const target = mention.entries[0]?.target;
    if (target) return target.table;
  }
  return context.model.tables.length === 1 ? context.model.tables[0] : undefined;
}
