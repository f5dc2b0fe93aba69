import { domainToASCII } from 'node:url';
import { type IpAddress, parseIPv4, parseIPv6 } from './ip-address';

/** A host as typed by a user, reduced to one unambiguous form. */
export type NormalizedHost = { kind: 'ip'; address: IpAddress } | { kind: 'name'; name: string };

const label = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
const hostnamePattern = new RegExp(`^${label}(?:\\.${label})*$`);

/**
 * Normalises a host the way a URL parser would, so that every spelling of an address ends up
 * as the address itself: `2130706433`, `0x7f000001`, `0177.0.0.1` and `127.1` become
 * `127.0.0.1`; Unicode and full-width names are mapped and punycoded (`ⓛⓞⓒⓐⓛⓗⓞⓢⓣ` →
 * `localhost`); `[::1]` loses its brackets. Returns null for anything that is neither a
 * hostname nor an IP literal (spaces, `;`, `/`, `@`, `%`, zone ids, `1.2.3.4.5`).
 */
export function normalizeHost(input: string): NormalizedHost | null {
  // URL parsing would silently drop a path or decode escapes; such input is not a host at all.
  if (input.length === 0 || input.length > 255 || /[\s\p{Cc}/\\?#@%,;]/u.test(input)) return null;
  const unbracketed = input.startsWith('[') && input.endsWith(']') ? input.slice(1, -1) : input;
  if (unbracketed.includes(':')) {
    const address = parseIPv6(unbracketed);
    return address === null ? null : { kind: 'ip', address };
  }
  // WHATWG host parsing: IDNA mapping plus the legacy IPv4 number forms libc would also accept.
  const ascii = domainToASCII(unbracketed).replace(/\.$/, '');
  if (ascii === '') return null;
  const address = parseIPv4(ascii);
  if (address !== null) return { kind: 'ip', address };
  return hostnamePattern.test(ascii) && ascii.length <= 253 ? { kind: 'name', name: ascii } : null;
}
