/**
 * The cross-organization slice of the route matrix: for every route that is not public, which
 * object types its ids name, and the calls a member of organization B makes with organization
 * A's real ids. `cross-org.test.ts` checks the table against the app's routes (a route added
 * without an entry fails) and runs every call; see that file for what it proves.
 *
 * - `names`: the object types (of `cross-org-world.ts`) the route's ids name. Each call names A's
 *   object of at least one of them, and the calls together name every one: a route with two ids
 *   gets a call per id, A's in one place and B's own object in the others, so that each lookup is
 *   checked on its own. The answer is 404 unless the call gives its `refusal` (status and why),
 *   and it is always the answer the same call gets with unknown ids in place of A's.
 * - `names: []`: the route takes no id of an object; B's owner calls it (sample input) and its
 *   answer must hold none of A's ids or names. `notCalled` instead says why it is not called
 *   (it acts on the caller's own account only).
 * - `as: 'embed'`: the call carries B's dashboard embed token instead of B's session.
 */
import type { ObjectType, WorldIds } from './cross-org-world';

/** One call: path parameters, query, and fields laid over a sample of the body schema. */
export interface CrossOrgCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Send a multipart upload (one small text file) with these fields instead of JSON. */
  multipart?: Record<string, string>;
  /**
   * The answer when it is not 404, and why that refusal is right for this route; `unlikeUnknown`
   * says why it may differ from the answer with unknown ids.
   */
  refusal?: { status: number; why: string; unlikeUnknown?: string };
}

export type CrossOrgEntry =
  | {
      names: readonly [ObjectType, ...ObjectType[]];
      calls: (a: WorldIds, b: WorldIds) => CrossOrgCall[];
      as?: 'embed';
    }
  | { names: readonly []; notCalled?: string };

/** Takes no object id: called by B, its answer scanned for A's ids and names. */
const NONE = { names: [] } as const;
/** Acts on the caller's own account, takes no id: not called. */
const OWN = { names: [], notCalled: "acts on the caller's own account and takes no id" } as const;

/** One type or several: a call for each. */
type Types = ObjectType | readonly [ObjectType, ...ObjectType[]];
const each = (types: Types) =>
  (typeof types === 'string' ? [types] : [...types]) as [ObjectType, ...ObjectType[]];

/** `:id` names A's object of each type (a call per type); `body` is laid over the sample. */
const byId = (types: Types, body?: Record<string, unknown>): CrossOrgEntry => ({
  names: each(types),
  calls: (a) => each(types).map((type) => ({ params: { id: a[type] }, body })),
});
/** A query field names A's object of each type. */
const byQuery = (
  types: Types,
  field: string,
  refusal?: CrossOrgCall['refusal'],
): CrossOrgEntry => ({
  names: each(types),
  calls: (a) => each(types).map((type) => ({ query: { [field]: a[type] }, refusal })),
});
/** A body field names A's object of each type. */
const byBody = (
  types: Types,
  field: string,
  body: Record<string, unknown> = {},
  refusal?: CrossOrgCall['refusal'],
): CrossOrgEntry => ({
  names: each(types),
  calls: (a) => each(types).map((type) => ({ body: { ...body, [field]: a[type] }, refusal })),
});
/** The sample, the database source and the uploaded file. */
const SOURCES = ['source', 'connection', 'upload'] as const;
/** A column of the uploaded file (`ordersCsv`), to change its type. */
const COLUMN = { table: 'data', column: 'id', type: 'text' };
/** A filter of the caller's own list: A's id matches none of them. */
const FILTER = {
  status: 200,
  why: "a filter over the caller's own rows: none match, the same empty answer as for an id that names nothing",
} as const;
/** A list of user ids checked against the organization's members before anything is stored. */
const NOT_MEMBERS = {
  status: 400,
  why: "the users are checked against the members of the caller's organization first, as any unknown id (VALIDATION_FAILED)",
} as const;
/** `:teamId` and `:second` name a team and its member/invite: A's team, or B's with A's second. */
const teamAnd = (
  second: 'member' | 'invite',
  param: string,
  body?: Record<string, unknown>,
): CrossOrgEntry => ({
  names: ['team', second],
  calls: (a, b) => [
    { params: { teamId: a.team, [param]: a[second] }, body },
    { params: { teamId: b.team, [param]: a[second] }, body },
  ],
});

