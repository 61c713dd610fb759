// Proves the third-party sign-in tab: each provider's client id, issuer and switch, the secret shown
// only as stored or not and sent only when typed, the redirect URI to register, and a refused save's
// field messages beside their fields.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { ThirdPartyTab } from './ThirdPartyTab';
import { refusal, setUpOperatorTests, stubApi } from '../test-support';

const LIST_PATH = '/api/operator/oidc-providers';
const settings = [
  {
    provider: 'google',
    enabled: true,
    clientId: 'google-client',
    issuer: 'https://accounts.google.com',
    secretSet: true,
    redirectUri: 'https://play.example/api/session/oidc/google/callback',
  },
  {
    provider: 'facebook',
    enabled: false,
    clientId: '',
    issuer: '',
    secretSet: false,
    redirectUri: 'https://play.example/api/session/oidc/facebook/callback',
  },
];

setUpOperatorTests();

describe('ThirdPartyTab', () => {
  it('shows each provider without its secret, and keeps the stored secret when none is typed', async () => {
    const api = stubApi({
      [`GET ${LIST_PATH}`]: () => settings,
      [`PUT ${LIST_PATH}/google`]: () => settings,
    });
    const { user } = renderWithSite(<ThirdPartyTab />);
    const google = await screen.findByTestId('oidc-settings-google');
    expect(within(google).getByRole('textbox', { name: 'Client id' })).toHaveValue('google-client');
    expect(within(google).getByText('A secret is stored: leave empty to keep it')).toBeInTheDocument();
    expect(google).toHaveTextContent('https://play.example/api/session/oidc/google/callback');
    expect(
      within(screen.getByTestId('oidc-settings-facebook')).getByText('No secret stored yet'),
    ).toBeInTheDocument();

    await user.clear(within(google).getByRole('textbox', { name: 'Client id' }));
    await user.type(within(google).getByRole('textbox', { name: 'Client id' }), 'new-client');
    await user.click(within(google).getByRole('button', { name: 'Save' }));
    expect(await within(google).findByText('Google saved')).toBeInTheDocument();
    expect(api.callsTo('PUT').map((call) => call.body)).toEqual([
      { enabled: true, clientId: 'new-client', issuer: 'https://accounts.google.com', clientSecret: '' },
    ]);
  });

  it("puts a refused save's messages beside their fields", async () => {
    stubApi({
      [`GET ${LIST_PATH}`]: () => settings,
      [`PUT ${LIST_PATH}/facebook`]: () =>
        refusal(400, 'VALIDATION_FAILED', 'Please check the marked fields', {
          clientId: 'Input cannot be empty',
          clientSecret: 'Input cannot be empty',
        }),
    });
    const { user } = renderWithSite(<ThirdPartyTab />);
    const facebook = await screen.findByTestId('oidc-settings-facebook');
    await user.click(within(facebook).getByRole('switch'));
    await user.click(within(facebook).getByRole('button', { name: 'Save' }));
    // Beside each label and below each input (SPEC.md §5): two fields, four places.
    expect(await within(facebook).findAllByText('Input cannot be empty')).toHaveLength(4);
  });
});
