import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { ALERT_TEXTS } from '../../../common/messages';

/**
 * The addresses a mail server named in the panel may not have: anything but the public internet. The panel's
 * setting is the owner's, but the owner's session can be someone else's: without this, "Send test alert" would let
 * it probe the server's own network (cloud metadata at 169.254.169.254 among it). The ranges are those of IANA's
 * special-purpose registries. The few blocks there that are reachable from anywhere are anycast services (AS112
 * DNS, AMT, PCP, TURN), never a mail server: refused with the larger block around them (192.0.0.0/24, 2001::/23),
 * let through where they stand alone.
 */
const INSIDE_IPV4 = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // the former 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the limited broadcast address
] as const)
  INSIDE_IPV4.addSubnet(network, bits, 'ipv4');

/**
 * IPv6: the internet is the global unicast space, 2000::/3 (IANA assigns addresses nowhere else), so everything
 * outside it is refused: the unspecified address and loopback; the forms that carry an IPv4 address (::/96
 * IPv4-compatible, ::ffff:0:0/96 IPv4-mapped, 64:ff9b::/96 and 64:ff9b:1::/48 NAT64), which would reach that IPv4
 * address past its own check, and are refused whatever it is (a mail server's IPv4 address is given as one);
 * discard-only 100::/64, segment routing 5f00::/16, unique-local fc00::/7, link-local fe80::/10, the former
 * site-local fec0::/10, multicast ff00::/8, and the space the IETF keeps reserved. Inside 2000::/3, the
 * special-purpose blocks below.
 */
const INSIDE_IPV6 = new BlockList();
for (const [network, bits] of [
  ['::', 3], // below 2000::
  ['4000::', 2], // above 3fff:…, with the next line
  ['8000::', 1],
  ['2001::', 23], // IETF protocol assignments: Teredo (an IPv4 address inside), benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (an IPv4 address inside)
  ['3fff::', 20], // documentation
] as const)
  INSIDE_IPV6.addSubnet(network, bits, 'ipv6');

/**
 * Whether an address is off the public internet. Each family has its own list: a BlockList reads an IPv4 address
 * against its IPv6 rules as ::ffff:a.b.c.d, so one list holding ::ffff:0:0/96 would refuse every IPv4 address.
 */
export function isInsideAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return INSIDE_IPV4.check(address, 'ipv4');
  if (family === 6) return INSIDE_IPV6.check(address, 'ipv6');
  return true;
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
