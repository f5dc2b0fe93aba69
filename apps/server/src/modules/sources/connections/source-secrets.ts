import type { Env } from '../../../env';
import {
  createSecretBox,
  dataEncryptionKey,
  type SecretBox,
} from '../../../lib/security/secret-box';

/** The configuration the credential keys come from. */
export type KeyEnv = Pick<Env, 'appSecret'> &
  Partial<Pick<Env, 'dataEncryptionKey' | 'previousDataEncryptionKey'>>;

let cached: { material: string; box: SecretBox } | null = null;

/**
 * The box sealing source credentials: AES-256-GCM under DATA_ENCRYPTION_KEY, or a key derived
 * from APP_SECRET when that is unset (never the session key itself). During a rotation it also
 * opens values sealed under DATA_ENCRYPTION_KEY_PREVIOUS.
 */
export function sourceSecretBox(env: KeyEnv): SecretBox {
  const current = env.dataEncryptionKey ?? env.appSecret;
  const previous = env.previousDataEncryptionKey;
  const material = JSON.stringify([current, previous ?? null]);
  if (cached?.material !== material) {
    const older = previous ? [dataEncryptionKey(previous)] : [];
    cached = { material, box: createSecretBox(dataEncryptionKey(current), older) };
  }
  return cached.box;
}

/** Seals a source's secret connection fields as one JSON document; null when there are none. */
export function sealSecrets(box: SecretBox, secrets: Record<string, unknown>): string | null {
  const present = Object.entries(secrets).filter(([, v]) => v !== undefined);
  return present.length > 0 ? box.seal(JSON.stringify(Object.fromEntries(present))) : null;
}

/**
 * Opens a source's sealed secret fields.
 * @throws AppError CREDENTIALS_UNREADABLE when they were tampered with or the key is gone.
 */
export function openSecrets(box: SecretBox, sealed: string | null): Record<string, unknown> {
  return sealed ? (JSON.parse(box.open(sealed)) as Record<string, unknown>) : {};
}
