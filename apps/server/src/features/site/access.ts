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
 * that a blocked visitor is told to contact support rather than to wait. It runs before every
 * member API call, so an empty list costs nothing: no address parsing, no country look-up.
 */
export function systemStatusFor(
  ip: string,
  rules: AccessRules,
  blockList: BlockList = buildBlockList(rules.blockedIps),
): SystemStatus {
  if (isBlocked(normaliseIp(ip), rules, blockList)) return SYSTEM_STATUS.restricted;
  if (rules.maintenance) return SYSTEM_STATUS.maintenance;
  return SYSTEM_STATUS.normal;
}

function isBlocked(address: string, rules: AccessRules, blockList: BlockList): boolean {
  if (rules.blockedIps.length > 0) {
    const version = isIP(address);
    if (version !== 0 && blockList.check(address, version === 6 ? 'ipv6' : 'ipv4')) return true;
  }
  if (rules.blockedCountries.length === 0) return false;
  const country = countryOf(address);
  return country !== null && rules.blockedCountries.includes(country);
}
