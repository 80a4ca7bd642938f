/**
 * Who is really asking. The site's own server calls the API over loopback on a visitor's behalf and says so in
 * X-Forwarded-For / X-Forwarded-Host; those headers are believed only from trusted proxies (loopback by default,
 * more with TRUSTED_PROXIES, a comma list of addresses), so a visitor cannot forge an IP to dodge throttling.
 */

import { isIP } from 'node:net';
import { type Env, PROCESS_ENV, readEnv } from '~/config';

const LOOPBACK = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

function normalise(ip: string): string {
  const trimmed = ip.trim().replace(/^\[|\]$/g, '');
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

export function trustedProxy(ip: string, env: Env = PROCESS_ENV): boolean {
  const address = normalise(ip);
  if (LOOPBACK(address)) return true;
  const extra = (readEnv(env).TRUSTED_PROXIES ?? '')
    .split(',')
    .map((s) => normalise(s))
    .filter(Boolean);
  return extra.includes(address);
}

/** The client's address: the right-most X-Forwarded-For entry that is not a trusted proxy. */
export function clientIp(headers: Headers, peer: string, env: Env = PROCESS_ENV): string {
  let address = normalise(peer);
  if (!trustedProxy(address, env)) return address;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(normalise)
    .filter((ip) => isIP(ip) !== 0);
  while (chain.length > 0) {
    address = chain.pop() as string;
    if (!trustedProxy(address, env)) return address;
  }
  return address;
}

/** The host the visitor used, for protocol-relative asset URLs. */
export function publicHost(headers: Headers, url: URL, peer: string, env: Env = PROCESS_ENV): string {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  if (forwarded && trustedProxy(peer, env) && /^[\w.-]+(:\d{1,5})?$|^\[[\da-f:]+\](:\d{1,5})?$/i.test(forwarded)) {
    return forwarded;
  }
  return url.host;
}
