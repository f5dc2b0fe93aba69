import type { DatabaseSourceType } from '@tabletalk/contracts';

/** Database kinds a connection can be made to (file types are uploads, not connections). */
export const databaseTypes = [
  'POSTGRESQL',
  'MYSQL',
  'MARIADB',
  'MSSQL',
  'SNOWFLAKE',
  'BIGQUERY',
  'DATABRICKS',
] as const satisfies readonly DatabaseSourceType[];
export type DatabaseType = DatabaseSourceType;

export const databaseTypeLabels: Record<DatabaseType, string> = {
  POSTGRESQL: 'PostgreSQL',
  MYSQL: 'MySQL',
  MARIADB: 'MariaDB',
  MSSQL: 'SQL Server',
  SNOWFLAKE: 'Snowflake',
  BIGQUERY: 'BigQuery',
  DATABRICKS: 'Databricks',
};

export const sslModes = ['disable', 'require', 'verify-full'] as const;
export type SslMode = (typeof sslModes)[number];

/** Every field of every kind, flat, so switching kinds keeps what the user typed. */
export interface ConnectionFormValues {
  name: string;
  type: DatabaseType;
  host: string;
  port: string;
  database: string;
  user: string;
  password: string;
  ssl: SslMode;
  schema: string;
  encrypt: boolean;
  trustServerCertificate: boolean;
  account: string;
  warehouse: string;
  role: string;
  projectId: string;
  dataset: string;
  location: string;
  serviceAccountJson: string;
  httpPath: string;
  token: string;
  catalog: string;
}

export type TextFieldKey = {
  [K in keyof ConnectionFormValues]: ConnectionFormValues[K] extends string ? K : never;
}[keyof ConnectionFormValues];
export type FieldKey =
  | Exclude<TextFieldKey, 'name' | 'type'>
  | 'encrypt'
  | 'trustServerCertificate';

export type FieldKind = 'text' | 'port' | 'secret' | 'ssl' | 'switch' | 'json';

export interface ConnectionField {
  key: FieldKey;
  label: string;
  kind: FieldKind;
  required: boolean;
  placeholder?: string;
}

export const defaultPorts: Partial<Record<DatabaseType, number>> = {
  POSTGRESQL: 5432,
  MYSQL: 3306,
  MARIADB: 3306,
  MSSQL: 1433,
};

const field = (
  key: FieldKey,
  label: string,
  kind: FieldKind,
  required = true,
  placeholder?: string,
) => ({ key, label, kind, required, placeholder }) satisfies ConnectionField;

const host = field('host', 'Host', 'text', true, 'db.example.com');
const port = field('port', 'Port', 'port');
const database = field('database', 'Database', 'text');
const user = field('user', 'User', 'text');
// Optional where the contract allows an empty password (trust or certificate authentication).
const password = field('password', 'Password', 'secret', false);
const ssl = field('ssl', 'SSL', 'ssl');
const schema = (required: boolean) => field('schema', 'Schema', 'text', required);
const sqlServer = [host, port, database, user, password];

/** The fields each kind of database asks for, in form order. */
export const connectionFields: Record<DatabaseType, ConnectionField[]> = {
  POSTGRESQL: [...sqlServer, ssl, schema(false)],
  MYSQL: [...sqlServer, ssl],
  MARIADB: [...sqlServer, ssl],
  MSSQL: [
    ...sqlServer,
    field('encrypt', 'Encrypt connection', 'switch', false),
    field('trustServerCertificate', 'Trust server certificate', 'switch', false),
  ],
  SNOWFLAKE: [
    field('account', 'Account', 'text', true, 'xy12345.eu-central-1'),
    user,
    field('password', 'Password', 'secret'),
    field('warehouse', 'Warehouse', 'text'),
    database,
    schema(true),
    field('role', 'Role', 'text', false),
  ],
  BIGQUERY: [
    field('projectId', 'Project ID', 'text'),
    field('dataset', 'Dataset', 'text'),
    field('location', 'Location', 'text', false, 'EU'),
    field('serviceAccountJson', 'Service account JSON', 'json'),
  ],
  DATABRICKS: [
    field('host', 'Host', 'text', true, 'adb-123.azuredatabricks.net'),
    field('httpPath', 'HTTP path', 'text', true, '/sql/1.0/warehouses/abc'),
    field('token', 'Access token', 'secret'),
    field('catalog', 'Catalog', 'text', false),
    schema(false),
  ],
};

export function initialConnectionValues(type: DatabaseType = 'POSTGRESQL'): ConnectionFormValues {
  return {
    name: '',
    type,
    host: '',
    port: String(defaultPorts[type] ?? ''),
    database: '',
    user: '',
    password: '',
    ssl: 'require',
    schema: '',
    encrypt: true,
    trustServerCertificate: false,
    account: '',
    warehouse: '',
    role: '',
    projectId: '',
    dataset: '',
    location: '',
    serviceAccountJson: '',
    httpPath: '',
    token: '',
    catalog: '',
  };
}

/** The form's label for a connection field ("host" → "Host"), for showing a saved connection. */
export function connectionFieldLabel(key: string): string {
  for (const fields of Object.values(connectionFields)) {
    const match = fields.find((f) => f.key === key);
    if (match) return match.label;
  }
  return key;
}
