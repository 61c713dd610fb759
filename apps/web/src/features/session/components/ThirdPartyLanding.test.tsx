// Proves the third-party sign-in's date-of-birth step as a member sees it (SPEC.md §9 "Minimum age
// 18", §4 the 18+ box), with the API stood in for at fetch: the exchange's answer shows the step (for
// a new member, and once for an account without a date of birth), the registration form's rules and
// messages are checked before anything is sent, the server's per-field refusal lands on its field, a
// spent code says so, and a good answer sends the code, the date and the declaration.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { LoginValue } from '@playdeck/contract/session';
import { endSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { ok, refusal, stubAgentApi } from '../../../test-support/test-fetch';
import { oidcReturnStore } from '../login-modal';
import { ThirdPartyLanding } from './ThirdPartyLanding';

const EXCHANGE = 'POST /api/session/oidc/exchange';
const BIRTH_DATE = 'POST /api/session/oidc/birth-date';

const loginValue: LoginValue = {
  token: 'token-1',
  firstTimeLogin: false,
  passwordExpired: false,
  passwordIsDefault: false,
  previousLoginAt: null,
  member: {
    id: 7,
    account: 'annanguyen',
    nickname: 'Anna',
    type: 0,
    isAgent: false,
    isTrial: false,
    totpEnabled: false,
    vipLabelName: null,
    vipRankLevel: null,
  },
};

const newMember = {
  status: 'birthDateRequired',
  provider: 'google',
  username: null,
  email: 'anna@provider.test',
};

/** Born on 1 January `years` years ago: `years` old all this year. */
const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

let sequence = 0;
function renderLanding(handlers: Parameters<typeof stubAgentApi>[0]) {
  const api = stubAgentApi(handlers);
  // Each test its own code: the exchange is remembered per code.
  sequence += 1;
  const code = `handoff-${sequence}-${Date.now()}`;
  oidcReturnStore.set(`?oidc=${code}`);
  const rendered = renderWithSite(<ThirdPartyLanding landing={{ kind: 'handoff', code }} />);
  return { ...rendered, api, code };
}

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
  oidcReturnStore.set(null);
});

describe('ThirdPartyLanding: the date of birth', () => {
  it('asks a new member for the date of birth and the 18+ box, with the registration form’s rules', async () => {
    const { user, api } = renderLanding({ [EXCHANGE]: newMember });
    const step = await screen.findByTestId('oidc-birth-date');
    expect(step).toHaveTextContent('Google (anna@provider.test)');
    const birthDate = screen.getByLabelText(/Date of birth/);
    const adult = screen.getByRole('checkbox', { name: /I am over 18/ });
    expect(adult).toBeChecked();
    const submit = () => user.click(screen.getByRole('button', { name: 'Continue' }));

    await submit();
    expect(birthDate).toHaveAccessibleDescription('Input cannot be empty');
    await user.type(birthDate, bornYearsAgo(17));
    await user.click(adult);
    await submit();
    expect(birthDate).toHaveAccessibleDescription('You must be at least 18 years old to register');
    expect(adult).toHaveAccessibleDescription('not empty?');
    expect(api.to(BIRTH_DATE)).toHaveLength(0);
  });

  it('puts the server’s per-field refusal on its field, and says when the code is spent', async () => {
    let answer = refusal(400, 'VALIDATION_FAILED', 'Some fields are not valid', {
      birthDate: 'You must be at least 18 years old to register',
    });
    const { user } = renderLanding({ [EXCHANGE]: newMember, [BIRTH_DATE]: () => answer });
    const birthDate = await screen.findByLabelText(/Date of birth/);
    await user.type(birthDate, '1990-05-17');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(birthDate).toHaveAccessibleDescription('You must be at least 18 years old to register'),
    );

    answer = refusal(
      400,
      'OIDC_HANDOFF_INVALID',
      'This sign-in has expired or was already used: please try again',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired or was already used: please try again',
    );
  });

  it('sends the code, the date and the declaration, and finishes the sign-in', async () => {
    const { user, api, code } = renderLanding({
      [EXCHANGE]: { ...newMember, username: 'linda2026' },
      [BIRTH_DATE]: () => ok(loginValue),
    });
    expect(await screen.findByTestId('oidc-birth-date')).toHaveTextContent(
      'Before signing in to linda2026 with Google',
    );
    await user.type(screen.getByLabelText(/Date of birth/), '1990-05-17');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(oidcReturnStore.get()).toBeNull());
    expect(api.last(BIRTH_DATE)?.body).toEqual({ handoff: code, birthDate: '1990-05-17', adult: true });
  });
});
