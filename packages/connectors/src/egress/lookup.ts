import { lookup as dnsLookup } from 'node:dns/promises';

/** One answer of a name lookup, as `dns.lookup(name, { all: true })` gives it. */
export interface LookupAddress {
  address: string;
  family: number;
}

/** Resolves a hostname to all of its addresses. Tests pass a stub to play DNS. */
export type LookupFn = (hostname: string) => Promise<LookupAddress[]>;

/**
 * The system resolver (getaddrinfo, so /etc/hosts counts), every address in resolver order.
 * @example await systemLookup('localhost') // [{ address: '127.0.0.1', family: 4 }, ...]
 */
export const systemLookup: LookupFn = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });
