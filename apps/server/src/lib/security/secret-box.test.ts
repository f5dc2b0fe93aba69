import { describe, expect, it } from 'vitest';
import { createSecretBox, dataEncryptionKey } from './secret-box';

const oldKey = dataEncryptionKey('old-key-material-0123456789abcdef0123456789');
const newKey = dataEncryptionKey('new-key-material-fedcba9876543210fedcba9876');

describe('secret box (SECURITY A4)', () => {
  it('seals with AES-256-GCM under a key id and opens it again', () => {
    const box = createSecretBox(newKey);
    const sealed = box.seal('canary-Secr3t-xyz');
    expect(sealed).toMatch(new RegExp(`^v1:${newKey.id}:[\\w-]+:[\\w-]+:[\\w-]+$`));
    expect(sealed).not.toContain('canary');
    expect(box.open(sealed)).toBe('canary-Secr3t-xyz');
    // A fresh IV every time: the same secret never seals to the same text.
    expect(box.seal('canary-Secr3t-xyz')).not.toBe(sealed);
  });

  it('fails closed when one byte of the ciphertext is flipped', () => {
    const box = createSecretBox(newKey);
    const parts = box.seal('a password').split(':');
    const data = Buffer.from(parts[4] ?? '', 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    parts[4] = data.toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow(
      expect.objectContaining({ code: 'CREDENTIALS_UNREADABLE' }),
    );
  });

  it('refuses malformed text, unknown keys and a key id swapped onto other ciphertext', () => {
    const box = createSecretBox(newKey);
    const sealedOld = createSecretBox(oldKey).seal('x');
    for (const bad of ['', 'plain', 'v1:abc', sealedOld, sealedOld.replace(oldKey.id, newKey.id)]) {
      expect(() => box.open(bad)).toThrow(
        expect.objectContaining({ code: 'CREDENTIALS_UNREADABLE' }),
      );
    }
  });

  it('opens text of a previous key during rotation and knows what to re-encrypt', () => {
    const sealedOld = createSecretBox(oldKey).seal('rotate me');
    const rotating = createSecretBox(newKey, [oldKey]);
    expect(rotating.isCurrent(sealedOld)).toBe(false);
    const resealed = rotating.seal(rotating.open(sealedOld));
    expect(rotating.isCurrent(resealed)).toBe(true);
    // Once re-encrypted, the old key can go.
    expect(createSecretBox(newKey).open(resealed)).toBe('rotate me');
  });
});
