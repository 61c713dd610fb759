// Proves the settings form's pure rules: only changed settings go into the PATCH body, lists are
// read from any separator, the contract's messages are found before sending, and every message of a
// refusal lands on the right field (a list's entry named).
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@playdeck/contract/site';
import {
  changedSettings,
  checkSettings,
  countChanges,
  formatOffset,
  parseList,
  placeSettingsErrors,
  timeZoneOptions,
  toFormValues,
} from './settings-form';

const saved: SiteSettings = {
  siteName: 'Playdeck',
  maintenance: false,
  maintenanceMessage: '',
  blockedIps: ['10.0.0.0/8'],
  blockedCountries: ['US'],
  currencySymbol: '$',
  timeZoneOffsetMinutes: 480,
  resources: { IOS: 'https://apps.example/ios' },
  whitelabel: { REGISTER3: true, USERNAMEREG3: true, SMSLOGIN3: false },
};

describe('changedSettings', () => {
  it('is empty for the saved settings as they are', () => {
    expect(changedSettings(toFormValues(saved), saved)).toEqual({});
  });

  it('names only what changed, each resource and switch on its own', () => {
    const values = toFormValues(saved);
    values.maintenance = true;
    values.maintenanceMessage = 'Back at 10:00';
    values.blockedCountries = 'us; sg';
    values.resources.ANDROID = ' https://apps.example/android ';
    values.resources.IOS = '';
    values.whitelabel.SMSLOGIN3 = true;
    values.timeZoneOffsetMinutes = '420';
    const body = changedSettings(values, saved);
    expect(body).toEqual({
      maintenance: true,
      maintenanceMessage: 'Back at 10:00',
      blockedCountries: ['US', 'SG'],
      timeZoneOffsetMinutes: 420,
      resources: { IOS: '', ANDROID: 'https://apps.example/android' },
      whitelabel: { SMSLOGIN3: true },
    });
    expect(countChanges(body)).toBe(7);
  });

  it('does not count spaces around a text as a change', () => {
    const values = toFormValues(saved);
    values.siteName = '  Playdeck ';
    values.blockedIps = '\n10.0.0.0/8\n\n';
    expect(changedSettings(values, saved)).toEqual({});
  });
});

describe('lists and time zones', () => {
  it('splits on lines, commas, semicolons and spaces', () => {
    expect(parseList('1.2.3.4\n5.6.7.8, 9.9.9.9;  10.0.0.0/8 ')).toEqual([
      '1.2.3.4',
      '5.6.7.8',
      '9.9.9.9',
      '10.0.0.0/8',
    ]);
    expect(parseList('  ')).toEqual([]);
  });

  it('writes offsets as GMT±h[:mm] and keeps an unusual saved one', () => {
    expect(formatOffset(480)).toBe('GMT+8');
    expect(formatOffset(330)).toBe('GMT+5:30');
    expect(formatOffset(-210)).toBe('GMT-3:30');
    expect(formatOffset(0)).toBe('GMT+0');
    expect(timeZoneOptions(485)).toContain(485);
    expect(timeZoneOptions(480)).not.toContain(485);
  });
});

describe('checkSettings and placeSettingsErrors', () => {
  const translate = (message: string) => `t(${message})`;
  const entry = (value: string, message: string) => `${value}: ${message}`;

  it('finds the contract refusals before sending', () => {
    expect(
      checkSettings({
        siteName: ' ',
        blockedIps: ['1.2.3.4', 'nonsense'],
        blockedCountries: ['VNM'],
        resources: { YOUTUBE: 'ftp://example' },
      }),
    ).toEqual({
      siteName: 'validation.required',
      'blockedIps.1': 'validation.invalidIp',
      'blockedCountries.0': 'validation.invalidCountry',
      'resources.YOUTUBE': 'validation.invalidUrl',
    });
    expect(checkSettings({ blockedIps: ['192.168.0.0/16', '2001:db8::/32'] })).toEqual({});
  });

  it('puts each message on its field and names the list entry', () => {
    const placed = placeSettingsErrors(
      {
        siteName: 'validation.required',
        'blockedIps.1': 'validation.invalidIp',
        'resources.YOUTUBE': 'Bad link',
        'whitelabel.SMSLOGIN3': 'Nope',
        somethingElse: 'Other',
      },
      { blockedIps: ['1.2.3.4', 'nonsense'] },
      translate,
      entry,
    );
    expect(placed.fields).toEqual({
      siteName: 't(validation.required)',
      blockedIps: 'nonsense: t(validation.invalidIp)',
      'resources.YOUTUBE': 't(Bad link)',
      'whitelabel.SMSLOGIN3': 't(Nope)',
    });
    expect(placed.others).toEqual(['t(Other)']);
  });
});
