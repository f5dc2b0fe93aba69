import dgram from 'node:dgram';
import dns from 'node:dns';
import net from 'node:net';

const refusal = 'The document reader has no network access.';

/**
 * Turns every way out to the network off in this process: TCP and TLS connects (which HTTP and
 * `fetch` go through), UDP sockets, DNS lookups and `fetch` itself. The parser child calls it
 * before loading any parser, so a document that points at a URL — a linked image, a template, a
 * PDF action — can never make the server reach it. Defence in depth: the parsers used here are
 * not known to fetch anything.
 */
export function turnNetworkOff(): void {
  const refuse = (): never => {
    throw new Error(refusal);
  };
  const refuseLater = () => Promise.reject(new Error(refusal));
  const replacements: [object, string, unknown][] = [
    [net.Socket.prototype, 'connect', refuse],
    [dgram.Socket.prototype, 'bind', refuse],
    [dgram.Socket.prototype, 'send', refuse],
    [dns, 'lookup', refuse],
    [dns, 'resolve', refuse],
    [dns.promises, 'lookup', refuseLater],
    [dns.promises, 'resolve', refuseLater],
    [globalThis, 'fetch', refuseLater],
  ];
  for (const [target, key, value] of replacements) Reflect.set(target, key, value);
}
