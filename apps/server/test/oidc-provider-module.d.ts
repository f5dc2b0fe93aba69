/**
 * The little of oidc-provider's API the test provider uses: the package ships no types and
 * @types/oidc-provider is not installed.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface OidcGrantClass {
    new (properties: { clientId: string; accountId: string }): OidcGrant;
    find(id: string): Promise<OidcGrant | undefined>;
  }

  /** The Koa context of a request, with the provider's per-request state. */
  export interface OidcKoaContext {
    body: unknown;
    oidc?: {
      route?: string;
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly Grant: OidcGrantClass;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    use(middleware: (ctx: OidcKoaContext, next: () => Promise<void>) => Promise<void>): void;
  }

  export default Provider;
}
