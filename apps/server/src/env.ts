import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { planNames } from '@tabletalk/contracts';
import { llmConfigFromEnv } from '@tabletalk/nlq';
import { z } from 'zod';

/** Values that appear in docs and samples; production refuses to start with any of them. */
const KNOWN_SAMPLE_SECRETS = new Set([
  'changeme',
  'change-me',
  'secret',
  'tabletalk',
  'your-secret-here',
  'please-change-this-secret-to-32-bytes',
  'thisisnotasecretthisisnotasecret',
  '0123456789abcdef0123456789abcdef',
]);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const limitOverride = z.number().int().min(0).nullable().optional();

/** PLANS_FILE: per plan, any of its prices, visibility and limits (null = unlimited). */
const planOverridesSchema = z.partialRecord(
  z.enum(planNames),
  z.strictObject({
    prices: z.strictObject({ Monthly: z.number().min(0), Yearly: z.number().min(0) }).optional(),
    isPublic: z.boolean().optional(),
    limits: z
      .strictObject({
        dataSources: limitOverride,
        askDocsProjects: limitOverride,
        dailyQuestions: limitOverride,
        monthlyQuestions: limitOverride,
        monthlyDashboards: limitOverride,
        monthlyOcrPages: limitOverride,
        members: limitOverride,
        maxFileRows: z.number().int().positive().optional(),
        maxFileColumns: z.number().int().positive().optional(),
        maxExcelSheets: z.number().int().min(1).max(5).optional(),
        databaseConnections: z.boolean().optional(),
        emailSupport: z.boolean().optional(),
        extraCredits: z.boolean().optional(),
      })
      .optional(),
  }),
);
export type PlanOverrides = z.infer<typeof planOverridesSchema>;

