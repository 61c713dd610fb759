// Proves the access rules: blocked IPs, ranges and countries give status 2, maintenance status 1.
import { describe, expect, it } from 'vitest';
import { normaliseIp } from '../../plugins/client-ip';
import { countryOf, systemStatusFor } from './access';

const open = { maintenance: false, blockedIps: [], blockedCountries: [] };
const VIETNAM_IP = '14.160.0.1';

describe('systemStatusFor', () => {
  it('is normal when nothing applies', () => {
    expect(systemStatusFor('8.8.8.8', open)).toBe(0);
  });

  it('is maintenance when the switch is on', () => {
    expect(systemStatusFor('8.8.8.8', { ...open, maintenance: true })).toBe(1);
  });

  it('blocks an exact address, IPv4-mapped or not', () => {
    const rules = { ...open, blockedIps: ['203.0.113.7'] };
    expect(systemStatusFor('203.0.113.7', rules)).toBe(2);
    expect(systemStatusFor('::ffff:203.0.113.7', rules)).toBe(2);
    expect(systemStatusFor('203.0.113.8', rules)).toBe(0);
  });

  it('blocks a CIDR range and IPv6 addresses', () => {
    expect(systemStatusFor('10.1.2.3', { ...open, blockedIps: ['10.0.0.0/8'] })).toBe(2);
    expect(systemStatusFor('2001:db8::1', { ...open, blockedIps: ['2001:db8::/32'] })).toBe(2);
  });

  it('blocks by country from the shipped dataset, and a block wins over maintenance', () => {
    const rules = { maintenance: true, blockedIps: [], blockedCountries: ['VN'] };
    expect(systemStatusFor(VIETNAM_IP, rules)).toBe(2);
    expect(systemStatusFor('8.8.8.8', rules)).toBe(1);
  });
});

describe('countryOf and normaliseIp', () => {
  it('knows public addresses and not private ones', () => {
    expect(countryOf(VIETNAM_IP)).toBe('VN');
    expect(countryOf('127.0.0.1')).toBeNull();
  });

  it('strips the IPv4-mapped prefix only from IPv4 addresses', () => {
    expect(normaliseIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseIp('::1')).toBe('::1');
  });
});
