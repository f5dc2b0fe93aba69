import {
  type AlertCondition,
  type AlertRecipients,
  alertConditionSchema,
  alertRecipientsSchema,
  askResultSchema,
  type ItemChange,
  type ItemLayout,
  itemChangeSchema,
  itemLayoutSchema,
  type ReportFrequency,
  reportFrequencySchema,
  type ScheduleFrequency,
  scheduleFrequencySchema,
  structuredQuerySchema,
} from '@tabletalk/contracts';
import type { OrgSeed, Person, SeedContext } from './context';
import { at, DAY, HOUR, json, uuid } from './rows';
import type { SeededConversation } from './sources';

/** Dashboards with their items, favourites, shares, alerts, embeds and reports, and schedules. */

export interface SeededDashboard {
  id: string;
  name: string;
  creator: Person;
  itemTitles: string[];
}

interface SeededItem {
  id: string;
  title: string;
  conversation: SeededConversation;
}

const NAMES = ['Revenue overview', 'Regional performance', 'Category mix', 'Board pack'];
/** Each dashboard's refresh: daily in Berlin, hourly, daily again, off. */
const REFRESH: ScheduleFrequency[] = [
  { kind: 'daily', time: '07:30', timeZone: 'Europe/Berlin' },
  { kind: 'hourly', minute: 15 },
  { kind: 'daily', time: '06:00', timeZone: 'America/New_York' },
  { kind: 'off' },
];

/** The scheduler's row for a job of a dashboard, an alert or a report. */
function seedSchedule(
  ctx: SeedContext,
  org: OrgSeed,
  job: { name: string; key: string; data: object },
  frequency: ScheduleFrequency,
  nextRunInMinutes: number,
): void {
  ctx.rows.add('schedules', {
    id: uuid(),
    org_id: org.id,
    job: job.name,
    key: job.key,
    data: JSON.stringify(job.data),
    frequency: json(scheduleFrequencySchema, frequency),
    next_run_at: at(nextRunInMinutes),
    last_run_at: at(-HOUR),
    created_at: at(-20 * DAY),
    updated_at: at(-HOUR),
  });
}

/** Four items pinned from the room's answers, on a two-column grid. */
function seedItems(
  ctx: SeedContext,
  org: OrgSeed,
  dashboardId: string,
  answers: SeededConversation[],
): SeededItem[] {
  return answers.flatMap((conversation, i) => {
    const answer = conversation.result.answer;
    if (!answer) return [];
    const id = uuid();
    const title = `${answer.interpretation} (${i + 1})`;
    const layout: ItemLayout = { x: (i % 2) * 6, y: Math.floor(i / 2) * 4, w: 6, h: 4 };
    const change: ItemChange = {
      previous: 41_002.5,
      delta: 7_207.75,
      percent: 17.58,
      period: 'month',
    };
    ctx.rows.add('dashboard_items', {
      id,
      org_id: org.id,
      dashboard_id: dashboardId,
      source_id: conversation.sourceId,
      conversation_id: conversation.id,
      kind: answer.displayKind,
      title,
      structured_query: answer.structuredQuery
        ? json(structuredQuerySchema, answer.structuredQuery)
        : null,
      sql: answer.sql,
      chart: answer.chart ? JSON.stringify(answer.chart) : null,
      chart_edits:
        i === 1 ? JSON.stringify({ chartType: 'horizontal-bar', color: '#1f77b4' }) : null,
      result: json(askResultSchema, conversation.result),
      last_refreshed_at: at(10),
      broken_reason: null,
      layout: json(itemLayoutSchema, layout),
      position: i,
      created_at: at(-20 * DAY + i),
      updated_at: at(10),
      change: answer.displayKind === 'WIDGET' ? json(itemChangeSchema, change) : null,
    });
    return [{ id, title, conversation }];
  });
}

/** Eight hourly checks of an alert: values, one fired, one failed. */
function seedAlertChecks(ctx: SeedContext, org: OrgSeed, alertId: string): void {
  for (let c = 0; c < 8; c += 1) {
    const failed = c === 4;
    ctx.rows.add('alert_checks', {
      id: uuid(),
      org_id: org.id,
      alert_id: alertId,
      checked_at: at(-HOUR * c),
      value: failed ? null : 45_000 + c * 812.125,
      state: failed ? 'ERROR' : (['FIRING', 'OK', 'OK'][c % 3] ?? 'OK'),
    });
  }
}

