import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for Stripe's API in tests (Stripe itself cannot be reached from them): a local HTTP
 * server the SDK talks to through STRIPE_API_URL, speaking the same form-encoded requests and
 * answering objects shaped like the real API's. It keeps customers, Checkout sessions,
 * subscriptions and invoices in memory, so a test can change a subscription "in Stripe" and then
 * send the webhook about it, and it records every request for assertions. Never used by the app.
 */

type Params = Record<string, unknown>;

/** One request the stand-in received, its form body (or query) decoded into nested objects. */
export interface StandInRequest {
  method: string;
  /** The path without the query: `/v1/checkout/sessions`. */
  path: string;
  params: Params;
  idempotencyKey: string | null;
  authorization: string | null;
}

export interface StandInCustomer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  livemode: false;
}

export interface StandInPrice {
  id: string;
  object: 'price';
  active: true;
  currency: string;
  product: string;
  type: 'recurring' | 'one_time';
  recurring: { interval: 'month' | 'year'; interval_count: 1 } | null;
  unit_amount: number;
}

export interface StandInSubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
  price: StandInPrice;
  quantity: number;
  subscription: string;
}

export interface StandInSubscription {
  id: string;
  object: 'subscription';
  created: number;
  start_date: number;
  customer: string;
  status: Stripe.Subscription.Status;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  currency: string;
  items: { object: 'list'; data: StandInSubscriptionItem[]; has_more: false; url: string };
  latest_invoice: string | null;
  metadata: Record<string, string>;
  livemode: false;
}

export interface StandInInvoice {
  id: string;
  object: 'invoice';
  created: number;
  customer: string;
  status: 'paid' | 'open';
  currency: string;
  amount_due: number;
  amount_paid: number;
  invoice_pdf: string;
  hosted_invoice_url: string;
  lines: {
    object: 'list';
    data: { id: string; object: 'line_item'; amount: number; description: string }[];
    has_more: false;
    url: string;
  };
  livemode: false;
}

export interface StandInCheckoutSession {
  id: string;
  object: 'checkout.session';
  created: number;
  mode: 'subscription' | 'payment';
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  amount_total: number | null;
  currency: string;
  subscription: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string;
  livemode: false;
}

/** A Stripe event around an object, as a webhook body carries it. */
export interface StandInEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

export interface StripeStandIn {
  /** Where it listens, for STRIPE_API_URL: `http://127.0.0.1:<port>`. */
  url: string;
  /** Every request received, oldest first. */
  requests: StandInRequest[];
  customers: Map<string, StandInCustomer>;
  sessions: Map<string, StandInCheckoutSession>;
  subscriptions: Map<string, StandInSubscription>;
  invoices: Map<string, StandInInvoice>;
  /** The requests to one endpoint: `requestsTo('POST', '/v1/customers')`. */
  requestsTo(method: string, path: string | RegExp): StandInRequest[];
  /** A subscription as Stripe would hold it after a customer paid (status active by default). */
  addSubscription(options: {
    customer: string;
    price: string;
    status?: Stripe.Subscription.Status;
    metadata?: Record<string, string>;
    created?: number;
  }): StandInSubscription;
  /** Changes a subscription in place, as an action in Stripe's dashboard would. */
  updateSubscription(id: string, changes: Partial<StandInSubscription>): StandInSubscription;
  /** A paid invoice of a customer. */
  addInvoice(options: {
    customer: string;
    amountPaid: number;
    description?: string;
  }): StandInInvoice;
  /**
   * Marks a Checkout session paid and complete, as the customer finishing the payment page
   * would; a subscription session gets its subscription (on `price`).
   */
  completeSession(
    id: string,
    options?: { amountTotal?: number; price?: string },
  ): StandInCheckoutSession;
  /** From now on answers `status` with an api_error to `METHOD /path` (e.g. 'POST /v1/checkout/sessions'). */
  failWith(route: string, status: number): void;
  /** Answers normally again. */
  clearFailures(): void;
  close(): Promise<void>;
}

/** An id in Stripe's style: `cus_3f9c…`. */
function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

const nowS = () => Math.floor(Date.now() / 1000);
const DAY_S = 86_400;

/**
 * Turns containers whose keys are 0, 1, 2… into arrays, as `line_items[0][price]` means.
 */
function withArrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
  const mapped = entries.map(([key, inner]) => [key, withArrays(inner)] as const);
  return isList ? mapped.map(([, inner]) => inner) : Object.fromEntries(mapped);
}

