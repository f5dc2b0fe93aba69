import { hkdfSync } from 'node:crypto';
import { deriveKey } from '../../../lib/security/keys';

/** The app's embed root key by app secret: derived once per process, not per request. */
const rootKeys = new Map<string, Buffer>();

function rootKey(appSecret: string): Buffer {
  let key = rootKeys.get(appSecret);
  if (!key) {
    key = deriveKey(appSecret, 'dashboard-embed');
    rootKeys.set(appSecret, key);
  }
  return key;
}

/**
 * An organization's embed secret at one version: HKDF-SHA256 of the app's 'dashboard-embed' key
 * (never the session key) with `orgId:version`. Another organization, or the same one after a
 * rotation, has an unrelated key, so its tokens do not verify here.
 * @example orgEmbedKey(ctx.env.appSecret, orgId, 1)
 */
export function orgEmbedKey(appSecret: string, orgId: string, version: number): Uint8Array {
  const info = `${orgId}:${version}`;
  return new Uint8Array(hkdfSync('sha256', rootKey(appSecret), 'tabletalk-embed', info, 32));
}
