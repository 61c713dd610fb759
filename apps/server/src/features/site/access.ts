// Who may use the site: the maintenance switch and the operator's block list of IPs, IP ranges and
// countries. The country comes from the geoip-country dataset shipped inside its npm package
// (GeoLite2 country data); its updater, which downloads, is never run.
import { BlockList, isIP } from 'node:net';
import geoip from 'geoip-country';
import { SYSTEM_STATUS, type SystemStatus } from '@playdeck/contract/site';
import { normaliseIp } from '../../plugins/client-ip';

export function countryOf(ip: string): string | null {
  return geoip.lookup(normaliseIp(ip))?.country ?? null;
}

export type AccessRules = {
  maintenance: boolean;
  blockedIps: readonly string[];
  blockedCountries: readonly string[];
};

export function buildBlockList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) continue;
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/**
 * The system status for a visitor (SPEC.md §4): a blocked IP or country wins over maintenance, so
 * that a blocked visitor is told to contact support rather than to wait.
 */
export function systemStatusFor(
  ip: string,
  rules: AccessRules,
  blockList: BlockList = buildBlockList(rules.blockedIps),
): { status: SystemStatus; country: string | null } {
  const address = normaliseIp(ip);
  const country = countryOf(address);
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  const ipBlocked = isIP(address) !== 0 && blockList.check(address, family);
  const countryBlocked = country !== null && rules.blockedCountries.includes(country);
  if (ipBlocked || countryBlocked) return { status: SYSTEM_STATUS.restricted, country };
  if (rules.maintenance) return { status: SYSTEM_STATUS.maintenance, country };
  return { status: SYSTEM_STATUS.normal, country };
}
