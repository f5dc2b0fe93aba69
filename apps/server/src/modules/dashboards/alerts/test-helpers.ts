import type { BuiltUser } from '../../../../test/factories';
import type { TestApp } from '../../../../test/test-app';
import { ask, call, userWithSampleRoom } from '../../rooms/test-helpers';
import { createDashboard, setPlan } from '../test-helpers';

type Caller = Pick<BuiltUser, 'headers'> | null;

/** A room's answer to `text`: the conversation's id (throws unless it was answered). */
export async function conversationOf(
  t: TestApp,
  owner: BuiltUser,
  room: { roomId: string; sampleId: string },
  text: string,
): Promise<string> {
  const res = await ask(t, owner, room.roomId, room.sampleId, text);
  if (res.statusCode !== 200) throw new Error(`${text}: ${res.body}`);
  return res.json().data._id;
}

/** Pins an answer to a dashboard as `kind` and answers the item's id. */
async function pin(
  t: TestApp,
  owner: BuiltUser,
  body: { dashboardId: string; conversationId: string; kind: 'WIDGET' | 'GRAPH' },
): Promise<string> {
  const res = await call(t, owner, 'POST', '/dashboard/db/add-conversation-to-dashboard', body);
  if (res.statusCode !== 200) throw new Error(`pin: ${res.body}`);
  return res.json().data._id;
}

/**
 * An organization (on Enterprise: no limit in the way) with the sample source, a room, and a
 * PUBLIC dashboard holding the total revenue as a widget and revenue by region as a graph.
 */
export async function alertFixture(t: TestApp) {
  const room = await userWithSampleRoom(t);
  const { owner } = room;
  await setPlan(t, owner.orgId, 'Enterprise');
  const dashboardId = await createDashboard(t, owner, 'Sales', 'PUBLIC');
  const totalConversation = await conversationOf(t, owner, room, 'What is the total revenue?');
  const byRegion = await conversationOf(t, owner, room, 'total revenue by region');
  const widgetId = await pin(t, owner, {
    dashboardId,
    conversationId: totalConversation,
    kind: 'WIDGET',
  });
  const graphId = await pin(t, owner, { dashboardId, conversationId: byRegion, kind: 'GRAPH' });
  return { ...room, dashboardId, totalConversation, byRegion, widgetId, graphId };
}

/** The body of `alerts/create` for a widget, hourly, to `userIds` in the app. */
export function alertBody(
  itemId: string,
  condition: Record<string, unknown>,
  userIds: string[],
  overrides: Record<string, unknown> = {},
) {
  return {
    itemId,
    condition,
    frequency: { kind: 'hourly', minute: 0 },
    recipients: { userIds, inApp: true, email: false },
    ...overrides,
  };
}

/** `POST dashboard/alerts/create` and the new alert's id (throws unless it was created). */
export async function createAlert(t: TestApp, user: Caller, body: unknown): Promise<string> {
  const res = await call(t, user, 'POST', '/dashboard/alerts/create', body);
  if (res.statusCode !== 200) throw new Error(`alerts/create: ${res.statusCode} ${res.body}`);
  return res.json().data._id;
}
