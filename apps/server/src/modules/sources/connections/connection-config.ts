import {
  AppError,
  type ConnectionConfig,
  connectionConfigSchema,
  type PublicConnection,
  SECRET_FIELDS,
  toPublicConnection,
} from '@tabletalk/contracts';
import type { SourceRow } from '../find-source';
import { type KeyEnv, openSecrets, sealSecrets, sourceSecretBox } from './source-secrets';

/**
 * Splits a connection into the fields stored in clear (host, port, user...) and the secret
 * fields, sealed with the data-encryption key (SECURITY A4).
 */
export function storeConnection(
  env: KeyEnv,
  config: ConnectionConfig,
): { connection: PublicConnection; secrets: string | null } {
  const secretNames: readonly string[] = SECRET_FIELDS[config.type];
  const secretValues = Object.fromEntries(
    Object.entries(config).filter(([key]) => secretNames.includes(key)),
  );
  return {
    connection: toPublicConnection(config),
    secrets: sealSecrets(sourceSecretBox(env), secretValues),
  };
}

/**
 * The full connection of a database source, secrets opened.
 * @throws AppError CREDENTIALS_UNREADABLE when the sealed secrets cannot be opened (tampered
 *   with, or the key changed without `reencrypt-secrets`).
 */
export function loadConnection(
  env: KeyEnv,
  source: Pick<SourceRow, 'connection' | 'secrets'>,
): ConnectionConfig {
  const secrets = openSecrets(sourceSecretBox(env), source.secrets);
  const parsed = connectionConfigSchema.safeParse({ ...source.connection, ...secrets });
  if (!parsed.success) throw new AppError('CREDENTIALS_UNREADABLE');
  return parsed.data;
}
