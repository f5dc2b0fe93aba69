import type { OrgSeed, Person, SeedContext } from './context';

/**
 * The organization's usage this month and today, and last August's; returns the month's
 * questions. Free-plan questions are counted per person: `counted` holds who has their row.
 */
export function seedUsage(ctx: SeedContext, org: OrgSeed, counted: Set<Person>): number {
  const questions = 40 * org.plan.scale + org.index;
  const kinds = [
    ['question', questions],
    ['dashboard.connected', 2 * org.plan.scale],
    ['ocr.page', 17 + org.index],
  ] as const;
  for (const [kind, count] of kinds) {
    const counter = { org_id: org.id, kind };
    ctx.rows.add('usage_counters', {
      ...counter,
      month: ctx.month,
      month_count: count,
      day: ctx.day,
      day_count: Math.min(count, 3 + org.index),
    });
    ctx.rows.add('usage_counters', {
      ...counter,
      month: '2025-08-01',
      month_count: count * 2,
      day: '2025-08-29',
      day_count: 4,
    });
  }
  for (const [i, member] of org.people.entries()) {
    if (counted.has(member)) continue;
    counted.add(member);
    ctx.rows.add('person_usage_counters', {
      user_id: member.id,
      kind: 'question',
      month: ctx.month,
      month_count: 5 + i,
      day: ctx.day,
      day_count: 1,
    });
  }
  return questions;
}
