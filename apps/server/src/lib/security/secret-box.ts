import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AppError } from '@tabletalk/contracts';
import { deriveKey } from './keys';

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** One AES-256 key and the short id written in front of everything it seals. */
export interface SecretKey {
  id: string;
  key: Buffer;
}

/** Seals and opens small secrets (stored credentials) with AES-256-GCM. */
export interface SecretBox {
  /** Encrypts under the current key: `v1:<keyId>:<iv>:<tag>:<data>`, each part base64url. */
  seal(plaintext: string): string;
  /**
   * Decrypts with whichever known key sealed it.
   * @throws AppError CREDENTIALS_UNREADABLE when the text is malformed, tampered with, or sealed
   *   under a key this box does not hold. Fails closed: never returns partial plaintext.
   */
  open(sealed: string): string;
  /** True when `sealed` was made with the current key (nothing to re-encrypt). */
  isCurrent(sealed: string): boolean;
}

/**
 * Turns key material (DATA_ENCRYPTION_KEY, or APP_SECRET when unset) into the 32-byte key and its
 * id. The id is a hash prefix of the derived key, so it names the key without revealing it.
 */
export function dataEncryptionKey(material: string): SecretKey {
  const key = deriveKey(material, 'data-encryption');
  const id = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return { id, key };
}

function unreadable(): AppError {
  return new AppError('CREDENTIALS_UNREADABLE');
}

/**
 * A box sealing with `current` and opening with `current` or any of `previous` (during a key
 * rotation, until `reencrypt-secrets` has run).
 * @example
 *   const box = createSecretBox(dataEncryptionKey(env.dataEncryptionKey ?? env.appSecret));
 *   const stored = box.seal(JSON.stringify({ password }));
 */
export function createSecretBox(current: SecretKey, previous: SecretKey[] = []): SecretBox {
  const keys = new Map([...previous, current].map((k) => [k.id, k.key]));
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      // The header is authenticated too: moving ciphertext under another key id fails.
      cipher.setAAD(Buffer.from(`${FORMAT}:${current.id}`));
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
      return [FORMAT, current.id, ...parts].join(':');
    },
    open(sealed) {
      const [format, keyId, iv, tag, data, ...rest] = sealed.split(':');
      const key = keyId ? keys.get(keyId) : undefined;
      if (format !== FORMAT || !key || !iv || !tag || data === undefined || rest.length > 0) {
        throw unreadable();
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        const authTag = Buffer.from(tag, 'base64url');
        if (authTag.length !== TAG_BYTES) throw unreadable();
        decipher.setAuthTag(authTag);
        decipher.setAAD(Buffer.from(`${FORMAT}:${keyId}`));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        throw unreadable();
      }
    },
    isCurrent(sealed) {
      return sealed.startsWith(`${FORMAT}:${current.id}:`);
    },
  };
}
