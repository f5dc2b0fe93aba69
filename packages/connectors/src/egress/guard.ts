import { ConnectorError } from '../types';
import { allowsAddress, allowsName, compileAllowlist } from './allowlist';
import { type DeniedTarget, isDeniedTarget } from './denied-targets';
import { normalizeHost } from './host';
import { formatIp, type IpAddress, parseIp, unmapIPv4 } from './ip-address';
import { type LookupFn, systemLookup } from './lookup';
import { isPublicAddress } from './public-address';

/**
 * Where server-side connections may go. By default only global unicast addresses; self-hosting
 * admins opt private targets in through `SOURCE_HOST_ALLOWLIST`.
 */
export interface EgressPolicy {
  /** Hostnames, `*.suffix` wildcards, IP addresses or CIDR ranges; `*` allows every address. */
  allowlist: string[];
  /** Never connect here, allowlisted or not (the app's own database). */
  deniedTargets?: DeniedTarget[];
}

/** The checked destination: connect to `address`, present `hostname` for TLS (SNI, certificate). */
export interface PinnedTarget {
  /** The normalised host name, or the address itself for IP literals. */
  hostname: string;
  /** The resolved address every byte goes to; drivers must not resolve the name again. */
  address: string;
  family: 4 | 6;
  port: number;
  /** Set when the host is a name: TLS SNI and certificate checks use it. */
  servername: string | undefined;
}

export interface EgressOptions {
  /** Name resolution; defaults to the system resolver. */
  lookup?: LookupFn;
  /** Gives up on a resolver that does not answer (default 10 s). */
  timeoutMs?: number;
}

/** One message for every refusal, so a refusal says nothing about the internal network. */
export const HOST_NOT_ALLOWED_MESSAGE =
  'This host resolves to a private or reserved address (or does not resolve), so Tabletalk will not connect to it. An administrator can allow it with SOURCE_HOST_ALLOWLIST.';

/** Message for a target on the denied list, where the allowlist would not help. */
export const TARGET_DENIED_MESSAGE = 'This database server cannot be used as a data source.';

function refuse(cause?: unknown): ConnectorError {
  return new ConnectorError('HOST_NOT_ALLOWED', HOST_NOT_ALLOWED_MESSAGE, { cause });
}

async function resolveName(name: string, lookup: LookupFn, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`DNS lookup timed out for ${name}`)), timeoutMs);
  });
  try {
    const answers = await Promise.race([lookup(name), timeout]);
    return answers.map((answer) => parseIp(answer.address));
  } catch (error) {
    throw refuse(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The egress guard, run before every server-side connect: normalises the host, resolves it
 * once, and accepts it only when every address is global unicast or allowlisted and the
 * target is not denied. Callers connect to the returned pinned address, so a second DNS
 * answer (rebinding) never matters.
 * @throws ConnectorError HOST_NOT_ALLOWED, with one generic message for every reason.
 * @example const target = await resolveEgressTarget('db.example.com', 5432, { allowlist: [] });
 */
export async function resolveEgressTarget(
  host: string,
  port: number,
  policy: EgressPolicy,
  options: EgressOptions = {},
): Promise<PinnedTarget> {
  const lookup = options.lookup ?? systemLookup;
  const normalized = normalizeHost(host);
  if (normalized === null) throw refuse(new Error(`Unparseable host ${JSON.stringify(host)}`));
  const name = normalized.kind === 'name' ? normalized.name : null;
  const found =
    normalized.kind === 'ip'
      ? [normalized.address]
      : await resolveName(normalized.name, lookup, options.timeoutMs ?? 10_000);
  const addresses = found.filter((address) => address !== null).map(unmapIPv4);
  const [first] = addresses;
  if (first === undefined || addresses.length !== found.length) {
    throw refuse(new Error(`No usable address for ${host}`));
  }

  const allowlist = compileAllowlist(policy.allowlist);
  const nameAllowed = name !== null && allowsName(allowlist, name);
  const isPermitted = (address: IpAddress) =>
    allowlist.allowsAll ||
    nameAllowed ||
    isPublicAddress(address) ||
    allowsAddress(allowlist, address);
  const blocked = addresses.find((address) => !isPermitted(address));
  if (blocked !== undefined) throw refuse(new Error(`${host} resolves to ${formatIp(blocked)}`));

  const denied = await isDeniedTarget(
    { name, addresses, port },
    policy.deniedTargets ?? [],
    lookup,
  );
  if (denied) throw new ConnectorError('HOST_NOT_ALLOWED', TARGET_DENIED_MESSAGE);

  return {
    hostname: name ?? formatIp(first),
    address: formatIp(first),
    family: first.family,
    port,
    servername: name ?? undefined,
  };
}
