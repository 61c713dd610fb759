// Proves the settings tab: it sends only what the operator changed and says "Saved", puts a 400
// answer's per-field messages beside their fields (a list's entry named), refuses what the contract
// refuses before asking the server, shows other refusals as the API's message, and explains that a
// group turned off turns off its features.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SiteSettings } from '@playdeck/contract/site';
import { renderWithSite } from '../../../test-support/render-with-site';
import { SettingsTab } from './SettingsTab';
import { refusal, setUpOperatorTests, stubApi, type Route } from '../test-support';

const PATH = '/api/operator/site-settings';

const settings: SiteSettings = {
  siteName: 'Playdeck',
  maintenance: false,
  maintenanceMessage: '',
  blockedIps: [],
  blockedCountries: [],
  currencySymbol: '$',
  timeZoneOffsetMinutes: 480,
  resources: { IOS: 'https://apps.example/ios' },
  whitelabel: {
    REGISTER3: true,
    USERNAMEREG3: true,
    MOBILENUMREG3: true,
    LOGIN3: true,
    SMSLOGIN3: true,
    FREEPLAY3: false,
  },
};

setUpOperatorTests();

/** Types a text at once (typing it key by key is slow and says nothing more here). */
async function fill(user: ReturnType<typeof renderWithSite>['user'], box: HTMLElement, text: string) {
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

async function renderTab(patch: Route) {
  const api = stubApi({ [`GET ${PATH}`]: () => settings, [`PATCH ${PATH}`]: patch });
  const view = renderWithSite(<SettingsTab />);
  await screen.findByRole('textbox', { name: /Site name/ });
  return { ...view, api };
}

describe('SettingsTab', () => {
  it('sends only the changed settings and shows a short saved notice', async () => {
    const { user, api } = await renderTab(() => ({
      ...settings,
      maintenance: true,
      maintenanceMessage: 'Back at 10:00',
    }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Site is open')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Maintenance mode' }));
    await fill(user, screen.getByRole('textbox', { name: 'Maintenance message' }), 'Back at 10:00');
    await user.click(screen.getByRole('switch', { name: 'Free play' }));
    expect(screen.getByTestId('settings-changes')).toHaveTextContent('Unsaved changes: 3');
    await user.click(save);

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH', PATH).map((call) => call.body)).toEqual([
      { maintenance: true, maintenanceMessage: 'Back at 10:00', whitelabel: { FREEPLAY3: true } },
    ]);
    // The form now starts from what the server kept.
    expect(await screen.findByText('Maintenance is on')).toBeInTheDocument();
    expect(screen.getByTestId('settings-changes')).toHaveTextContent('No unsaved changes');
  });

  it("puts a 400 answer's per-field messages beside their fields", async () => {
    const { user } = await renderTab(() =>
      refusal(400, 'VALIDATION_FAILED', 'Some fields are not valid', {
        siteName: 'This name is taken',
        'blockedIps.1': 'This range overlaps another',
        'resources.ANDROID': 'The link does not answer',
      }),
    );
    await fill(user, screen.getByRole('textbox', { name: /Site name/ }), 'Playdeck Two');
    await fill(user, screen.getByRole('textbox', { name: 'Blocked IPs' }), '10.0.0.1\n10.0.0.0/8');
    await fill(user, screen.getByRole('textbox', { name: 'Android app download' }), 'https://apps.example/a');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('textbox', { name: /Site name/ })).toHaveAccessibleDescription(
      expect.stringContaining('This name is taken'),
    );
    expect(screen.getByRole('textbox', { name: 'Blocked IPs' })).toHaveAccessibleDescription(
      expect.stringContaining('10.0.0.0/8: This range overlaps another'),
    );
    expect(screen.getByRole('textbox', { name: 'Android app download' })).toHaveAccessibleDescription(
      'The link does not answer',
    );
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses what the contract refuses without asking the server', async () => {
    const { user, api } = await renderTab(() => settings);
    await user.clear(screen.getByRole('textbox', { name: /Site name/ }));
    await fill(user, screen.getByRole('textbox', { name: 'Blocked IPs' }), '10.0.0.1\nnonsense');
    await fill(user, screen.getByRole('textbox', { name: 'Blocked countries' }), 'VNM');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      (await screen.findAllByText('nonsense: Please enter a valid IP address or IP range')).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('VNM: Please enter a two-letter country code').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Input cannot be empty').length).toBeGreaterThan(0);
    expect(api.callsTo('PATCH')).toHaveLength(0);
  });

  it("shows any other refusal as the API's translated message", async () => {
    const { user } = await renderTab(() => refusal(403, 'FORBIDDEN', 'Only an operator may do this'));
    await user.click(screen.getByRole('switch', { name: 'Maintenance mode' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Only an operator may do this')).toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('says that a group turned off turns off its features, and discards changes', async () => {
    const { user } = await renderTab(() => settings);
    expect(screen.queryByText(/This group is off/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Registration' }));
    expect(screen.getByText(/This group is off/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('switch', { name: 'Registration' })).toBeChecked();
    expect(screen.queryByText(/This group is off/)).not.toBeInTheDocument();
  });
});
