import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { type OidcKoaContext, Provider } from 'oidc-provider';

/** A person at the test provider; `sub` is their stable id, the rest become ID token claims. */
export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
}

/** Changes an ID token on its way out of the token endpoint; it is re-signed afterwards. */
export type IdTokenRewrite = (payload: JWTPayload) => {
  payload: JWTPayload;
  alg?: 'RS256' | 'HS256';
};

export interface TestOidcProvider {
  issuer: string;
  /** The client the app is configured with. */
  client: TestClient;
  /** A second registered client, for tokens meant for someone else. */
  otherClient: TestClient;
  /** Accounts by `sub`; tests add and change them at will. */
  accounts: Map<string, TestAccount>;
  /** When set, rewrites every ID token the token endpoint issues (attack tests). */
  rewriteIdToken: IdTokenRewrite | null;
  /**
   * Plays the browser at the provider: opens the authorization URL, signs in as `sub` on the
   * login page, and returns the URL the provider redirects back to (the app's callback).
   */
  signIn(authorizationUrl: string, sub: string): Promise<URL>;
  /** Like signIn, but the user cancels on the login page. */
  cancel(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * Starts a real OpenID Provider (oidc-provider) on 127.0.0.1 at a random port, over plain HTTP:
 * oidc-provider accepts http issuers and only marks cookies Secure on TLS requests, so loopback
 * tests need no certificate; the relying party must allow insecure requests for loopback.
 * Login uses oidc-provider's devInteractions page; consent is granted automatically.
 */
export async function startOidcProvider(options: {
  redirectUri: string;
}): Promise<TestOidcProvider> {
  let handler: (request: IncomingMessage, response: ServerResponse) => void = (_q, response) =>
    response.writeHead(503).end();
  const server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk = {
    ...(await exportJWK(privateKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  const client = { clientId: 'tabletalk-test', clientSecret: 'tabletalk-test-secret-0123456789' };
  const otherClient = { clientId: 'other-app', clientSecret: 'other-app-secret-0123456789abcdef' };
  const accounts = new Map<string, TestAccount>();

  const provider = new Provider(issuer, {
    clients: [client, otherClient].map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [options.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    // Put the scope's claims in the ID token, as Google does, rather than only in userinfo.
    conformIdTokenClaims: false,
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => ({ ...account }) } : undefined;
    },
    loadExistingGrant: autoConsent,
    features: { devInteractions: { enabled: true } },
    jwks: { keys: [signingJwk] },
    // Explicit lifetimes (seconds) keep oidc-provider from printing a notice for each default.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: ['test-provider-cookie-key'] },
  });

  const handle: TestOidcProvider = {
    issuer,
    client,
    otherClient,
    accounts,
    rewriteIdToken: null,
    signIn: (url, sub) => driveLogin(url, options.redirectUri, { prompt: 'login', login: sub }),
    cancel: (url) => driveLogin(url, options.redirectUri, null),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.oidc?.route !== 'token' || !handle.rewriteIdToken || !body?.id_token) return;
    const { payload, alg = 'RS256' } = handle.rewriteIdToken(decodeJwt(body.id_token));
    const key = alg === 'RS256' ? privateKey : new TextEncoder().encode(client.clientSecret);
    body.id_token = await new SignJWT(payload)
      .setProtectedHeader({ alg, kid: alg === 'RS256' ? 'test-key' : undefined })
      .sign(key);
  });
  handler = provider.callback();
  return handle;
}

/** Grants the requested scopes to a first-party client, so no consent page is shown. */
async function autoConsent(ctx: OidcKoaContext) {
  const oidc = ctx.oidc;
  if (!oidc?.client || !oidc.session?.accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
  if (grantId) return oidc.provider.Grant.find(grantId);
  const grant = new oidc.provider.Grant({
    clientId: oidc.client.clientId,
    accountId: oidc.session.accountId,
  });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

/**
 * Follows the provider's redirects by hand with a cookie jar, answering the login page with
 * `form` (or cancelling when null), until the provider redirects to `redirectUri`.
 */
async function driveLogin(
  authorizationUrl: string,
  redirectUri: string,
  form: Record<string, string> | null,
): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let request: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < 10; hop += 1) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...request,
      redirect: 'manual',
      headers: { ...(request.headers as Record<string, string>), cookie },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      if (value) jar.set(name.trim(), value);
      else jar.delete(name.trim());
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return url;
      request = { method: 'GET' };
    } else if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
      await response.text();
      if (!form) {
        url = new URL(`${url.pathname}/abort`, url);
        continue;
      }
      request = {
        method: 'POST',
        body: new URLSearchParams(form).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    } else {
      throw new Error(
        `unexpected ${response.status} from ${url.pathname}: ${await response.text()}`,
      );
    }
  }
  throw new Error('too many redirects at the OpenID provider');
}
