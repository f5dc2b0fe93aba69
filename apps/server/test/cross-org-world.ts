import { eq } from 'drizzle-orm';
import { notifications } from '../src/db/schema';
import {
  createAskDocsProject,
  insertConversation,
  insertDocument,
} from '../src/modules/askdocs/test-helpers';
import type { StripeStandIn } from '../src/modules/billing/stripe/testing';
import {
  alertBody,
  alertFixture,
  createAlert,
} from '../src/modules/dashboards/alerts/test-helpers';
import { call } from '../src/modules/rooms/test-helpers';
import { connection, ordersCsv, upload } from '../src/modules/sources/test-helpers';
import { type BuiltUser, buildUser } from './factories';
import type { TestApp } from './test-app';

/**
 * The kinds of object a route's ids name (path parameters, query and body fields). Every one is
 * a real object of the world an organization gets from {@link buildOrgWorld}.
 */
export const OBJECT_TYPES = [
  'org',
  'team',
  /** The owner's user id (routes that take the caller's own id). */
  'owner',
  /** A member of the organization who is not its owner (a user id). */
  'member',
  /** That member's email address (routes that look a user up by email). */
  'email',
  'invite',
  /** The link token of that invitation, as its email carries it. */
  'inviteToken',
  /** The owner's session (user-sessions/{id}). */
  'session',
  /** The member's notification (of the dashboard shared with them). */
  'notification',
  /** The sample (file) source. */
  'source',
  /** A database source: a PostgreSQL connection whose password is sealed in the row. */
  'connection',
  /** An uploaded CSV file (table `data`: id, region, amount), whose columns can change type. */
  'upload',
  'project',
  /** A question room over the source. */
  'room',
  /** An answered question (conversation) in the room; its chart is `update-graph`'s id. */
  'conversation',
  /** A saved question template. */
  'template',
  'dashboard',
  /** A dashboard item pinned as a graph. */
  'item',
  /** A dashboard item pinned as a single-value widget (alerts watch widgets). */
  'widget',
  'alert',
  'docsProject',
  'document',
  'docsTemplate',
  /** A project's Ask Docs room. */
  'docsRoom',
  /** A question and answer in that room. */
  'docsConversation',
  /** The organization's Stripe customer id (its billing account). */
  'stripeCustomer',
  /** A paid invoice of that customer (in the Stripe stand-in). */
  'invoice',
] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];
export type WorldIds = Record<ObjectType, string>;

/** One organization with one real object of every type, and its owner (who made them). */
export interface OrgWorld {
  owner: BuiltUser;
  member: BuiltUser;
  ids: WorldIds;
  /** A dashboard embed token of the organization's dashboard. */
  embedToken: string;
  /** The word in every name the world chose (dashboards, rooms, projects, templates, alerts). */
  marker: string;
  /** The password of its database source (only the sealed column may hold it). */
  password: string;
}

