import { z } from 'zod';
import type { Dialect } from './semantic-model';

/*
 * Database connections are structured fields only (SECURITY A3): no connection strings, no
 * free-form driver options. Every object is strict, so keys a driver would honour but we never
 * set (INIT, allowLoadLocalInfile, multipleStatements, options, socketPath, ...) are refused.
 */

/** Characters that could end a statement, split a connection string or smuggle a second value. */
const forbiddenInName = /[\s\p{Cc};]/u;

/** A host name or IP literal: letters (IDN allowed), digits, dots, hyphens, underscores, IPv6. */
const hostPattern = /^[\p{L}\p{N}._:[\]-]+$/u;

/** A database-side name (database, user, schema...): anything but separators and controls. */
const nameSchema = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !forbiddenInName.test(value), {
      message: 'Must not contain spaces, control characters or ";"',
    });

/** Hosts stay names or addresses; slashes (socket paths), commas (multi-host) and ';' are out. */
export const connectionHostSchema = z
  .string()
  .min(1)
  .max(253)
  .regex(hostPattern, { message: 'Enter a host name or IP address only' });

const portSchema = (fallback: number) =>
  z.coerce.number().int().min(1).max(65_535).default(fallback);
const passwordSchema = z.string().max(1024);
const sslModeSchema = z.enum(['disable', 'require', 'verify-full']).default('require');

export const postgresConnectionSchema = z.strictObject({
  type: z.literal('POSTGRESQL'),
  host: connectionHostSchema,
  port: portSchema(5432),
  database: nameSchema(63),
  user: nameSchema(63),
  password: passwordSchema,
  ssl: sslModeSchema,
  schema: nameSchema(63).optional(),
});

const mysqlFields = {
  host: connectionHostSchema,
  port: portSchema(3306),
  database: nameSchema(64),
  user: nameSchema(80),
  password: passwordSchema,
  ssl: sslModeSchema,
};
export const mysqlConnectionSchema = z.strictObject({ type: z.literal('MYSQL'), ...mysqlFields });
export const mariadbConnectionSchema = z.strictObject({
  type: z.literal('MARIADB'),
  ...mysqlFields,
});

export const mssqlConnectionSchema = z.strictObject({
  type: z.literal('MSSQL'),
  host: connectionHostSchema,
  port: portSchema(1433),
  database: nameSchema(128),
  user: nameSchema(128),
  password: passwordSchema,
  encrypt: z.boolean().default(true),
  trustServerCertificate: z.boolean().default(false),
});

const snowflakeSuffix = /\.snowflakecomputing\.com$/i;

/** `myorg-myaccount` or `xy12345.us-east-2.aws`; a pasted full host name is cut back. */
const snowflakeAccountSchema = z
  .string()
  .max(255)
  .transform((value) => value.replace(snowflakeSuffix, ''))
  .pipe(
    z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/, {
      message: 'Enter the account identifier, for example myorg-myaccount',
    }),
  );

export const snowflakeConnectionSchema = z.strictObject({
  type: z.literal('SNOWFLAKE'),
  account: snowflakeAccountSchema,
  user: nameSchema(255),
  password: passwordSchema.min(1),
  warehouse: nameSchema(255),
  database: nameSchema(255),
  schema: nameSchema(255),
  role: nameSchema(255).optional(),
});

/** Google's token endpoint: the only one a service account may send us to. */
export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

const serviceAccountKeySchema = z.looseObject({
  type: z.literal('service_account'),
  client_email: z.email(),
  private_key: z.string().min(1),
  // A key file names its own token endpoint; a forged one would make the server POST there.
  token_uri: z.literal(GOOGLE_TOKEN_URI).optional(),
  universe_domain: z.literal('googleapis.com').optional(),
});

/** The service-account key file as pasted: valid JSON naming Google's own endpoints. */
const serviceAccountJsonSchema = z
  .string()
  .min(1)
  .max(20_000)
  .refine((text) => serviceAccountKeySchema.safeParse(parseJson(text)).success, {
    message: 'Paste the service account key file (JSON) downloaded from Google Cloud',
  });

