import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Server-side request forgery guard of webhook deliveries: in production an endpoint must be
 * HTTPS on a public address, checked on the address actually connected to (the lookup below), so
 * a name that resolves to a private address later (DNS rebinding) is refused too.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  return PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export interface AddressPolicy {
  /** Production: HTTPS only, public addresses only (unless the admin allowed private ones). */
  strict: boolean;
  allowPrivateNetwork: boolean;
}

/** Why a URL may not be a webhook endpoint under the policy (null: it may), before any lookup. */
export function urlRefusal(raw: string, policy: AddressPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not an HTTP(S) URL';
  if (url.username || url.password) return 'credentials in the URL';
  if (!policy.strict) return null;
  if (url.protocol !== 'https:') return 'not HTTPS';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    !policy.allowPrivateNetwork &&
    (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivateAddress(host)))
  ) {
    return 'a private or loopback address';
  }
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http(s).request that refuses private addresses (strict policy without the admin's allowance). */
export function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (policy.strict && !policy.allowPrivateNetwork && list.some((a) => isPrivateAddress(a.address))) {
        const refused = Object.assign(new Error(`${hostname} resolves to a private or loopback address`), {
          code: 'EPRIVATEADDRESS',
        });
        return callback(refused, []);
      }
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}
