/**
 * Who may call each route the server registers: one entry per `METHOD path` (Fastify's form,
 * HEAD left out where a GET serves the same path). `route-matrix.test.ts` checks the table
 * against the built app and against the answers it gives; see that file for what it proves.
 *
 * - `public`: anyone; `why` says why no session is needed.
 * - `auth: 'user'`: a signed-in user, in no particular organization (their account, sessions,
 *   notifications, organizations they join or create).
 * - `auth: 'org'`: a signed-in member acting in an organization (`requireOrg`). Write routes
 *   say what a viewer gets, called with random ids:
 *   - `forbidden`: 403, the role check comes before any lookup;
 *   - `not-found-first`: 404, the route looks its object up first and a random id names none;
 *     on the organization's real objects the viewer hears 403 or 404 unless `onObject` says why
 *     the call is theirs to make (the viewer's slice of `cross-org.test.ts`);
 *   - `allowed`: viewers may do it (`why` says why).
 * - `auth: 'embed'`: the embed view, opened by a dashboard embed token only.
 *
 * One table in one file (over 300 lines): a route's entry is found by its path, in one place.
 * What each route's ids name, for the cross-organization slice, is the parallel table of
 * `cross-org-matrix.ts` (same keys; `cross-org.test.ts` checks both against the app).
 *
 * `write` is true when the route changes stored data beyond the caller's own session pointers
 * (active room, session dashboard) and usage counters.
 */

/** What a viewer hears from an organization's write route (see the file header). */
export type ViewerOutcome = 'forbidden' | 'not-found-first' | 'allowed';

/** Input for the viewer's call when a sample of the route's schema would not pass validation. */
interface ViewerInput {
  /** The JSON body to send instead of a sample of the route's body schema. */
  body?: Record<string, unknown>;
  /** Send a small multipart upload (field `file`) instead of JSON. */
  multipart?: true;
  /** `:id` names the matrix's own saved dashboard instead of a random id. */
  id?: 'dashboard';
}

export type RouteAccess =
  | { public: true; why: string }
  | { auth: 'user'; write: boolean }
  | { auth: 'embed'; write: false }
  | { auth: 'org'; write: false }
  | ({ auth: 'org'; write: true; viewer: 'forbidden' } & ViewerInput)
  | ({
      auth: 'org';
      write: true;
      viewer: 'not-found-first';
      /**
       * Why a viewer may make this call on a real object they can see (their own star, a room of
       * their own, a refresh of what they view). Without it, a viewer naming the organization's
       * real objects hears 403 or 404 (`cross-org.test.ts`, the viewer's slice).
       */
      onObject?: string;
    } & ViewerInput)
  | ({ auth: 'org'; write: true; viewer: 'allowed'; why: string } & ViewerInput);

const DOCS = { public: true, why: 'the API documentation, the same for everyone' } as const;
const SIGN_IN = { public: true, why: 'signing up, in or back: there is no session yet' } as const;
const WEB_APP = { public: true, why: 'the web app files; the app asks the API for data' } as const;
const PLANS = { public: true, why: 'the plans and prices, shown before signing up' } as const;

const read = { auth: 'org', write: false } as const;
const forbidden = { auth: 'org', write: true, viewer: 'forbidden' } as const;
const notFoundFirst = { auth: 'org', write: true, viewer: 'not-found-first' } as const;
const userRead = { auth: 'user', write: false } as const;
const userWrite = { auth: 'user', write: true } as const;

/** A minimal alert of a dashboard item (ids random: the viewer's role check comes first). */
const ALERT = {
  itemId: '00000000-0000-4000-8000-000000000001',
  condition: { kind: 'above', threshold: 1 },
  frequency: { kind: 'hourly', minute: 0 },
  recipients: { userIds: ['00000000-0000-4000-8000-000000000003'], inApp: true, email: false },
};

