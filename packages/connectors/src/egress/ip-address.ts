/** An IP address as a number: 32 bits for IPv4, 128 bits for IPv6. */
export interface IpAddress {
  family: 4 | 6;
  value: bigint;
}

/** A network: every address whose first `prefix` bits equal those of `base`. */
export interface IpRange {
  base: IpAddress;
  prefix: number;
}

/**
 * Parses a canonical dotted-quad IPv4 address. Legacy forms (`127.1`, `0x7f000001`, octal
 * `0177.0.0.1`) are deliberately not accepted here: host normalisation turns them into this
 * form first, so nothing downstream has to agree with libc on what they mean.
 */
export function parseIPv4(text: string): IpAddress | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = (value << 8n) | BigInt(octet);
  }
  return { family: 4, value };
}

/** Parses an IPv6 address (with `::` and an optional dotted IPv4 tail); zone ids are refused. */
export function parseIPv6(text: string): IpAddress | null {
  if (text.includes('%') || !text.includes(':')) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = parseHextets(halves[0] ?? '');
  const tail = halves.length === 2 ? parseHextets(halves[1] ?? '') : [];
  if (head === null || tail === null) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...new Array<number>(missing).fill(0), ...tail];
  const value = groups.reduce((acc, group) => (acc << 16n) | BigInt(group), 0n);
  return { family: 6, value };
}

function parseHextets(text: string): number[] | null {
  if (text === '') return [];
  const pieces = text.split(':');
  const groups: number[] = [];
  for (const [index, piece] of pieces.entries()) {
    const isLast = index === pieces.length - 1;
    if (isLast && piece.includes('.')) {
      const v4 = parseIPv4(piece);
      if (v4 === null) return null;
      groups.push(Number(v4.value >> 16n), Number(v4.value & 0xffffn));
    } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
      groups.push(Number.parseInt(piece, 16));
    } else {
      return null;
    }
  }
  return groups;
}

/** Parses either family; returns null for anything that is not an IP literal. */
export function parseIp(text: string): IpAddress | null {
  return parseIPv4(text) ?? parseIPv6(text);
}

/** Formats an address the way Node and drivers expect it (IPv6 without brackets). */
export function formatIp(address: IpAddress): string {
  if (address.family === 4) {
    return [24n, 16n, 8n, 0n].map((shift) => String((address.value >> shift) & 0xffn)).join('.');
  }
  const groups = [];
  for (let shift = 112n; shift >= 0n; shift -= 16n) {
    groups.push(((address.value >> shift) & 0xffffn).toString(16));
  }
  return groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::');
}

/** Parses `10.0.0.0/8` or `fc00::/7`; a bare address is a range of one. */
export function parseRange(text: string): IpRange | null {
  const [addressText, prefixText, extra] = text.split('/');
  if (addressText === undefined || extra !== undefined) return null;
  const base = parseIp(addressText);
  if (base === null) return null;
  const bits = base.family === 4 ? 32 : 128;
  if (prefixText === undefined) return { base, prefix: bits };
  if (!/^[0-9]{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= bits ? { base, prefix } : null;
}

/** Parses a fixed list of ranges written in code; a typo there is a bug, so it throws. */
export function parseRanges(list: readonly string[]): IpRange[] {
  return list.map((text) => {
    const range = parseRange(text);
    if (range === null) throw new Error(`Invalid IP range: ${text}`);
    return range;
  });
}

/** True when the address lies in the range (same family only). */
export function inRange(address: IpAddress, range: IpRange): boolean {
  if (address.family !== range.base.family) return false;
  const shift = BigInt((address.family === 4 ? 32 : 128) - range.prefix);
  return address.value >> shift === range.base.value >> shift;
}

/** `::ffff:a.b.c.d` → `a.b.c.d`; other addresses unchanged. Mapped addresses reach IPv4 hosts. */
export function unmapIPv4(address: IpAddress): IpAddress {
  if (address.family === 6 && address.value >> 32n === 0xffffn) {
    return { family: 4, value: address.value & 0xffffffffn };
  }
  return address;
}
