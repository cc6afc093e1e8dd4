import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { ALERT_TEXTS } from '../../../common/messages';

/**
 * The addresses a mail server named in the panel may not have: this machine (loopback), the local link (cloud
 * metadata at 169.254.169.254 among them) and private networks. The panel's setting is the owner's, but the owner's
 * session can be someone else's: without this, "Send test alert" would let it probe the server's own network.
 * IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`) are checked as their IPv4 address (BlockList does so).
 */
const INSIDE = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INSIDE.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INSIDE.addSubnet(network, bits, 'ipv6');

export function isInsideAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return INSIDE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** SMTP_ALLOWED_HOSTS: host names or addresses, comma-separated, that may be inside (a test's or an intranet's). */
export function allowedMailHosts(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((host) => bare(host.trim().toLowerCase()))
    .filter(Boolean);
}

/** An IPv6 literal as the panel takes it (`[::1]`) and as the resolver and sockets take it (`::1`). */
const bare = (host: string) => (host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host);

/** Why a mail server's name cannot be used, in the owner's words. */
export class MailServerRefused extends Error {
  override name = 'MailServerRefused';
}

/**
 * The addresses `host` is reached at, each one on the internet or named by SMTP_ALLOWED_HOSTS (as is the host
 * itself), else MailServerRefused. Asked when the setting is saved and again before every connection, which then
 * goes to the address checked here (a name that resolves elsewhere a second later is not asked again).
 */
export async function mailServerAddresses(host: string, allowed: readonly string[]): Promise<string[]> {
  const name = bare(host.toLowerCase());
  let addresses: string[];
  if (isIP(name)) addresses = [name];
  else {
    try {
      addresses = (await lookup(name, { all: true, verbatim: true })).map((found) => found.address);
    } catch {
      throw new MailServerRefused(ALERT_TEXTS.mailServerNotFound(host));
    }
  }
  if (addresses.length === 0) throw new MailServerRefused(ALERT_TEXTS.mailServerNotFound(host));
  const hostAllowed = allowed.includes(name);
  if (addresses.some((address) => isInsideAddress(address) && !hostAllowed && !allowed.includes(address)))
    throw new MailServerRefused(ALERT_TEXTS.mailServerInside(host));
  return addresses;
}