const TEMPLATE = { title: 'Borrowed', text: 'What is the total revenue?' };
const DOCS_TEMPLATE = { title: 'Borrowed', instruction: 'Cite.' };

/** Every route that is not public, and what its ids name. */
export const CROSS_ORG_MATRIX: Record<string, CrossOrgEntry> = {
  // The user's own account and sessions.
  'POST /api/auth/refresh': OWN,
  'GET /api/auth/me': NONE,
  'PUT /api/auth/change-ai-model': OWN,
  'POST /api/change-password': OWN,
  'GET /api/user-sessions/check-session/:id': byId('session'),
  'GET /api/user-sessions/delete-session/:id': byId('session'),
  'POST /api/user-sessions/create': OWN,
  'GET /api/users/profile': NONE,
  'GET /api/users/user-profile': NONE,
  'PUT /api/users/update': OWN,
  'POST /api/users/create-profile': OWN,
  'DELETE /api/users/delete': OWN,
  'GET /api/users/me': NONE,
  'GET /api/users/permissions': NONE,
  'POST /api/users/get-user-email': byBody(
    'email',
    'email',
    {},
    {
      status: 200,
      why: "null for an address that is not a member of the caller's organization, as for one nobody has",
    },
  ),
  'POST /api/contact-us/email-support-create': NONE,

  // Organizations, teams and invitations.
  'GET /api/orgs': NONE,
  'POST /api/orgs': OWN,
  'PUT /api/orgs/:id': byId('org', { name: 'Taken over' }),
  'GET /api/teams/:teamId/members': {
    names: ['team'],
    calls: (a) => [{ params: { teamId: a.team } }],
  },
  'GET /api/teams/:teamId/members/list': {
    names: ['team'],
    calls: (a) => [{ params: { teamId: a.team } }],
  },
  'PUT /api/teams/:teamId/members/:userId': teamAnd('member', 'userId', { role: 'viewer' }),
  'DELETE /api/teams/:teamId/members/:userId': teamAnd('member', 'userId'),
  'POST /api/teams/:teamId/members/:userId/reset-password': teamAnd('member', 'userId', {
    newPassword: 'purple elephant dances 42',
  }),
  'POST /api/teams/:teamId/invite': {
    names: ['team'],
    calls: (a) => [
      { params: { teamId: a.team }, body: { email: 'intruder@example.com', role: 'owner' } },
    ],
  },
  'GET /api/teams/:teamId/invites': {
    names: ['team'],
    calls: (a) => [{ params: { teamId: a.team } }],
  },
  'DELETE /api/teams/:teamId/invites/:inviteId': teamAnd('invite', 'inviteId'),
  'POST /api/invites/:token/accept': {
    names: ['inviteToken'],
    calls: (a) => [
      {
        params: { token: a.inviteToken },
        refusal: {
          status: 403,
          why: 'the token is the credential: whoever holds it learns only that it invites another address (no id, name or row of A is given)',
          unlikeUnknown: 'an unknown token is 404: holding a real token is the credential',
        },
      },
    ],
  },

  // Notifications (the user's own).
  'GET /api/getUserNotifications': NONE,
  'PUT /api/markNotificationAsRead/:id': byId('notification'),
  'PUT /api/notifications/read-all': OWN,
  'DELETE /api/delete-user-notifications': OWN,

  // Sources and projects.
  'POST /api/db/add-database': NONE,
  'POST /api/db/check-csv': NONE,
  'POST /api/db/set-sample': NONE,
  'GET /api/db/sources': byQuery('project', 'projectId', FILTER),
  'GET /api/db/all-databases': NONE,
  'GET /api/db/sheets/:id': byId('project'),
  'GET /api/db/source-info/:id': byId(SOURCES),
  'GET /api/db/source-preview-data/:id': byId(SOURCES),
  'GET /api/db/select_source': byQuery(SOURCES, 'id'),
  'GET /api/db/db-schema': byQuery(SOURCES, 'id'),
  'DELETE /api/db/delete-source/:id': byId(SOURCES),
  'GET /api/db/all-projects': NONE,
  'GET /api/db/project-by-id': byQuery('project', 'id'),
  'PUT /api/db/update-project/:id': byId('project', { name: 'Taken over' }),
  'PUT /api/db/project-favourite/:id': byId('project', { isFavourite: true }),
  'DELETE /api/db/delete-project/:id': byId('project'),
  'POST /api/db/build-knowledge': byBody(SOURCES, 'id'),
  'PUT /api/dashboard/db/refresh-database/:id': byId(SOURCES),
  'PUT /api/db/source-model/:id': byId(SOURCES, { tables: [] }),
  'PUT /api/db/csv-headers': byBody('upload', 'sourceId', { headers: ['a', 'b', 'c'] }),
  'POST /api/db/column-type-preview': byBody('upload', 'sourceId', COLUMN),
  'PUT /api/db/column-type': byBody('upload', 'sourceId', COLUMN),
  'POST /api/db/decrypt-db-password': byBody('connection', 'id', {
    password: 'correct horse battery staple',
  }),

  // Questions and rooms.
  'GET /api/db/nlquery': {
    names: SOURCES,
    calls: (a) =>
      SOURCES.map((type) => ({ query: { id: a[type], text: 'What is the total revenue?' } })),
  },
  'GET /api/db/query-suggestions/:id': byId(SOURCES),
  'POST /api/db/create-room': byBody('source', 'sourceId', { name: 'Borrowed' }),
  'GET /api/db/all-user-rooms': NONE,
  'GET /api/db/user-rooms': byQuery('source', 'source', FILTER),
  'GET /api/db/room_by_id_source': {
    names: ['room', 'source'],
    calls: (a, b): CrossOrgCall[] => [
      { query: { room: a.room, source: b.source } },
      // Without a room: the caller's latest room over the source, none (null).
      { query: { source: a.source }, refusal: FILTER },
    ],
  },
  'PUT /api/db/update-room/:id': byId('room', { name: 'Taken over' }),
  'PUT /api/db/room-favorite/:id': byId('room', { favourite: true }),
  'DELETE /api/db/delete-room/:id': byId('room'),
  'GET /api/db/change-room/:id': byId('room'),
  'GET /api/db/get-active-chat': NONE,
  'GET /api/db/user-session': NONE,
  'GET /api/db/init-conversation': {
    names: ['room', 'source'],
    calls: (a, b) => [
      { query: { room: a.room, id: b.source, text: 'What is the total revenue?' } },
      { query: { room: b.room, id: a.source, text: 'What is the total revenue?' } },
    ],
  },
  'POST /api/db/conversation': byBody('room', 'room', { text: 'What is the total revenue?' }),
  'GET /api/db/all-conversation': byQuery('room', 'room'),
  'GET /api/db/user-queries': byQuery('source', 'source', FILTER),
  'PUT /api/db/hide-conversation': byBody('room', 'room'),
  'PUT /api/db/hide-conversation/:id': byId('conversation', { hide: true }),
  'PUT /api/db/conversation-favourite/:id': byId('conversation', { favourite: true }),
  'PUT /api/db/conversation-feedback/:id': byId('conversation', { feedback: 'DISLIKE' }),
  'DELETE /api/db/delete-conversation/:id': byId('conversation'),
  'GET /api/db/visualization/:id': byId('conversation'),
  'PUT /api/db/descriptive-response/:id': byId('conversation'),
  'PUT /api/db/update-graph/:id': byId('conversation', { title: 'Taken over' }),
  'PUT /api/db/descriptive-voice-response/:id': byId('conversation'),
  'POST /api/db/create-template': byBody('source', 'sourceId', TEMPLATE),
  'GET /api/db/get-all-templates': byQuery('source', 'source', FILTER),
  'PUT /api/db/update-template/:id': {
    names: ['template', 'source'],
    calls: (a, b) => [
      { params: { id: a.template }, body: { ...TEMPLATE, sourceId: b.source } },
      { params: { id: b.template }, body: { ...TEMPLATE, sourceId: a.source } },
    ],
  },
  'PUT /api/db/make-template-favourite/:id': byId('template', { favourite: true }),
  'DELETE /api/db/delete-template/:id': byId('template'),

  // Dashboards.
  'POST /api/dashboard/create': NONE,
  'POST /api/dashboard/create-draft': NONE,
  'GET /api/dashboard/list': NONE,
  'GET /api/dashboard/session': NONE,
  'PUT /api/dashboard/update-dashboard/:id': byId('dashboard', { name: 'Taken over' }),
  'PUT /api/dashboard/favorite/:id': byId('dashboard', { favourite: true }),
  'PUT /api/dashboard/update-dashboard-frequency/:id': byId('dashboard', {
    frequency: { kind: 'off' },
  }),
  'DELETE /api/dashboard/delete-dashboard/:id': byId('dashboard'),
  'POST /api/dashboard/db/add-conversation-to-dashboard': {
    names: ['dashboard', 'conversation'],
    calls: (a, b) => [
      { body: { dashboardId: a.dashboard, conversationId: b.conversation, kind: 'GRAPH' } },
      { body: { dashboardId: b.dashboard, conversationId: a.conversation, kind: 'GRAPH' } },
    ],
  },
  'POST /api/dashboard/get-graphs': byBody('dashboard', 'dashboardId'),
  'POST /api/dashboard/query': byBody('item', 'itemId'),
  'PUT /api/dashboard/refresh-queries/:id': byId('dashboard'),
  'PUT /api/dashboard/update-graph/:id': byId('item', { title: 'Taken over' }),
  'PUT /api/dashboard/update-layout/:id': {
    names: ['dashboard', 'item'],
    calls: (a, b) => [
      { params: { id: a.dashboard }, body: { layout: [] } },
      {
        params: { id: b.dashboard },
        body: { layout: [{ itemId: a.item, x: 0, y: 0, w: 4, h: 4 }] },
        refusal: {
          status: 400,
          why: "the items are checked against the dashboard's own, as any unknown id (VALIDATION_FAILED)",
        },
      },
    ],
  },
  'POST /api/dashboard/share/:id': {
    names: ['dashboard', 'member'],
    calls: (a, b) => [
      { params: { id: a.dashboard }, body: { userIds: [b.member] } },
      { params: { id: b.dashboard }, body: { userIds: [a.member] }, refusal: NOT_MEMBERS },
    ],
  },
  'DELETE /api/dashboard/share/:id': {
    names: ['dashboard', 'member'],
    calls: (a, b) => [
      { params: { id: a.dashboard }, body: { userIds: [a.member] } },
      {
        params: { id: b.dashboard },
        body: { userIds: [a.member] },
        refusal: {
          status: 200,
          why: "unsharing with someone the dashboard is not shared with changes nothing; the answer is B's own shares",
        },
      },
    ],
  },
  'POST /api/dashboard/alerts/create': {
    names: ['widget', 'conversation', 'member'],
    calls: (a, b) => {
      const alert = {
        condition: { kind: 'above', threshold: 1 },
        frequency: { kind: 'hourly', minute: 0 },
      };
      const to = (userId: string) => ({ userIds: [userId], inApp: true, email: false });
      return [
        { body: { ...alert, itemId: a.widget, recipients: to(b.member) } },
        { body: { ...alert, conversationId: a.conversation, recipients: to(b.member) } },
        { body: { ...alert, itemId: b.widget, recipients: to(a.member) }, refusal: NOT_MEMBERS },
      ];
    },
  },
  'POST /api/dashboard/alerts/query': byBody('dashboard', 'dashboardId', {}, FILTER),
  'GET /api/dashboard/alerts/get-by-dashboard/:id': byId('dashboard'),
  'POST /api/dashboard/alerts/refresh/:id': byId('alert'),
  'POST /api/dashboard/alerts/snooze/:id': byId('alert', { minutes: 60 }),
  'POST /api/dashboard/alerts/archive/:id': byId('alert'),
  'POST /api/dashboard/alerts/unarchive/:id': byId('alert'),
  'DELETE /api/dashboard/alerts/hard-delete/:id': byId('alert'),
  'POST /api/dashboard/generate-embed-code': byBody('dashboard', 'dashboardId'),
  // The id is the dashboard's: its embeds are turned off.
  'DELETE /api/dashboard/embed/:id': byId('dashboard'),
  'POST /api/dashboard/embed-secret/rotate': NONE,
  'GET /api/dashboard/subscriptions/:dashboardId': {
    names: ['dashboard'],
    calls: (a) => [{ params: { dashboardId: a.dashboard } }],
  },
  'PUT /api/dashboard/subscriptions/:dashboardId': {
    names: ['dashboard', 'member'],
    calls: (a, b) => [
      {
        params: { dashboardId: a.dashboard },
        body: { frequency: { kind: 'daily', time: '09:00' }, userIds: [b.member] },
      },
      {
        params: { dashboardId: b.dashboard },
        body: { frequency: { kind: 'daily', time: '09:00' }, userIds: [a.member] },
        refusal: NOT_MEMBERS,
      },
    ],
  },
  'DELETE /api/dashboard/subscriptions/:dashboardId': {
    names: ['dashboard'],
    calls: (a) => [{ params: { dashboardId: a.dashboard } }],
  },
  'GET /api/dashboard/get-embed-dashboard/:id': {
    names: ['dashboard'],
    as: 'embed',
    calls: (a) => [
      {
        params: { id: a.dashboard },
        refusal: {
          status: 401,
          why: "the embed token is the credential: B's token opens B's dashboard only; for any other it is invalid (EMBED_INVALID)",
        },
      },
    ],
  },

  // Ask Docs.
  'GET /api/ask-docs/documents-projects': NONE,
  'POST /api/ask-docs/create-project': NONE,
  'GET /api/ask-docs/single-project/:id': byId('docsProject'),
  'PUT /api/ask-docs/project-favorite/:id': byId('docsProject', { isFavourite: false }),
  'DELETE /api/ask-docs/delete-project/:id': byId('docsProject'),
  'GET /api/ask-docs/project-sources/:id': byId('docsProject'),
  'GET /api/ask-docs/documents': byQuery('docsProject', 'projectId'),
  'POST /api/ask-docs/add-ask-doc-file-validate': byBody('docsProject', 'projectId'),
  'POST /api/ask-docs/add-ask-doc-file': {
    names: ['docsProject'],
    calls: (a) => [{ multipart: { projectId: a.docsProject } }],
  },
  'POST /api/ask-docs/add-docs': {
    names: ['docsProject', 'document'],
    calls: (a, b) => [
      { body: { projectId: a.docsProject, documentIds: [b.document] } },
      { body: { projectId: b.docsProject, documentIds: [a.document] } },
    ],
  },
  // The id is a document's or a project's (either is looked up).
  'PUT /api/ask-docs/process-documents/:id': {
    names: ['document', 'docsProject'],
    calls: (a) => [{ params: { id: a.document } }, { params: { id: a.docsProject } }],
  },
  'GET /api/ask-docs/fetch-file': byQuery('document', 'id'),
  'POST /api/ask-docs/create-template': NONE,
  'GET /api/ask-docs/get-all-templates': NONE,
  'PUT /api/ask-docs/update-template/:id': byId('docsTemplate', DOCS_TEMPLATE),
  'PUT /api/ask-docs/make-template-favorite/:id': byId('docsTemplate', { favourite: false }),
  'DELETE /api/ask-docs/delete-template/:id': byId('docsTemplate'),
  // The id is the project's (its room is opened, or created on first open).
  'GET /api/ask-docs/room/:id': byId('docsProject'),
  'PUT /api/ask-docs/room/:id': {
    names: ['docsProject', 'docsTemplate'],
    calls: (a, b) => [
      { params: { id: a.docsProject }, body: { templateId: null } },
      { params: { id: b.docsProject }, body: { templateId: a.docsTemplate } },
    ],
  },
  // The id is the room's.
  'GET /api/ask-docs/conversation/:id': byId('docsRoom'),
  'PUT /api/ask-docs/conversation-feedback/:id': byId('docsConversation', { feedback: 'DISLIKE' }),
  'POST /api/ask-docs/document-conversation': byBody('docsRoom', 'roomId', { question: 'Mine?' }),
  'GET /api/ask-docs/user_guide': NONE,

  // Plans and billing.
  'GET /api/subscription/user/:id': byId('owner'),
  'POST /api/subscription/pro-trial': NONE,
  'GET /api/subscription/getTransactionHistory': NONE,
  'POST /api/contact-us/subscription-create': NONE,
  'POST /api/v2/subscription/create-checkout-session': NONE,
  'POST /api/subscription/createSubscription': NONE,
  'POST /api/subscription/createSubscription-pro': NONE,
  'POST /api/subscription/plan-subscription': NONE,
  'POST /api/v2/subscription/create-customer-portal': NONE,
  'POST /api/v2/subscription/cancel-auto-renew-subscription': NONE,
  'POST /api/subscription/cancel-subscription': NONE,
  'GET /api/v2/subscription/invoice-pdf': byQuery('invoice', 'invoiceId'),
  'POST /api/subscription/updateStripeMetadata': byBody('stripeCustomer', 'customerId', {
    metadata: { note: 'taken over' },
  }),
};