export const bigqueryConnectionSchema = z.strictObject({
  type: z.literal('BIGQUERY'),
  projectId: z.string().regex(/^([a-z0-9.-]+:)?[a-z][a-z0-9-]{4,28}[a-z0-9]$/, {
    message: 'Enter the Google Cloud project id',
  }),
  dataset: z.string().regex(/^[A-Za-z0-9_]{1,1024}$/, { message: 'Enter the dataset id' }),
  location: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  serviceAccountJson: serviceAccountJsonSchema,
});

export const databricksConnectionSchema = z.strictObject({
  type: z.literal('DATABRICKS'),
  host: connectionHostSchema,
  httpPath: z
    .string()
    .max(512)
    .regex(/^\/sql\/[A-Za-z0-9/._-]+$/, {
      message: 'Enter the HTTP path, e.g. /sql/1.0/warehouses/…',
    }),
  token: z
    .string()
    .min(1)
    .max(1024)
    .refine((value) => !forbiddenInName.test(value), { message: 'Paste the token only' }),
  catalog: nameSchema(255).optional(),
  schema: nameSchema(255).optional(),
});

/**
 * A database connection as the user enters it, one shape per source type. Unknown keys are
 * rejected; defaults (ports, TLS on) are filled in.
 * @example connectionConfigSchema.parse({ type: 'POSTGRESQL', host: 'db.example.com', database: 'shop', user: 'reader', password: '…' })
 */
export const connectionConfigSchema = z.discriminatedUnion('type', [
  postgresConnectionSchema,
  mysqlConnectionSchema,
  mariadbConnectionSchema,
  mssqlConnectionSchema,
  snowflakeConnectionSchema,
  bigqueryConnectionSchema,
  databricksConnectionSchema,
]);
export type ConnectionConfig = z.infer<typeof connectionConfigSchema>;
export type ConnectionConfigInput = z.input<typeof connectionConfigSchema>;
export type DatabaseSourceType = ConnectionConfig['type'];
export type PostgresConnection = z.infer<typeof postgresConnectionSchema>;
export type MysqlConnection =
  | z.infer<typeof mysqlConnectionSchema>
  | z.infer<typeof mariadbConnectionSchema>;
export type MssqlConnection = z.infer<typeof mssqlConnectionSchema>;
export type SnowflakeConnection = z.infer<typeof snowflakeConnectionSchema>;
export type BigqueryConnection = z.infer<typeof bigqueryConnectionSchema>;
export type DatabricksConnection = z.infer<typeof databricksConnectionSchema>;

/** The write-only fields of each connection type: stored encrypted, never sent back (A5). */
export const SECRET_FIELDS = {
  POSTGRESQL: ['password'],
  MYSQL: ['password'],
  MARIADB: ['password'],
  MSSQL: ['password'],
  SNOWFLAKE: ['password'],
  BIGQUERY: ['serviceAccountJson'],
  DATABRICKS: ['token'],
} as const satisfies Record<DatabaseSourceType, readonly string[]>;

/** A connection as responses show it: every field except the secrets. */
export const publicConnectionSchema = z.discriminatedUnion('type', [
  postgresConnectionSchema.omit({ password: true }),
  mysqlConnectionSchema.omit({ password: true }),
  mariadbConnectionSchema.omit({ password: true }),
  mssqlConnectionSchema.omit({ password: true }),
  snowflakeConnectionSchema.omit({ password: true }),
  bigqueryConnectionSchema.omit({ serviceAccountJson: true }),
  databricksConnectionSchema.omit({ token: true }),
]);
export type PublicConnection = z.infer<typeof publicConnectionSchema>;

/**
 * Drops the secret fields of a connection so it can go into a response or a log.
 * @example toPublicConnection(config) // { type: 'POSTGRESQL', host, port, ... } without password
 */
export function toPublicConnection(config: ConnectionConfig): PublicConnection {
  const secrets: readonly string[] = SECRET_FIELDS[config.type];
  const entries = Object.entries(config).filter(([key]) => !secrets.includes(key));
  return Object.fromEntries(entries) as PublicConnection;
}

/** The SQL dialect the question engine compiles to for each database source type. */
export const CONNECTION_DIALECTS = {
  POSTGRESQL: 'postgres',
  MYSQL: 'mysql',
  MARIADB: 'mysql',
  MSSQL: 'mssql',
  SNOWFLAKE: 'snowflake',
  BIGQUERY: 'bigquery',
  DATABRICKS: 'databricks',
} as const satisfies Record<DatabaseSourceType, Dialect>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
