import { type ReadContext, wordsBetween } from './context';
import type { Mention } from './link';
import type { Role } from './roles';

/**
 * Words between a verb and its object: "did not host any party", "never hosted a party", "did
 * not serve as a host of any party", "do not participate in any activity".
 */
export const objectLeads = new Set([
  'any',
  'a',
  'an',
  'the',
  'single',
  'of',
  'in',
  'on',
  'with',
  'to',
]);

const tableOf = (mention: Mention) => {
  const target = mention.entries[0]?.target;
  return target?.kind === 'table' ? target.table : undefined;
};

/** The table a span names, or names a column of ("names of hosts"). */
const namedTable = (mention: Mention) => {
  const target = mention.entries[0]?.target;
  return target && target.kind !== 'value' ? target.table : undefined;
};

/**
 * "hosts who did not host any party": a denied span that only restates the table of an earlier
 * span is a verb, not its rows; the denial is of the table named right after it ("party").
 */
export function deniedVerbObjects(
  context: ReadContext,
  roles: Map<Mention, Role>,
): Map<Mention, Role> {
  context.mentions.forEach((mention, index) => {
    const role = roles.get(mention);
    const table = tableOf(mention);
    if (role?.kind !== 'related' || !role.negate || !table) return;
    const restates = context.mentions.slice(0, index).some((m) => namedTable(m) === table);
    const object = context.mentions[index + 1];
    const objectTable = object && tableOf(object);
    if (!restates || !object || !objectTable || objectTable === table) return;
    const lead = wordsBetween(context, mention.end, object.start);
    const objectRole = roles.get(object)?.kind;
    if (!lead.every((word) => objectLeads.has(word))) return;
    if (objectRole !== 'select' && objectRole !== 'entity') return;
    roles.set(object, role);
    roles.set(mention, { kind: 'consumed' });
  });
  return roles;
}
