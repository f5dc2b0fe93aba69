import { wordsBetween } from '../context';
import { objectLeads } from '../denied-verb-objects';
import type { FilterSpec } from '../frame';
import { relatingPath, shortestPath } from '../join-graph';
import type { FrameRule } from './frame-builder';
import { tableOf } from './mention-targets';

type Related = Extract<FilterSpec, { kind: 'related' }>;

/**
 * "faculty who do not participate in any activity": a denied span naming a table that is only
 * reached through the table named right after it (the activities a student takes part in, past
 * the activities) denies that nearer table, the object of the verb; one reached through the
 * denied table is that verb's object too, and is not required besides.
 */
export const deniedNearerTable: FrameRule = ({ context, frame, roles }) => {
  const model = context.model;
  roles.forEach(([mention, role], index) => {
    const [next, nextRole] = roles[index + 1] ?? [];
    if (role.kind !== 'related' || !role.negate || !next || !nextRole) return;
    if (nextRole.kind !== 'entity' && nextRole.kind !== 'select') return;
    const object = tableOf(next);
    if (!object || next.entries[0]?.target.kind !== 'table' || object === frame.focus) return;
    const lead = wordsBetween(context, mention.end, next.start);
    if (!lead.every((word) => objectLeads.has(word))) return;
    const denied = frame.filters.find(
      (f): f is Related =>
        f.kind === 'related' && f.negate && f.at === mention.start && f.filters.length === 0,
    );
    if (!denied || denied.table === object) return;
    const path = shortestPath(model, frame.focus, denied.table) ?? [];
    // "instructors who did not teach any courses": the courses are reached through the teaching
    // denied, so they are the verb's object, not rows required besides.
    const toObject = relatingPath(model, frame.focus, object) ?? [];
    const pastDenied = toObject.slice(0, -1).some((step) => step.to === denied.table);
    if (!pastDenied && !path.slice(0, -1).some((step) => step.to === object)) return;
    if (!pastDenied) denied.table = object;
    frame.joins = frame.joins.filter((table) => table !== object);
  });
};