const envSchema = z.object({
  // development | production | test: production turns on strict secrets and secure cookies.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Port the HTTP server listens on.
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Address the HTTP server binds to.
  HOST: z.string().default('0.0.0.0'),
  // Folder for the embedded database, uploaded files, the email outbox and generated secrets.
  DATA_DIR: z.string().default('./data'),
  // PostgreSQL URL for the app database; unset means embedded PGlite in DATA_DIR/app-db.
  DATABASE_URL: z.string().optional(),
  // Secret for signing sessions; generated into DATA_DIR in development, required in production.
  APP_SECRET: z.string().optional(),
  // Separate key for encrypting stored credentials; derived from APP_SECRET when unset.
  DATA_ENCRYPTION_KEY: z.string().optional(),
  // The key DATA_ENCRYPTION_KEY replaced, still read during a rotation until reencrypt-secrets ran.
  DATA_ENCRYPTION_KEY_PREVIOUS: z.string().optional(),
  // Public address of the app, used in email links.
  PUBLIC_URL: z.string().optional(),
  // Which roles this process runs: any of http, worker, scheduler (comma separated).
  PROCESS_ROLES: z.string().default('http,worker,scheduler'),
  // How often the scheduler role looks for due schedules, in seconds (a slot runs this late at most).
  SCHEDULER_INTERVAL_S: z.coerce.number().min(1).max(3600).default(20),
  // SMTP server URL (smtp://user:pass@host:587); unset writes emails to DATA_DIR/outbox.
  SMTP_URL: z.string().optional(),
  // Sender address of outgoing email.
  EMAIL_FROM: z.string().default('Tabletalk <no-reply@tabletalk.local>'),
  // Address that receives "contact us" and email-support requests.
  SUPPORT_EMAIL: z.string().default('support@tabletalk.local'),
  // OpenID Connect issuer for "Sign in with Google" (any issuer works).
  OIDC_ISSUER: z.string().default('https://accounts.google.com'),
  // OpenID Connect client id; Google sign-in is off while unset.
  OIDC_CLIENT_ID: z.string().optional(),
  // OpenID Connect client secret.
  OIDC_CLIENT_SECRET: z.string().optional(),
  // Sites allowed to frame embedded dashboards (the embed page's CSP frame-ancestors) when an
  // embed names none itself: origins separated by spaces or commas, or 'self'.
  EMBED_ALLOWED_ORIGINS: z.string().default("'self'"),
  // Longest lifetime of a dashboard embed token, in days.
  EMBED_TOKEN_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // Comma-separated origins allowed by CORS; unset means CORS off (same origin only).
  CORS_ORIGINS: z.string().optional(),
  // Number of trusted reverse-proxy hops in front of the server (for client IPs).
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  // Log level: fatal, error, warn, info, debug, trace, silent.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Set to false to turn off the per-endpoint rate limits (never in production).
  RATE_LIMIT: booleanFlag,
  // Google Tag Manager id; page views are sent on route changes when set.
  GTM_ID: z.string().optional(),
  // Block the context menu and developer shortcuts in production builds of the web app.
  WEB_BLOCK_DEVTOOLS: booleanFlag,
  // Silence console output in production builds of the web app.
  WEB_DISABLE_CONSOLE: booleanFlag,
  // Only one active session per user: a sign-in elsewhere ends the older session.
  SINGLE_SESSION: booleanFlag,
  // Folder of the built web app; defaults to apps/web/dist.
  WEB_DIST_DIR: z.string().optional(),
  // Comma-separated hosts or CIDR ranges data sources may reach besides public addresses.
  SOURCE_HOST_ALLOWLIST: z.string().optional(),
  // Largest data file an upload may send, in megabytes (checked while streaming).
  MAX_UPLOAD_MB: z.coerce.number().positive().default(100),
  // Statement timeout of every query run against a data source, in milliseconds.
  SOURCE_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  // Most rows a query against a data source returns for display.
  SOURCE_MAX_ROWS: z.coerce.number().int().positive().default(10_000),
  // Most memory one source query may add, in megabytes: file queries run in watched query processes killed past it; database results are refused past it.
  SOURCE_QUERY_MEMORY_MB: z.coerce.number().int().min(64).default(512),
  // Most connections this process keeps open to one database source (its pool size).
  SOURCE_POOL_MAX: z.coerce.number().int().positive().default(15),
  // A source's pool (or DuckDB file) unused this long is closed, in milliseconds.
  SOURCE_POOL_IDLE_MS: z.coerce.number().int().positive().default(300_000),
  // Source queries (previews, knowledge builds, questions) one organization runs at once.
  ORG_QUERY_CONCURRENCY: z.coerce.number().int().positive().default(4),
  // Source queries of one organization waiting for a slot; one more gets 429.
  ORG_QUERY_QUEUE: z.coerce.number().int().min(0).default(20),
  // How long a waiting source query waits for its slot before it gets 429, in milliseconds.
  ORG_QUERY_WAIT_MS: z.coerce.number().int().positive().default(20_000),
  // Memory of a file load's child process: its JavaScript heap and DuckDB's limit, in MB each.
  INGEST_MEMORY_MB: z.coerce.number().int().min(16).default(512),
  // Wall-clock limit of a file load, in seconds; past it the load is killed and the source FAILED.
  INGEST_TIMEOUT_S: z.coerce.number().positive().default(300),
  // Optional language model for questions the built-in engine declines: openai, anthropic or
  // openai-compatible (Ollama, vLLM, LM Studio). Empty turns it off.
  LLM_PROVIDER: z.string().optional(),
  // The provider's API base URL (required for openai-compatible, e.g. http://localhost:11434/v1).
  LLM_BASE_URL: z.string().optional(),
  // The provider's API key (required for openai and anthropic).
  LLM_API_KEY: z.string().optional(),
  // The model name, e.g. gpt-4o-mini.
  LLM_MODEL: z.string().optional(),
  // Optional embedding model (openai or openai-compatible only), e.g. text-embedding-3-small:
  // Ask Docs' passage search then also ranks by meaning. Empty turns it off.
  LLM_EMBEDDING_MODEL: z.string().optional(),
  // Tokens each organization may spend on the language model per rolling day.
  LLM_TOKENS_PER_DAY: z.coerce.number().int().positive().default(200_000),
  // The plan new organizations start on (SPEC 9: Basic); a server run for one team may start
  // everyone on Team, say, without any billing.
  DEFAULT_PLAN: z.enum(planNames).default('Basic'),
  // JSON file changing the plan catalogue: {"Pro": {"prices": {"Monthly": 39, "Yearly": 390},
  // "limits": {"monthlyQuestions": 5000}}}. Unset keeps the built-in prices and limits.
  PLANS_FILE: z.string().optional(),
  // Days the Pro trial lasts.
  TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  // How payments are taken: none (plans by the set-plan command and the Pro trial) or stripe.
  BILLING: z.enum(['none', 'stripe']).default('none'),
  // Stripe secret API key (sk_live_… / sk_test_…); required with BILLING=stripe.
  STRIPE_SECRET_KEY: z.string().optional(),
  // Stripe webhook signing secrets (whsec_…), comma separated: several are accepted while one
  // is rotated.
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Stripe price ids: 'Pro:Monthly=price_1,Pro:Yearly=price_2,OCR_PACK=price_3,EXTRA_CREDITS=price_4'.
  STRIPE_PRICES: z.string().default(''),
  // Another address for Stripe's API (a stand-in server in tests), e.g. http://127.0.0.1:12111.
  STRIPE_API_URL: z.url().optional(),
  // OCR pages one OCR pack adds, and its price in USD (shown on the plans page).
  OCR_PACK_PAGES: z.coerce.number().int().positive().default(100),
  OCR_PACK_PRICE_USD: z.coerce.number().nonnegative().default(10),
  // Question credits one extra-credits pack adds (Team/Business), and its price in USD.
  CREDITS_PACK_SIZE: z.coerce.number().int().positive().default(500),
  CREDITS_PACK_PRICE_USD: z.coerce.number().nonnegative().default(25),
  // How many organizations on a free plan (Starter, Basic) one person may own, their personal one
  // included: each new organization starts with a fresh free quota.
  FREE_ORGS_PER_PERSON: z.coerce.number().int().positive().default(2),
});

