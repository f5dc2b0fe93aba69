import { type IpAddress, inRange, parseRanges, unmapIPv4 } from './ip-address';

/** IPv4 blocks that are not global unicast (IANA special-purpose registry, plus multicast). */
const nonPublicV4 = parseRanges([
  '0.0.0.0/8', // "this network"; 0.0.0.0 reaches the local host on Linux
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, where cloud metadata services live
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, including 255.255.255.255
]);

/** Only 2000::/3 is global unicast IPv6; inside it, these blocks are special or tunnel to IPv4. */
const globalV6 = parseRanges(['2000::/3']);
const nonPublicInsideGlobalV6 = parseRanges([
  '2001::/23', // protocol assignments, including Teredo 2001::/32 which embeds an IPv4 address
  '2001:db8::/32', // documentation
  '2002::/16', // 6to4, embeds an IPv4 address
  '3fff::/20', // documentation
]);

/**
 * True when the address is global unicast: reachable on the public internet and not loopback,
 * private, link-local, CGNAT, multicast, documentation or reserved. IPv4-mapped IPv6 addresses
 * are judged by the IPv4 address they carry; everything outside 2000::/3 (::, ::1, fc00::/7,
 * fe80::/10, ff00::/8, NAT64 and IPv4-compatible forms) is refused.
 * @example isPublicAddress(parseIp('::ffff:a9fe:a9fe')!) // false (169.254.169.254)
 */
export function isPublicAddress(address: IpAddress): boolean {
  const target = unmapIPv4(address);
  if (target.family === 4) return !nonPublicV4.some((range) => inRange(target, range));
  return (
    globalV6.some((range) => inRange(target, range)) &&
    !nonPublicInsideGlobalV6.some((range) => inRange(target, range))
  );
}