/** A form body or query (`a[b][0][c]=1`, the SDK's encoding) as nested objects. */
export function decodeStripeParams(text: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const [head = '', ...rest] = name.split('[');
    const keys = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    let container: Params = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        container[key] = value;
        return;
      }
      const next = container[key];
      const child: Params = typeof next === 'object' && next !== null ? (next as Params) : {};
      container[key] = child;
      container = child;
    });
  }
  return withArrays(root) as Params;
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Stripe's metadata update: keys merge in, an empty value removes its key. */
function mergeMetadata(current: Record<string, string>, update: Record<string, string>) {
  const merged = { ...current, ...update };
  for (const [key, value] of Object.entries(update)) if (value === '') delete merged[key];
  return merged;
}

function priceObject(id: string): StandInPrice {
  const recurring = !/pack|credit/i.test(id);
  return {
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    product: `prod_${id.replace(/^price_/, '')}`,
    type: recurring ? 'recurring' : 'one_time',
    recurring: recurring
      ? { interval: /year/i.test(id) ? 'year' : 'month', interval_count: 1 }
      : null,
    unit_amount: 2900,
  };
}

class NotFound extends Error {}

function send(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': stripeId('req'),
    ...headers,
  });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts a Stripe stand-in on 127.0.0.1 at a free port.
 * @example const stripe = await startStripeStandIn();
 *   const t = await createTestApp({ BILLING: 'stripe', STRIPE_API_URL: stripe.url, … });
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const customers = new Map<string, StandInCustomer>();
  const sessions = new Map<string, StandInCheckoutSession>();
  const subscriptions = new Map<string, StandInSubscription>();
  const invoices = new Map<string, StandInInvoice>();
  const failures = new Map<string, number>();
  /** Answers already given per idempotency key: a retried POST gets the same object. */
  const idempotent = new Map<string, unknown>();

  const found = <T>(map: Map<string, T>, id: string): T => {
    const value = map.get(id);
    if (!value) throw new NotFound(id);
    return value;
  };

  const addSubscription: StripeStandIn['addSubscription'] = (options) => {
    const created = options.created ?? nowS();
    const id = stripeId('sub');
    const subscription: StandInSubscription = {
      id,
      object: 'subscription',
      created,
      start_date: created,
      customer: options.customer,
      status: options.status ?? 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      currency: 'usd',
      items: {
        object: 'list',
        data: [
          {
            id: stripeId('si'),
            object: 'subscription_item',
            created,
            current_period_start: created,
            current_period_end: created + 30 * DAY_S,
            metadata: {},
            price: priceObject(options.price),
            quantity: 1,
            subscription: id,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      metadata: options.metadata ?? {},
      livemode: false,
    };
    subscriptions.set(id, subscription);
    return subscription;
  };

  const addInvoice: StripeStandIn['addInvoice'] = (options) => {
    const id = stripeId('in');
    const invoice: StandInInvoice = {
      id,
      object: 'invoice',
      created: nowS(),
      customer: options.customer,
      status: 'paid',
      currency: 'usd',
      amount_due: options.amountPaid,
      amount_paid: options.amountPaid,
      invoice_pdf: `https://pay.stripe.com/invoice/acct_standin/${id}/pdf`,
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_standin/${id}`,
      lines: {
        object: 'list',
        data: [
          {
            id: stripeId('il'),
            object: 'line_item',
            amount: options.amountPaid,
            description: options.description ?? '1 × Pro (at $29.00 / month)',
          },
        ],
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
      },
      livemode: false,
    };
    invoices.set(id, invoice);
    return invoice;
  };

  const routes: [string, RegExp, (match: RegExpExecArray, params: Params) => unknown][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (_match, params) => {
        const customer: StandInCustomer = {
          id: stripeId('cus'),
          object: 'customer',
          created: nowS(),
          email: text(params.email),
          name: text(params.name),
          metadata: stringRecord(params.metadata),
          livemode: false,
        };
        customers.set(customer.id, customer);
        return customer;
      },
    ],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (match) => found(customers, match[1] ?? '')],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      (match, params) => {
        const customer = found(customers, match[1] ?? '');
        customer.metadata = mergeMetadata(customer.metadata, stringRecord(params.metadata));
        if (typeof params.email === 'string') customer.email = params.email;
        return customer;
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_match, params) => {
        const id = stripeId('cs_test');
        const session: StandInCheckoutSession = {
          id,
          object: 'checkout.session',
          created: nowS(),
          mode: params.mode === 'payment' ? 'payment' : 'subscription',
          customer: text(params.customer),
          client_reference_id: text(params.client_reference_id),
          metadata: stringRecord(params.metadata),
          status: 'open',
          payment_status: 'unpaid',
          amount_total: null,
          currency: 'usd',
          subscription: null,
          invoice: null,
          success_url: (text(params.success_url) ?? '').replace('{CHECKOUT_SESSION_ID}', id),
          cancel_url: text(params.cancel_url),
          url: `https://checkout.stripe.com/c/pay/${id}`,
          livemode: false,
        };
        sessions.set(id, session);
        return session;
      },
    ],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (match) => found(sessions, match[1] ?? '')],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (_match, params) => {
        const customer = found(customers, text(params.customer) ?? '');
        const id = stripeId('bps');
        return {
          id,
          object: 'billing_portal.session',
          created: nowS(),
          customer: customer.id,
          return_url: text(params.return_url),
          url: `https://billing.stripe.com/p/session/test_${id}`,
          livemode: false,
        };
      },
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (match) => found(subscriptions, match[1] ?? '')],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (match, params) => {
        const subscription = found(subscriptions, match[1] ?? '');
        if (params.cancel_at_period_end !== undefined) {
          const cancel = params.cancel_at_period_end === 'true';
          const periodEnd = subscription.items.data[0]?.current_period_end ?? null;
          subscription.cancel_at_period_end = cancel;
          subscription.cancel_at = cancel ? periodEnd : null;
          subscription.canceled_at = cancel ? nowS() : null;
        }
        subscription.metadata = mergeMetadata(subscription.metadata, stringRecord(params.metadata));
        return subscription;
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (match) => {
        const subscription = found(subscriptions, match[1] ?? '');
        subscription.status = 'canceled';
        subscription.canceled_at = nowS();
        subscription.ended_at = nowS();
        return subscription;
      },
    ],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, (match) => found(invoices, match[1] ?? '')],
  ];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    const params = decodeStripeParams(
      method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body,
    );
    const idempotencyKey = text(request.headers['idempotency-key']);
    requests.push({
      method,
      path: url.pathname,
      params,
      idempotencyKey,
      authorization: text(request.headers.authorization),
    });
    const failure = failures.get(`${method} ${url.pathname}`);
    if (failure) {
      // As Stripe does on its own errors: the body says what happened, and not to retry.
      send(
        response,
        failure,
        { error: { type: 'api_error', message: `Stand-in failure for ${url.pathname}` } },
        { 'stripe-should-retry': 'false' },
      );
      return;
    }
    const replayKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
    if (replayKey && idempotent.has(replayKey)) {
      send(response, 200, idempotent.get(replayKey), { 'idempotent-replayed': 'true' });
      return;
    }
    for (const [routeMethod, pattern, answer] of routes) {
      const match = routeMethod === method ? pattern.exec(url.pathname) : null;
      if (!match) continue;
      try {
        const result = answer(match, params);
        if (replayKey) idempotent.set(replayKey, structuredClone(result));
        send(response, 200, result);
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
        send(response, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such object: '${error.message}'`,
          },
        });
      }
      return;
    }
    send(response, 404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${url.pathname}).`,
      },
    });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    sessions,
    subscriptions,
    invoices,
    requestsTo: (method, path) =>
      requests.filter(
        (r) =>
          r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      ),
    addSubscription,
    updateSubscription(id, changes) {
      const subscription = found(subscriptions, id);
      Object.assign(subscription, changes);
      return subscription;
    },
    addInvoice,
    completeSession(id, options = {}) {
      const session = found(sessions, id);
      session.status = 'complete';
      session.payment_status = 'paid';
      const quantity = Number(session.metadata.quantity ?? '1');
      session.amount_total = options.amountTotal ?? 1000 * quantity;
      if (session.mode === 'subscription' && session.customer) {
        const subscription = addSubscription({
          customer: session.customer,
          price: options.price ?? 'price_unknown',
          metadata: session.metadata.orgId ? { orgId: session.metadata.orgId } : {},
        });
        session.subscription = subscription.id;
        session.invoice = addInvoice({ customer: session.customer, amountPaid: 2900 }).id;
      }
      return session;
    },
    failWith(route, status) {
      failures.set(route, status);
    },
    clearFailures() {
      failures.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps connections alive; close them, or close() waits for their timeout.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A Stripe event of `type` about `object`, as Stripe would POST it to the webhook. */
export function stripeEvent(
  type: string,
  object: unknown,
  options: { id?: string } = {},
): StandInEvent {
  return {
    id: options.id ?? stripeId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowS(),
    type,
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/**
 * The `stripe-signature` header Stripe would send with `payload`, signed with `secret` at
 * `timestamp` (seconds; now by default), through the SDK's own test helper.
 */
export function signStripePayload(
  payload: string,
  secret: string,
  timestamp: number = nowS(),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