export type Env = ReturnType<typeof parseEnv>;

/**
 * Parses and checks configuration. The only reader of process.env.
 * @throws Error with every problem listed when the configuration is invalid or insecure.
 */
export function parseEnv(source: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  const dataDir = path.resolve(raw.DATA_DIR);
  const appSecret = resolveAppSecret(raw.APP_SECRET, dataDir, isProduction);
  if (isProduction && raw.DATA_ENCRYPTION_KEY === undefined) {
    // Derived from APP_SECRET, one leaked secret would open both sessions and stored credentials.
    throw new Error(
      'Refusing to start: DATA_ENCRYPTION_KEY is not set. Generate one with `openssl rand -base64 48` (it must differ from APP_SECRET).',
    );
  }
  if (raw.DATA_ENCRYPTION_KEY !== undefined) {
    assertStrongSecret('DATA_ENCRYPTION_KEY', raw.DATA_ENCRYPTION_KEY, isProduction);
    if (isProduction && raw.DATA_ENCRYPTION_KEY === appSecret) {
      throw new Error('Refusing to start: DATA_ENCRYPTION_KEY must differ from APP_SECRET.');
    }
  }
  return {
    nodeEnv: raw.NODE_ENV,
    isProduction,
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    appSecret,
    dataEncryptionKey: raw.DATA_ENCRYPTION_KEY,
    previousDataEncryptionKey: raw.DATA_ENCRYPTION_KEY_PREVIOUS,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    roles: parseRoles(raw.PROCESS_ROLES),
    schedulerIntervalMs: Math.round(raw.SCHEDULER_INTERVAL_S * 1000),
    smtpUrl: raw.SMTP_URL,
    emailFrom: raw.EMAIL_FROM,
    supportEmail: raw.SUPPORT_EMAIL,
    oidc:
      raw.OIDC_CLIENT_ID && raw.OIDC_CLIENT_SECRET
        ? {
            issuer: raw.OIDC_ISSUER,
            clientId: raw.OIDC_CLIENT_ID,
            clientSecret: raw.OIDC_CLIENT_SECRET,
          }
        : null,
    corsOrigins:
      raw.CORS_ORIGINS?.split(',')
        .map((o) => o.trim())
        .filter(Boolean) ?? [],
    embeds: {
      allowedOrigins: parseFrameAncestors(raw.EMBED_ALLOWED_ORIGINS),
      tokenMaxDays: raw.EMBED_TOKEN_MAX_DAYS,
    },
    trustProxyHops: raw.TRUST_PROXY_HOPS,
    logLevel: raw.LOG_LEVEL,
    rateLimit: raw.RATE_LIMIT ?? true,
    singleSession: raw.SINGLE_SESSION ?? true,
    web: {
      gtmId: raw.GTM_ID ?? null,
      blockDevtools: raw.WEB_BLOCK_DEVTOOLS ?? isProduction,
      disableConsole: raw.WEB_DISABLE_CONSOLE ?? isProduction,
    },
    webDistDir: raw.WEB_DIST_DIR ? path.resolve(raw.WEB_DIST_DIR) : undefined,
    sources: {
      hostAllowlist:
        raw.SOURCE_HOST_ALLOWLIST?.split(',')
          .map((h) => h.trim())
          .filter(Boolean) ?? [],
      maxUploadBytes: Math.floor(raw.MAX_UPLOAD_MB * 1024 * 1024),
      queryTimeoutMs: raw.SOURCE_QUERY_TIMEOUT_MS,
      maxRows: raw.SOURCE_MAX_ROWS,
      queryMemoryMb: raw.SOURCE_QUERY_MEMORY_MB,
      poolMax: raw.SOURCE_POOL_MAX,
      poolIdleMs: raw.SOURCE_POOL_IDLE_MS,
      orgQueryConcurrency: raw.ORG_QUERY_CONCURRENCY,
      orgQueryQueue: raw.ORG_QUERY_QUEUE,
      orgQueryWaitMs: raw.ORG_QUERY_WAIT_MS,
      ingestMemoryMb: raw.INGEST_MEMORY_MB,
      ingestTimeoutMs: Math.round(raw.INGEST_TIMEOUT_S * 1000),
    },
    llm: readLlmConfig(raw),
    freeOrgsPerPerson: raw.FREE_ORGS_PER_PERSON,
    plans: {
      defaultPlan: raw.DEFAULT_PLAN,
      overrides: readPlanOverrides(raw.PLANS_FILE),
      trialDays: raw.TRIAL_DAYS,
    },
    billing: readBillingConfig(raw, isProduction),
  };
}

