import { describe, expect, it } from 'vitest';
import { initialConnectionValues } from './connection-fields';
import {
  draftConnectionRequest,
  portAfterTypeChange,
  serverFieldErrors,
  validateConnection,
} from './connection-request';

const postgres = {
  ...initialConnectionValues('POSTGRESQL'),
  host: ' db.example.com ',
  database: 'shop',
  user: 'reader',
  password: ' secret ',
  // Fields of other kinds stay in the form but never reach the request.
  account: 'ignored',
};

const serviceAccount = JSON.stringify({
  type: 'service_account',
  client_email: 'reader@project.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\n...',
});

describe('connection requests', () => {
  it('sends only the fields of the chosen kind, with a numeric port', () => {
    expect(validateConnection(postgres)).toEqual({
      problems: null,
      request: {
        name: 'shop (PostgreSQL)',
        connection: {
          type: 'POSTGRESQL',
          host: 'db.example.com',
          port: 5432,
          database: 'shop',
          user: 'reader',
          password: ' secret ',
          ssl: 'require',
        },
      },
    });
  });

  it('sends SQL Server switches as booleans and no SSL mode', () => {
    const values = { ...postgres, type: 'MSSQL' as const, port: '1433', name: 'Warehouse' };
    const { request } = validateConnection(values);
    expect(request?.name).toBe('Warehouse');
    expect(request?.connection).toMatchObject({ encrypt: true, trustServerCertificate: false });
    expect(request?.connection).not.toHaveProperty('ssl');
  });

  it('reports missing required fields and bad ports beside their fields', () => {
    const empty = initialConnectionValues('POSTGRESQL');
    expect(validateConnection({ ...empty, port: '70000' }).problems).toEqual({
      host: 'Required',
      port: 'Between 1 and 65535',
      database: 'Required',
      user: 'Required',
    });
  });

  it("uses the contract's rules: hosts, key files, HTTP paths", () => {
    const badHost = validateConnection({ ...postgres, host: 'db.example.com/x' });
    expect(badHost.problems?.host).toBe('Enter a host name or IP address only');
    const bigquery = {
      ...initialConnectionValues('BIGQUERY'),
      projectId: 'my-project-1',
      dataset: 'sales',
      serviceAccountJson: '{"type":"x"}',
    };
    expect(validateConnection(bigquery).problems).toEqual({
      serviceAccountJson: 'Paste the service account key file (JSON) downloaded from Google Cloud',
    });
    expect(validateConnection({ ...bigquery, serviceAccountJson: serviceAccount }).problems).toBe(
      null,
    );
    const databricks = {
      ...initialConnectionValues('DATABRICKS'),
      host: 'adb-1.azuredatabricks.net',
      httpPath: 'warehouses/abc',
      token: 'dapi123',
    };
    expect(Object.keys(validateConnection(databricks).problems ?? {})).toEqual(['httpPath']);
  });

  it('leaves blank optional fields out of the draft', () => {
    const draft = draftConnectionRequest({ ...postgres, port: '' });
    expect(draft.connection).not.toHaveProperty('port');
    expect(draft.connection).not.toHaveProperty('schema');
  });

  it('moves the port to the new default unless the user chose one', () => {
    const values = initialConnectionValues('POSTGRESQL');
    expect(portAfterTypeChange(values, 'MYSQL')).toBe('3306');
    expect(portAfterTypeChange({ ...values, port: '6543' }, 'MYSQL')).toBe('6543');
    expect(portAfterTypeChange(values, 'SNOWFLAKE')).toBe('');
  });

  it("maps the server's field errors onto form fields", () => {
    const details = {
      fields: [
        { path: 'connection.host', message: 'Enter a host name or IP address only' },
        { path: 'name', message: 'Too long' },
        { path: 'connection.port' },
        { message: 'no path' },
      ],
    };
    expect(serverFieldErrors(details)).toEqual({
      host: 'Enter a host name or IP address only',
      name: 'Too long',
      port: 'Invalid value',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
