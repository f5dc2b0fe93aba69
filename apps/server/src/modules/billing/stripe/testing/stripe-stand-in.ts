import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import {
  invoiceObject,
  nowS,
  type StandInCheckoutSession,
  type StandInCustomer,
  type StandInInvoice,
  type StandInSubscription,
  stripeId,
  subscriptionObject,
} from './stand-in-objects';
import {
  decodeStripeParams,
  mergeMetadata,
  type StripeParams,
  stringRecord,
  text,
} from './stripe-params';

/** One request the stand-in received, its form body (or query) decoded into nested objects. */
export interface StandInRequest {
  method: string;
  /** The path without the query: `/v1/checkout/sessions`. */
  path: string;
  params: StripeParams;
  idempotencyKey: string | null;
  authorization: string | null;
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
  /**
   * Holds the next answer to `METHOD /path` back: the object is read when the request arrives
   * (`arrived`) and sent only on `release()`, as a slow Stripe answer with what was true then.
   */
  hold(route: string): { arrived: Promise<void>; release(): void };
  /** Answers normally again. */
  clearFailures(): void;
  close(): Promise<void>;
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
 * Starts a stand-in for Stripe's API on 127.0.0.1 at a free port, for tests (Stripe itself
 * cannot be reached from them): the SDK talks to it through STRIPE_API_URL with the same
 * form-encoded requests, and it answers objects shaped like the real API's. It keeps customers,
 * Checkout sessions, subscriptions and invoices in memory, so a test can change a subscription
 * "in Stripe" and then send the webhook about it, and it records every request for assertions.
 * Never used by the app.
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
  const holds = new Map<string, { arrive(): void; released: Promise<void> }>();
  /** Answers already given per idempotency key: a retried POST gets the same object. */
  const idempotent = new Map<string, unknown>();

  const found = <T>(map: Map<string, T>, id: string): T => {
    const value = map.get(id);
    if (!value) throw new NotFound(id);
    return value;
  };

  const addSubscription: StripeStandIn['addSubscription'] = (options) => {
    const subscription = subscriptionObject(options);
    subscriptions.set(subscription.id, subscription);
    return subscription;
  };

  const addInvoice: StripeStandIn['addInvoice'] = (options) => {
    const invoice = invoiceObject(options);
    invoices.set(invoice.id, invoice);
    return invoice;
  };

  const routes: [string, RegExp, (match: RegExpExecArray, params: StripeParams) => unknown][] = [
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
        const result = structuredClone(answer(match, params));
        if (replayKey) idempotent.set(replayKey, result);
        const held = holds.get(`${method} ${url.pathname}`);
        if (held) {
          holds.delete(`${method} ${url.pathname}`);
          held.arrive();
          await held.released;
        }
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
    hold(route) {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(route, { arrive, released });
      return { arrived, release };
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
