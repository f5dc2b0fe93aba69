import { normalizeHost } from './host';
import { type IpAddress, type IpRange, inRange, parseRange, unmapIPv4 } from './ip-address';

/** An allowlist compiled once per check: names, `*.suffix` wildcards and address ranges. */
export interface CompiledAllowlist {
  allowsAll: boolean;
  names: Set<string>;
  suffixes: string[];
  ranges: IpRange[];
}

type Entry =
  | { kind: 'all' }
  | { kind: 'name'; name: string }
  | { kind: 'suffix'; suffix: string }
  | { kind: 'range'; range: IpRange };

function parseEntry(raw: string): Entry | null {
  const entry = raw.trim().toLowerCase();
  if (entry === '*') return { kind: 'all' };
  const unbracketed = entry.replace(/^\[(.*)\](\/\d+)?$/, '$1$2');
  const range = parseRange(unbracketed);
  if (range !== null) return { kind: 'range', range: isSingle(range) ? single(range.base) : range };
  if (entry.startsWith('*.')) {
    const host = normalizeHost(entry.slice(2));
    return host?.kind === 'name' ? { kind: 'suffix', suffix: `.${host.name}` } : null;
  }
  const host = normalizeHost(entry);
  if (host === null) return null;
  return host.kind === 'name'
    ? { kind: 'name', name: host.name }
    : { kind: 'range', range: single(host.address) };
}

function isSingle(range: IpRange): boolean {
  return range.prefix === (range.base.family === 4 ? 32 : 128);
}

/** One address; an IPv4-mapped IPv6 entry allows the IPv4 address it carries. */
function single(address: IpAddress): IpRange {
  const base = unmapIPv4(address);
  return { base, prefix: base.family === 4 ? 32 : 128 };
}

/**
 * True when an allowlist entry is usable: `*`, a hostname, `*.example.com`, an IP address or a
 * CIDR range. Configuration parsing uses it to fail loudly on typos.
 * @example isValidAllowlistEntry('10.0.0.0/8') // true
 */
export function isValidAllowlistEntry(entry: string): boolean {
  return parseEntry(entry) !== null;
}

/** Compiles allowlist entries; invalid entries allow nothing. */
export function compileAllowlist(entries: readonly string[]): CompiledAllowlist {
  const compiled: CompiledAllowlist = {
    allowsAll: false,
    names: new Set(),
    suffixes: [],
    ranges: [],
  };
  for (const entry of entries.map(parseEntry)) {
    if (entry?.kind === 'all') compiled.allowsAll = true;
    if (entry?.kind === 'name') compiled.names.add(entry.name);
    if (entry?.kind === 'suffix') compiled.suffixes.push(entry.suffix);
    if (entry?.kind === 'range') compiled.ranges.push(entry.range);
  }
  return compiled;
}

/** True when a normalised hostname is named by the allowlist, exactly or under a wildcard. */
export function allowsName(allowlist: CompiledAllowlist, name: string): boolean {
  return allowlist.names.has(name) || allowlist.suffixes.some((suffix) => name.endsWith(suffix));
}

/** True when an address falls in one of the allowlisted addresses or ranges. */
export function allowsAddress(allowlist: CompiledAllowlist, address: IpAddress): boolean {
  const target = unmapIPv4(address);
  return allowlist.ranges.some((range) => inRange(target, range));
}