/** Every route of the server and who may call it. */
export const ROUTE_MATRIX: Record<string, RouteAccess> = {
  // Documentation, health and configuration.
  'GET /api/docs/': DOCS,
  'HEAD /api/docs': DOCS,
  'GET /api/docs/static/index.html': DOCS,
  'GET /api/docs/static/swagger-initializer.js': DOCS,
  'GET /api/docs/json': DOCS,
  'GET /api/docs/yaml': DOCS,
  'GET /api/docs/static/*': DOCS,
  'GET /api/openapi.json': DOCS,
  'GET /api/health': { public: true, why: 'the load balancer checks it' },
  'GET /api/config': { public: true, why: 'what the web app needs before sign-in' },

  // Signing up and in.
  'POST /api/auth/signup': SIGN_IN,
  'POST /api/auth/confirm-signup': SIGN_IN,
  'POST /api/auth/signup-status': SIGN_IN,
  'POST /api/auth/confirm-link': SIGN_IN,
  'POST /api/auth/resend-code': SIGN_IN,
  'POST /api/auth/signin': SIGN_IN,
  'POST /api/auth/confirm-signin': SIGN_IN,
  'POST /api/auth/forgot-password': SIGN_IN,
  'POST /api/auth/reset-password': SIGN_IN,
  'GET /api/auth/google': SIGN_IN,
  'GET /api/auth/google/callback': SIGN_IN,
  'POST /api/auth/signout': {
    public: true,
    why: 'ends the session of the refresh cookie if there is one; answers the same without',
  },
  // The refresh cookie, not a bearer, is its credential: none (or an embed token) is a 401.
  'POST /api/auth/refresh': userWrite,
  'GET /api/auth/me': userRead,
  'PUT /api/auth/change-ai-model': userWrite,
  'POST /api/change-password': userWrite,
  'GET /api/user-sessions/check-session/:id': userRead,
  // A GET that ends a session, as the product's client calls it.
  'GET /api/user-sessions/delete-session/:id': userWrite,
  'POST /api/user-sessions/create': userWrite,

  // The user's own account.
  'GET /api/users/profile': userRead,
  'GET /api/users/user-profile': userRead,
  'PUT /api/users/update': userWrite,
  'POST /api/users/create-profile': userWrite,
  'DELETE /api/users/delete': userWrite,
  'GET /api/users/me': userRead,
  'GET /api/users/permissions': read,
  'POST /api/users/get-user-email': read,
  'POST /api/contact-us/email-support-create': {
    ...notFoundFirst,
    viewer: 'allowed',
    why: 'a message to support from any member; it changes nothing of the organization',
  },

  // Organizations, teams and invitations.
  'GET /api/orgs': userRead,
  'POST /api/orgs': userWrite,
  'PUT /api/orgs/:id': userWrite,
  'GET /api/teams/:teamId/members': read,
  'GET /api/teams/:teamId/members/list': read,
  'PUT /api/teams/:teamId/members/:userId': { ...forbidden, body: { role: 'viewer' } },
  'DELETE /api/teams/:teamId/members/:userId': forbidden,
  'POST /api/teams/:teamId/members/:userId/reset-password': forbidden,
  'POST /api/teams/:teamId/invite': {
    ...forbidden,
    body: { email: 'invited@example.com', role: 'member' },
  },
  'GET /api/teams/:teamId/invites': read,
  'DELETE /api/teams/:teamId/invites/:inviteId': forbidden,
  'GET /api/invites/:token': {
    public: true,
    why: 'the invitation preview: the unguessable token is the credential',
  },
  'POST /api/invites/:token/accept': userWrite,

  // Notifications (the user's own).
  'GET /api/notification/getPlans': PLANS,
  'GET /api/getUserNotifications': userRead,
  'PUT /api/markNotificationAsRead/:id': userWrite,
  'PUT /api/notifications/read-all': userWrite,
  'DELETE /api/delete-user-notifications': userWrite,

  // Sources and projects.
  'POST /api/db/add-database': forbidden,
  'POST /api/db/check-csv': read,
  'POST /api/db/set-sample': forbidden,
  'GET /api/db/sources': read,
  'GET /api/db/all-databases': read,
  'GET /api/db/sheets/:id': read,
  'GET /api/db/source-info/:id': read,
  'GET /api/db/source-preview-data/:id': read,
  'GET /api/db/select_source': read,
  'GET /api/db/db-schema': read,
  'DELETE /api/db/delete-source/:id': forbidden,
  'GET /api/db/all-projects': read,
  'GET /api/db/project-by-id': read,
  'PUT /api/db/update-project/:id': forbidden,
  // The caller's own star: viewers may set it on a project they see.
  'PUT /api/db/project-favourite/:id': {
    ...notFoundFirst,
    onObject: 'the caller’s own star on a project they see',
  },
  'DELETE /api/db/delete-project/:id': forbidden,
  'POST /api/db/build-knowledge': forbidden,
  'PUT /api/dashboard/db/refresh-database/:id': forbidden,
  'PUT /api/db/source-model/:id': forbidden,
  'PUT /api/db/csv-headers': forbidden,
  'POST /api/db/column-type-preview': read,
  'PUT /api/db/column-type': forbidden,
  'POST /api/db/decrypt-db-password': read,

  // Questions and rooms: viewers may ask (`sources.query`), in rooms of their own.
  'GET /api/db/nlquery': read,
  'GET /api/db/query-suggestions/:id': read,
  'POST /api/db/create-room': {
    ...notFoundFirst,
    onObject: 'a room of their own over a source they see: viewers may ask',
  },
  'GET /api/db/all-user-rooms': read,
  'GET /api/db/user-rooms': read,
  'GET /api/db/room_by_id_source': read,
  'PUT /api/db/update-room/:id': notFoundFirst,
  'PUT /api/db/room-favorite/:id': notFoundFirst,
  'DELETE /api/db/delete-room/:id': notFoundFirst,
  'GET /api/db/change-room/:id': read,
  'GET /api/db/get-active-chat': read,
  'GET /api/db/user-session': read,
  // A GET that asks a question and stores it in the room.
  'GET /api/db/init-conversation': notFoundFirst,
  'POST /api/db/conversation': {
    ...notFoundFirst,
    body: { room: '00000000-0000-4000-8000-000000000002', text: 'How many orders?' },
  },
  'GET /api/db/all-conversation': read,
  'GET /api/db/user-queries': read,
  'PUT /api/db/hide-conversation': notFoundFirst,
  'PUT /api/db/hide-conversation/:id': notFoundFirst,
  'PUT /api/db/conversation-favourite/:id': notFoundFirst,
  'PUT /api/db/conversation-feedback/:id': notFoundFirst,
  'DELETE /api/db/delete-conversation/:id': notFoundFirst,
  'GET /api/db/visualization/:id': read,
  'PUT /api/db/descriptive-response/:id': notFoundFirst,
  'PUT /api/db/update-graph/:id': { ...notFoundFirst, body: { title: 'Renamed' } },
  'PUT /api/db/descriptive-voice-response/:id': notFoundFirst,
  'POST /api/db/create-template': {
    ...notFoundFirst,
    viewer: 'allowed',
    why: 'everyone who may ask questions may save templates (templates.policy.ts)',
  },
  'GET /api/db/get-all-templates': read,
  'PUT /api/db/update-template/:id': notFoundFirst,
  'PUT /api/db/make-template-favourite/:id': {
    ...notFoundFirst,
    onObject: 'the caller’s own star on a template they see',
  },
  'DELETE /api/db/delete-template/:id': notFoundFirst,

  // Dashboards.
  'POST /api/dashboard/create': forbidden,
  'POST /api/dashboard/create-draft': forbidden,
  'GET /api/dashboard/list': read,
  'GET /api/dashboard/session': read,
  'PUT /api/dashboard/update-dashboard/:id': {
    ...forbidden,
    id: 'dashboard',
    body: { name: 'Renamed' },
  },
  'PUT /api/dashboard/favorite/:id': {
    ...notFoundFirst,
    viewer: 'allowed',
    why: 'the caller’s own star on a dashboard they may view',
    id: 'dashboard',
  },
  'PUT /api/dashboard/update-dashboard-frequency/:id': forbidden,
  'DELETE /api/dashboard/delete-dashboard/:id': forbidden,
  'POST /api/dashboard/db/add-conversation-to-dashboard': forbidden,
  'POST /api/dashboard/get-graphs': read,
  // Stores the item's fresh result (a counted question).
  'POST /api/dashboard/query': {
    ...notFoundFirst,
    onObject: 'a refresh of an item of a dashboard they may view, as refresh-queries',
  },
  'PUT /api/dashboard/refresh-queries/:id': {
    ...notFoundFirst,
    viewer: 'allowed',
    why: 'viewers may refresh what they may view (the results are the same for every viewer)',
    id: 'dashboard',
  },
  'PUT /api/dashboard/update-graph/:id': { ...forbidden, body: { title: 'Renamed' } },
  'PUT /api/dashboard/update-layout/:id': forbidden,
  'POST /api/dashboard/share/:id': forbidden,
  'DELETE /api/dashboard/share/:id': forbidden,
  'POST /api/dashboard/alerts/create': { ...forbidden, body: ALERT },
  'POST /api/dashboard/alerts/query': read,
  'GET /api/dashboard/alerts/get-by-dashboard/:id': read,
  // Checks an alert now and may notify its recipients.
  'POST /api/dashboard/alerts/refresh/:id': {
    ...notFoundFirst,
    onObject:
      'checks now an alert of a dashboard they may view; it notifies only on a change of state, as its schedule would',
  },
  'POST /api/dashboard/alerts/snooze/:id': forbidden,
  'POST /api/dashboard/alerts/archive/:id': forbidden,
  'POST /api/dashboard/alerts/unarchive/:id': forbidden,
  'DELETE /api/dashboard/alerts/hard-delete/:id': forbidden,
  'POST /api/dashboard/generate-embed-code': forbidden,
  'DELETE /api/dashboard/embed/:id': forbidden,
  'POST /api/dashboard/embed-secret/rotate': forbidden,
  'GET /api/dashboard/subscriptions/:dashboardId': read,
  'PUT /api/dashboard/subscriptions/:dashboardId': forbidden,
  'DELETE /api/dashboard/subscriptions/:dashboardId': forbidden,
  'GET /api/dashboard/get-embed-dashboard/:id': { auth: 'embed', write: false },

  // Ask Docs.
  'GET /api/ask-docs/documents-projects': read,
  'POST /api/ask-docs/create-project': forbidden,
  'GET /api/ask-docs/single-project/:id': read,
  'PUT /api/ask-docs/project-favorite/:id': {
    ...notFoundFirst,
    onObject: 'the caller’s own star on a document project they see',
  },
  'DELETE /api/ask-docs/delete-project/:id': forbidden,
  'GET /api/ask-docs/project-sources/:id': read,
  'GET /api/ask-docs/documents': read,
  'POST /api/ask-docs/add-ask-doc-file-validate': read,
  'POST /api/ask-docs/add-ask-doc-file': { ...forbidden, multipart: true },
  'POST /api/ask-docs/add-docs': forbidden,
  'PUT /api/ask-docs/process-documents/:id': forbidden,
  'GET /api/ask-docs/fetch-file': read,
  'POST /api/ask-docs/create-template': forbidden,
  'GET /api/ask-docs/get-all-templates': read,
  'PUT /api/ask-docs/update-template/:id': forbidden,
  'PUT /api/ask-docs/make-template-favorite/:id': {
    ...notFoundFirst,
    onObject: 'the caller’s own star on an Ask Docs template they see',
  },
  'DELETE /api/ask-docs/delete-template/:id': forbidden,
  'GET /api/ask-docs/room/:id': read,
  'PUT /api/ask-docs/room/:id': forbidden,
  'GET /api/ask-docs/conversation/:id': read,
  'PUT /api/ask-docs/conversation-feedback/:id': notFoundFirst,
  'POST /api/ask-docs/document-conversation': {
    ...notFoundFirst,
    onObject: 'a question in the Ask Docs room of a project they see: viewers may ask',
  },
  'GET /api/ask-docs/user_guide': read,

  // Plans and billing.
  'GET /api/v2/subscription/all': PLANS,
  'GET /api/subscription/user/:id': read,
  'POST /api/subscription/pro-trial': forbidden,
  'GET /api/subscription/getTransactionHistory': read,
  'POST /api/contact-us/subscription-create': {
    ...notFoundFirst,
    viewer: 'allowed',
    why: 'a request to sales for a plan, from any member; the plan itself changes only by an owner',
  },
  'POST /api/v2/subscription/create-checkout-session': forbidden,
  'POST /api/subscription/createSubscription': forbidden,
  'POST /api/subscription/createSubscription-pro': forbidden,
  'POST /api/subscription/plan-subscription': forbidden,
  'POST /api/v2/subscription/create-customer-portal': forbidden,
  'POST /api/v2/subscription/cancel-auto-renew-subscription': forbidden,
  'POST /api/subscription/cancel-subscription': forbidden,
  'GET /api/v2/subscription/invoice-pdf': read,
  'POST /api/subscription/updateStripeMetadata': forbidden,
  'POST /api/billing/stripe/webhook': {
    public: true,
    why: 'Stripe calls it; the Stripe-Signature header over the raw body is the credential',
  },

  // The web app (served only when its build is present; the matrix gives it one). Its index.html
  // has no static route: `/*` sends it, `/index.html` too, with the response's CSP nonce.
  'GET /*': WEB_APP,
};
