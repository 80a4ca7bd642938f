/**
 * Who is really asking. The site's own server calls the API on a visitor's behalf (in its process, as from loopback:
 * src/pages/api/_handler.ts) and says so in X-Forwarded-For / X-Forwarded-Host; those headers are believed only
 * from trusted proxies (loopback always, more with TRUSTED_PROXIES: a comma list of addresses or CIDR ranges), so a
 * visitor cannot forge an IP to dodge throttling. Which addresses are trusted is proxy-addr's compiled trust
 * function; addresses are read by ipaddr.js.
 */

import proxyAddr from 'proxy-addr';
import { type Env, EnvError, PROCESS_ENV, readEnv } from '~/config';
import { parseIp } from '~/server/auth/clientKey';

type Trust = (address: string, hop: number) => boolean;

const compiled = new Map<string, Trust>();

/** The trust function for loopback plus TRUSTED_PROXIES; an EnvError names a malformed entry. */
function trustFunction(env: Env): Trust {
  const list = readEnv(env).TRUSTED_PROXIES ?? '';
  let trust = compiled.get(list);
  if (!trust) {
    const extra = list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    try {
      trust = proxyAddr.compile(['loopback', ...extra]);
    } catch (error) {
      throw new EnvError(`Environment variable TRUSTED_PROXIES is invalid: ${(error as Error).message}`);
    }
    compiled.set(list, trust);
  }
  return trust;
}

/** An IP address in its canonical form (IPv4-mapped IPv6 becomes IPv4), or undefined for anything else. */
const parseAddress = (text: string): string | undefined => parseIp(text)?.toString();

export function trustedProxy(ip: string, env: Env = PROCESS_ENV): boolean {
  const address = parseAddress(ip);
  return address !== undefined && trustFunction(env)(address, 0);
}

/** The client's address: the right-most X-Forwarded-For entry that is not a trusted proxy. */
export function clientIp(headers: Headers, peer: string, env: Env = PROCESS_ENV): string {
  let address = parseAddress(peer);
  if (address === undefined) return peer.trim();
  const trust = trustFunction(env);
  if (!trust(address, 0)) return address;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(parseAddress)
    .filter((entry) => entry !== undefined);
  for (let hop = 1; chain.length > 0; hop++) {
    address = chain.pop() as string;
    if (!trust(address, hop)) return address;
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