/** A JSON call as the world's owner that must succeed; answers the body's `data` (or the body). */
async function ok(
  t: TestApp,
  user: BuiltUser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  const res = await call(t, user, method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return body.data ?? body;
}

/**
 * Builds an organization (on Enterprise) through the API where it can: the sample source and
 * its project, a room with two answers pinned to a dashboard (a widget and a graph), an alert on
 * the widget, the dashboard shared with a member (who gets a notification), an embed, a report
 * subscription, templates, an invitation, an Ask Docs project with a document, a template, a
 * room and a question, stars on what can be starred, an uploaded CSV, a database source (on `database`, with
 * a password of its own), and a billing account with a Stripe
 * customer and a paid invoice (in `stripe`, the stand-in). Every name carries `marker`.
 */
export async function buildOrgWorld(
  t: TestApp,
  options: {
    marker: string;
    stripe: Pick<StripeStandIn, 'addInvoice' | 'customers'>;
    /** A database on the local PostgreSQL server for the database source. */
    database: string;
  },
): Promise<OrgWorld> {
  const { marker, stripe } = options;
  const fixture = await alertFixture(t);
  const { owner, sampleId, roomId, dashboardId, totalConversation, widgetId, graphId } = fixture;
  const member = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });

  const password = `${marker}-Secr3t-${owner.orgId.slice(0, 8)}`;
  const database = (
    await ok(t, owner, 'POST', '/db/add-database', {
      name: `${marker} warehouse`,
      connection: connection(options.database, { password }),
    })
  )._id as string;
  const uploaded = await upload(t, owner, ordersCsv(5), { name: `${marker} orders` });
  if (uploaded.statusCode !== 200) throw new Error(`upload: ${uploaded.body}`);
  const project = (await ok(t, owner, 'GET', `/db/source-info/${sampleId}`)).projectId as string;
  await ok(t, owner, 'PUT', `/db/update-project/${project}`, { name: `${marker} project` });
  await ok(t, owner, 'PUT', `/db/project-favourite/${project}`, { isFavourite: true });
  await ok(t, owner, 'PUT', `/db/update-room/${roomId}`, { name: `${marker} room` });
  await ok(t, owner, 'PUT', `/db/room-favorite/${roomId}`, { favourite: true });
  await ok(t, owner, 'PUT', `/db/conversation-favourite/${totalConversation}`, { favourite: true });
  await ok(t, owner, 'PUT', `/db/conversation-feedback/${totalConversation}`, { feedback: 'LIKE' });
  const template = (
    await ok(t, owner, 'POST', '/db/create-template', {
      title: `${marker} template`,
      text: 'What is the total revenue?',
      sourceId: sampleId,
    })
  )._id as string;
  await ok(t, owner, 'PUT', `/db/make-template-favourite/${template}`, { favourite: true });

  await ok(t, owner, 'PUT', `/dashboard/update-dashboard/${dashboardId}`, {
    name: `${marker} dashboard`,
  });
  await ok(t, owner, 'PUT', `/dashboard/favorite/${dashboardId}`, { favourite: true });
  await ok(t, owner, 'POST', `/dashboard/share/${dashboardId}`, { userIds: [member.user.id] });
  const alert = await createAlert(
    t,
    owner,
    alertBody(widgetId, { kind: 'above', threshold: 1 }, [owner.user.id, member.user.id], {
      name: `${marker} alert`,
    }),
  );
  await ok(t, owner, 'POST', `/dashboard/alerts/refresh/${alert}`);
  const embed = await ok(t, owner, 'POST', '/dashboard/generate-embed-code', { dashboardId });
  await ok(t, owner, 'PUT', `/dashboard/subscriptions/${dashboardId}`, {
    frequency: { kind: 'daily', time: '08:00' },
    userIds: [owner.user.id],
  });

  const inviteEmail = `invited-${marker.toLowerCase()}-${owner.orgId.slice(0, 8)}@example.com`;
  const invite = (
    await ok(t, owner, 'POST', `/teams/${owner.teamId}/invite`, {
      email: inviteEmail,
      role: 'member',
    })
  )._id as string;
  const inviteMail = t.emails(inviteEmail).at(-1);
  const inviteToken = /\/invite\/([\w-]+)/.exec(inviteMail?.text ?? '')?.[1];
  if (!inviteToken) throw new Error(`no invitation token in ${inviteMail?.text}`);

  const docsProject = await createAskDocsProject(t, owner, `${marker} docs project`);
  await ok(t, owner, 'PUT', `/ask-docs/project-favorite/${docsProject}`, { isFavourite: true });
  const document = (
    await insertDocument(t, {
      orgId: owner.orgId,
      projectId: docsProject,
      fileName: `${marker}-handbook.pdf`,
    })
  ).id;
  const docsTemplate = (
    await ok(t, owner, 'POST', '/ask-docs/create-template', {
      title: `${marker} docs template`,
      instruction: 'Cite the clause.',
    })
  )._id as string;
  await ok(t, owner, 'PUT', `/ask-docs/make-template-favorite/${docsTemplate}`, {
    favourite: true,
  });
  await ok(t, owner, 'PUT', `/ask-docs/room/${docsProject}`, { templateId: docsTemplate });
  const docsRoom = (await ok(t, owner, 'GET', `/ask-docs/room/${docsProject}`))._id as string;
  const docsConversation = (
    await insertConversation(t, {
      orgId: owner.orgId,
      roomId: docsRoom,
      userId: owner.user.id,
      question: `${marker} question`,
      createdAt: t.ctx.now(),
    })
  ).id;

  const [notification] = await t.ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, member.user.id));
  if (!notification) throw new Error('the member got no notification');

  const stripeCustomer = `cus_${marker}${owner.orgId.slice(0, 8)}`;
  stripe.customers.set(stripeCustomer, {
    id: stripeCustomer,
    object: 'customer',
    created: Math.floor(t.ctx.now().getTime() / 1000),
    email: owner.user.email,
    name: `${marker} organization`,
    metadata: { orgId: owner.orgId },
    livemode: false,
  });
  await t.database.executeSql(
    `INSERT INTO billing_accounts (org_id, assigned_plan, stripe_customer_id) VALUES ($1, 'Enterprise', $2)
     ON CONFLICT (org_id) DO UPDATE SET stripe_customer_id = excluded.stripe_customer_id`,
    [owner.orgId, stripeCustomer],
  );

  return {
    owner,
    member,
    marker,
    embedToken: embed.token,
    password,
    ids: {
      org: owner.orgId,
      team: owner.teamId,
      owner: owner.user.id,
      member: member.user.id,
      email: member.user.email,
      invite,
      inviteToken,
      session: owner.sessionId,
      notification: notification.id,
      source: sampleId,
      connection: database,
      upload: uploaded.json()._id,
      project,
      room: roomId,
      conversation: totalConversation,
      template,
      dashboard: dashboardId,
      item: graphId,
      widget: widgetId,
      alert,
      docsProject,
      document,
      docsTemplate,
      docsRoom,
      docsConversation,
      stripeCustomer,
      invoice: stripe.addInvoice({ customer: stripeCustomer, amountPaid: 1000 }).id,
    },
  };
}
