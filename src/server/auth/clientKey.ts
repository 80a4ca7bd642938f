/**
 * The one key of a client for every per-IP counter (failed logins, captcha images, verification codes), parsed
 * with ipaddr.js so that writing one address another way gives no extra tries: an IPv4 address counts as itself,
 * also when written as IPv4-mapped IPv6; an IPv6 address counts by its /64 prefix, since one subscriber usually
 * holds a whole /64 and counting single addresses would be no limit at all. Anything that is not an address gets a
 * short, stable key of its own; this never throws.
 */
import ipaddr from 'ipaddr.js';

const MAX_KEY_LENGTH = 64;

/**
 * An IP address as a socket or a proxy writes it (IPv6 possibly in brackets), IPv4-mapped IPv6 read as IPv4; undefined
 * for anything else (a port, a name, garbage).
 */
export function parseIp(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const address = text.trim().replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.IPv6.isValid(address) && !ipaddr.IPv4.isValidFourPartDecimal(address)) return undefined;
  return ipaddr.process(address);
}

export function clientKey(ip: string): string {
  const address = parseIp(ip);
  if (!address)
    return (
      ip
        .trim()
        .replace(/^\[(.*)\]$/, '$1')
        .slice(0, MAX_KEY_LENGTH) || 'unknown'
    );
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