/** The language model's settings, or null when none is configured. */
function readLlmConfig(raw: z.infer<typeof envSchema>) {
  try {
    const { LLM_PROVIDER, LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_EMBEDDING_MODEL } = raw;
    const config = llmConfigFromEnv({
      LLM_PROVIDER,
      LLM_BASE_URL,
      LLM_API_KEY,
      LLM_MODEL,
      LLM_EMBEDDING_MODEL,
    });
    return config ? { config, tokensPerDay: raw.LLM_TOKENS_PER_DAY } : null;
  } catch (error) {
    const issues =
      error instanceof z.ZodError ? error.issues.map((i) => i.message).join('; ') : String(error);
    throw new Error(`Invalid configuration:\n  LLM_*: ${issues}`);
  }
}

/**
 * PLANS_FILE's changes to the plan catalogue, checked whole at start.
 * @throws Error naming the file and every problem.
 */
function readPlanOverrides(file: string | undefined): PlanOverrides {
  if (!file) return {};
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path.resolve(file), 'utf8'));
  } catch (error) {
    throw new Error(`Invalid configuration:\n  PLANS_FILE: cannot read ${file}: ${String(error)}`);
  }
  const parsed = planOverridesSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  PLANS_FILE ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** One STRIPE_PRICES entry: a plan and period ('Pro:Monthly'), or a pack ('OCR_PACK'). */
const PRICE_KEY = /^(?:[A-Za-z]+:(?:Monthly|Yearly)|OCR_PACK|EXTRA_CREDITS)$/;

/** STRIPE_PRICES as a map from 'Pro:Monthly' / 'OCR_PACK' to the Stripe price id. */
function parseStripePrices(value: string): Map<string, string> {
  const prices = new Map<string, string>();
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [key = '', id = ''] = entry.split('=').map((part) => part.trim());
    if (!PRICE_KEY.test(key) || !/^[\w-]{1,200}$/.test(id)) {
      throw new Error(
        `Invalid configuration:\n  STRIPE_PRICES: '${entry}' is not 'Plan:Monthly=price_…', 'OCR_PACK=price_…' or 'EXTRA_CREDITS=price_…'.`,
      );
    }
    prices.set(key, id);
  }
  return prices;
}

/**
 * The payment settings. Stripe needs its key and webhook secrets, and a price for every plan
 * period sold; without them it refuses to start rather than fail at the first checkout.
 */
