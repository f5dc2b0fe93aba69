import { networkInterfaces } from 'node:os';
import { normalizeHost } from './host';
import { type IpAddress, inRange, parseIp, parseRanges, unmapIPv4 } from './ip-address';
import type { LookupFn } from './lookup';

/** A host and port the server must never connect to as a source (its own database, A3). */
export interface DeniedTarget {
  host: string;
  port: number;
}

const loopbackOrUnspecified = parseRanges(['127.0.0.0/8', '0.0.0.0/32', '::1/128', '::/128']);

/** Loopback, unspecified, or one of this machine's own interface addresses. */
function isThisMachine(candidate: IpAddress): boolean {
  const address = unmapIPv4(candidate);
  if (loopbackOrUnspecified.some((range) => inRange(address, range))) return true;
  const own = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  return own.some((entry) => sameAddress(parseIp(entry.address), address));
}

function sameAddress(a: IpAddress | null, b: IpAddress): boolean {
  if (a === null) return false;
  const left = unmapIPv4(a);
  const right = unmapIPv4(b);
  return left.family === right.family && left.value === right.value;
}

async function addressesOf(host: string, lookup: LookupFn): Promise<IpAddress[]> {
  const normalized = normalizeHost(host);
  if (normalized === null) return [];
  if (normalized.kind === 'ip') return [normalized.address];
  try {
    const answers = await lookup(normalized.name);
    return answers.map((answer) => parseIp(answer.address)).filter((a) => a !== null);
  } catch {
    return [];
  }
}

/**
 * True when the target (a normalised name, its resolved addresses, a port) is one of the
 * denied targets. Any two addresses of this machine count as the same host, because a server
 * listening on 0.0.0.0 answers on all of them.
 */
export async function isDeniedTarget(
  target: { name: string | null; addresses: IpAddress[]; port: number },
  denied: readonly DeniedTarget[],
  lookup: LookupFn,
): Promise<boolean> {
  for (const entry of denied) {
    if (entry.port !== target.port) continue;
    const deniedHost = normalizeHost(entry.host);
    if (deniedHost?.kind === 'name' && deniedHost.name === target.name) return true;
    const deniedAddresses = await addressesOf(entry.host, lookup);
    const overlaps = target.addresses.some(
      (address) =>
        deniedAddresses.some((other) => sameAddress(other, address)) ||
        (isThisMachine(address) && deniedAddresses.some(isThisMachine)),
    );
    if (overlaps) return true;
  }
  return false;
}