/** An alert on the dashboard's first widget (or item), its checks and its schedule. */
function seedAlert(
  ctx: SeedContext,
  org: OrgSeed,
  dashboard: SeededDashboard,
  d: number,
  items: SeededItem[],
) {
  const widget = items.find((item) => item.conversation.result.answer?.displayKind === 'WIDGET');
  const item = widget ?? items[0];
  const answer = item?.conversation.result.answer;
  if (!item || !answer) return;
  const id = uuid();
  const even = d % 2 === 0;
  const condition: AlertCondition = even
    ? { kind: 'below', threshold: 40_000 }
    : { kind: 'change', percent: 25 };
  const recipients: AlertRecipients = {
    userIds: org.people.slice(0, 2).map((person) => person.id),
    inApp: true,
    email: even,
  };
  const frequency: ScheduleFrequency = { kind: 'hourly', minute: 5 };
  ctx.rows.add('alerts', {
    id,
    org_id: org.id,
    created_by: dashboard.creator.id,
    name: `${dashboard.name}: revenue watch`,
    dashboard_id: dashboard.id,
    item_id: item.id,
    conversation_id: item.conversation.id,
    source_id: item.conversation.sourceId,
    structured_query: answer.structuredQuery
      ? json(structuredQuerySchema, answer.structuredQuery)
      : null,
    sql: answer.sql,
    condition: json(alertConditionSchema, condition),
    frequency: json(scheduleFrequencySchema, frequency),
    recipients: json(alertRecipientsSchema, recipients),
    state: even ? 'OK' : 'FIRING',
    last_value: 48_210.25,
    last_checked_at: at(5),
    last_error: null,
    note: d === 0 ? 'Call the regional leads when this fires.' : null,
    snoozed_until: null,
    archived_at: null,
    created_at: at(-15 * DAY),
    updated_at: at(5),
  });
  const data = { alertId: id, orgId: org.id };
  seedSchedule(ctx, org, { name: 'dashboards.alert-check', key: id, data }, frequency, 65);
  seedAlertChecks(ctx, org, id);
}

/** The dashboard's embed on the intranet, and its weekly report by email with its schedule. */
function seedSharing(ctx: SeedContext, org: OrgSeed, dashboard: SeededDashboard): void {
  ctx.rows.add('dashboard_embeds', {
    id: uuid(),
    org_id: org.id,
    dashboard_id: dashboard.id,
    created_by: dashboard.creator.id,
    enabled: true,
    allowed_origins: JSON.stringify(['https://intranet.northwind.example']),
    expires_at: at(90 * DAY),
    created_at: at(-5 * DAY),
    revoked_at: null,
  });
  const weekly: ReportFrequency = {
    kind: 'weekly',
    day: 1,
    time: '08:00',
    timeZone: 'Europe/Berlin',
  };
  ctx.rows.add('dashboard_subscriptions', {
    id: uuid(),
    org_id: org.id,
    dashboard_id: dashboard.id,
    created_by: dashboard.creator.id,
    frequency: json(reportFrequencySchema, weekly),
    user_ids: JSON.stringify(org.people.map((person) => person.id)),
    last_sent_at: at(-7 * DAY),
    created_at: at(-30 * DAY),
  });
  const job = { name: 'dashboards.report', key: dashboard.id, data: { dashboardId: dashboard.id } };
  seedSchedule(ctx, org, job, weekly, 6 * DAY);
}

/** The `d`-th dashboard of the organization, made by one of its members from their answers. */
function seedDashboard(
  ctx: SeedContext,
  org: OrgSeed,
  d: number,
  conversations: SeededConversation[],
): SeededDashboard {
  const id = uuid();
  const creator = org.people[d % org.people.length] ?? org.owner;
  const name = NAMES[d] ?? `Dashboard ${d}`;
  const frequency = REFRESH[d] ?? { kind: 'off' };
  ctx.rows.add('dashboards', {
    id,
    org_id: org.id,
    created_by: creator.id,
    name,
    description: d === 0 ? 'The numbers the leadership team reads every morning.' : null,
    visibility: d % 2 === 0 ? 'PUBLIC' : 'PRIVATE',
    is_draft: d === 3,
    frequency: json(scheduleFrequencySchema, frequency),
    connected_month: ctx.month,
    last_refreshed_at: at(10),
    created_at: at(-20 * DAY + d),
    updated_at: at(10 + d),
  });
  if (frequency.kind !== 'off') {
    const job = { name: 'dashboards.refresh', key: id, data: { dashboardId: id } };
    seedSchedule(ctx, org, job, frequency, DAY);
  }
  const answers = Array.from(
    { length: 4 },
    (_, i) => conversations[(d * 4 + i) % conversations.length],
  );
  const items = seedItems(
    ctx,
    org,
    id,
    answers.flatMap((answer) => (answer ? [answer] : [])),
  );
  const dashboard = { id, name, creator, itemTitles: items.map((item) => item.title) };
  ctx.rows.add('dashboard_favourites', { user_id: creator.id, dashboard_id: id, created_at: at() });
  const other = org.people.find((person) => person !== creator);
  if (d % 2 === 1 && other) {
    ctx.rows.add('dashboard_shares', {
      dashboard_id: id,
      user_id: other.id,
      org_id: org.id,
      shared_by: creator.id,
      created_at: at(),
    });
  }
  seedAlert(ctx, org, dashboard, d, items);
  if (d === 0) {
    ctx.rows.add('active_dashboards', {
      user_id: creator.id,
      org_id: org.id,
      dashboard_id: id,
      updated_at: at(),
    });
    seedSharing(ctx, org, dashboard);
  }
  return dashboard;
}

/** Two dashboards per unit of scale; the first organization's embed key rotated once. */
export function seedDashboards(
  ctx: SeedContext,
  org: OrgSeed,
  conversations: SeededConversation[],
): SeededDashboard[] {
  const dashboards = Array.from({ length: 2 * org.plan.scale }, (_, d) =>
    seedDashboard(ctx, org, d, conversations),
  );
  if (org.index === 0) {
    ctx.rows.add('org_embed_keys', { org_id: org.id, version: 2, rotated_at: at(-DAY) });
  }
  return dashboards;
}