function readBillingConfig(raw: z.infer<typeof envSchema>, isProduction: boolean) {
  const packs = {
    ocrPages: raw.OCR_PACK_PAGES,
    ocrPriceUsd: raw.OCR_PACK_PRICE_USD,
    credits: raw.CREDITS_PACK_SIZE,
    creditsPriceUsd: raw.CREDITS_PACK_PRICE_USD,
  };
  if (raw.BILLING === 'none') return { provider: 'none' as const, packs };
  const webhookSecrets = (raw.STRIPE_WEBHOOK_SECRET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const prices = parseStripePrices(raw.STRIPE_PRICES);
  const missing = [
    raw.STRIPE_SECRET_KEY ? null : 'STRIPE_SECRET_KEY',
    webhookSecrets.length > 0 ? null : 'STRIPE_WEBHOOK_SECRET',
    prices.size > 0 ? null : 'STRIPE_PRICES',
  ].filter((name) => name !== null);
  if (missing.length > 0) {
    throw new Error(`Invalid configuration:\n  BILLING=stripe needs ${missing.join(', ')}.`);
  }
  if (isProduction && raw.STRIPE_API_URL) {
    throw new Error('Refusing to start: STRIPE_API_URL (a Stripe stand-in) is for tests only.');
  }
  return {
    provider: 'stripe' as const,
    packs,
    stripe: {
      secretKey: raw.STRIPE_SECRET_KEY ?? '',
      webhookSecrets,
      prices,
      apiUrl: raw.STRIPE_API_URL ? new URL(raw.STRIPE_API_URL) : null,
    },
  };
}

/**
 * Reads one secret named on a command line (the old key of `reencrypt-secrets --old-key NAME`),
 * keeping env.ts the only reader of process.env.
 * @throws Error when the variable is unset or empty.
 */
export function readSecretVariable(name: string, source: NodeJS.ProcessEnv = process.env): string {
  const value = source[name];
  if (!value) throw new Error(`The environment variable ${name} is not set.`);
  return value;
}

/** A `frame-ancestors` source: 'self', 'none', or an origin (a `*.` wildcard host allowed). */
const FRAME_ANCESTOR = /^('self'|'none'|https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?)$/i;

/**
 * EMBED_ALLOWED_ORIGINS as CSP sources. Each one lands in a response header, so anything but an
 * origin (a path, a quote, a semicolon) is refused at start.
 */
function parseFrameAncestors(value: string): string[] {
  const sources = value
    .split(/[\s,]+/)
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const invalid = sources.filter((s) => !FRAME_ANCESTOR.test(s));
  if (invalid.length > 0) {
    throw new Error(
      `Invalid configuration:\n  EMBED_ALLOWED_ORIGINS: not an origin or 'self': ${invalid.join(' ')}`,
    );
  }
  return sources.length > 0 ? sources : ["'self'"];
}

const ROLES = ['http', 'worker', 'scheduler'] as const;
export type ProcessRole = (typeof ROLES)[number];

function parseRoles(value: string): ProcessRole[] {
  const roles = value
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = roles.filter((r) => !(ROLES as readonly string[]).includes(r));
  if (unknown.length > 0)
    throw new Error(`Invalid configuration: unknown PROCESS_ROLES ${unknown}`);
  return roles as ProcessRole[];
}

function assertStrongSecret(name: string, value: string, isProduction: boolean): void {
  if (!isProduction) return;
  if (Buffer.byteLength(value) < 32) {
    throw new Error(`Refusing to start: ${name} must be at least 32 bytes long.`);
  }
  if (KNOWN_SAMPLE_SECRETS.has(value.toLowerCase())) {
    throw new Error(`Refusing to start: ${name} is a known sample value; generate your own.`);
  }
}

/** In development a missing APP_SECRET is generated once and kept in DATA_DIR. */
function resolveAppSecret(value: string | undefined, dataDir: string, isProduction: boolean) {
  if (value !== undefined) {
    assertStrongSecret('APP_SECRET', value, isProduction);
    return value;
  }
  if (isProduction) {
    throw new Error(
      'Refusing to start: APP_SECRET is not set. Generate one with `openssl rand -base64 48`.',
    );
  }
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
