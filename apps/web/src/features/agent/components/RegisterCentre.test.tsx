// Proves the register centre: an account is created with the type chosen and, with the password left
// empty, none sent (the server gives the operator's default, which the screen says must be changed);
// the server's refusal shows on its field; the invite links list with their figures, switch on and
// off, are copied, and a new one is asked for with its code, a malformed code refused before asking.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { InviteLink } from '@playdeck/contract/agent';
import { renderWithSite } from '../../../test-support/render-with-site';
import { signInAgentForEachTest } from '../../../test-support/agent-session';
import { decrypted, ok, refusal, stubAgentApi, type AgentRequest } from '../../../test-support/test-fetch';
import { RegisterCentre } from './RegisterCentre';

// The encryption is the browser's WebCrypto against the server's key; here the payload is kept
// readable so that the test sees what would be encrypted.
vi.mock('../../../lib/encryption', () => ({
  encryptPayload: async (payload: unknown) => ({ jwe: JSON.stringify(payload) }),
}));

const links: InviteLink[] = [
  {
    code: 'TEAMA2026',
    type: 'member',
    registrations: 12,
    enabled: true,
    createdAt: '2026-11-01T03:00:00.000Z',
    url: 'https://play.example/register?referralCode=TEAMA2026',
  },
  {
    code: 'SUBAG001',
    type: 'agent',
    registrations: 3,
    enabled: false,
    createdAt: '2026-11-10T03:00:00.000Z',
    url: 'https://play.example/register?referralCode=SUBAG001',
  },
];

const createAccount = (request: AgentRequest) => {
  const payload = decrypted(request.body);
  if (payload.username === 'taken01')
    return refusal(409, 'USERNAME_TAKEN', 'This username is already registered', {
      username: 'This username is already registered',
    });
  return ok({ id: 99, username: payload.username, type: payload.type, defaultPassword: !payload.password });
};

signInAgentForEachTest();

describe('RegisterCentre: create an account', () => {
  it("creates a sub-agent with the operator's default password when none is given", async () => {
    const api = stubAgentApi({
      'GET /api/agent/invite-links': { list: [] },
      'POST /api/agent/accounts': createAccount,
    });
    const { user } = renderWithSite(<RegisterCentre />);
    const form = screen.getByRole('form', { name: 'Create an account' });
    expect(
      within(form).getByText(/Leave it empty to give the operator's default password/),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Username/), 'newagent01');
    await user.selectOptions(within(form).getByLabelText(/Account type/), 'agent');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));

    const created = await screen.findByTestId('created-account');
    expect(created).toHaveTextContent('Account newagent01 created (Agent).');
    expect(created).toHaveTextContent("operator's default password and must choose its own");
    const payload = decrypted(api.last('POST /api/agent/accounts')!.body);
    expect(payload).toEqual({ username: 'newagent01', type: 'agent' });
    expect(within(form).getByLabelText(/Username/)).toHaveValue('');
  });

  it('sends the password the agent gives', async () => {
    const api = stubAgentApi({
      'GET /api/agent/invite-links': { list: [] },
      'POST /api/agent/accounts': createAccount,
    });
    const { user } = renderWithSite(<RegisterCentre />);
    const form = screen.getByRole('form', { name: 'Create an account' });
    await user.type(within(form).getByLabelText(/Username/), 'member77');
    await user.type(within(form).getByLabelText(/Password/), 'Secret123');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('created-account')).toHaveTextContent(
      'It signs in with the password you gave.',
    );
    expect(decrypted(api.last('POST /api/agent/accounts')!.body)).toEqual({
      username: 'member77',
      type: 'member',
      password: 'Secret123',
    });
  });

  it("refuses an empty username before asking, and shows the server's refusal on the field", async () => {
    const api = stubAgentApi({
      'GET /api/agent/invite-links': { list: [] },
      'POST /api/agent/accounts': createAccount,
    });
    const { user } = renderWithSite(<RegisterCentre />);
    const form = screen.getByRole('form', { name: 'Create an account' });
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect((await within(form).findAllByText('Input cannot be empty')).length).toBeGreaterThan(0);
    expect(api.to('POST /api/agent/accounts')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Username/), 'taken01');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(
      await within(form).findByText('This username is already registered', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('created-account')).not.toBeInTheDocument();
  });
});

describe('RegisterCentre: invite links', () => {
  it('lists the links with their type, registrations and status, and switches one off', async () => {
    const api = stubAgentApi({
      'GET /api/agent/invite-links': { list: links },
      'PATCH /api/agent/invite-links/TEAMA2026': (request) =>
        ok({ ...links[0], ...(request.body as object) }),
    });
    const { user } = renderWithSite(<RegisterCentre />);
    const table = await screen.findByTestId('invite-links');
    const rows = within(table).getAllByRole('row').slice(1);
    // Newest first.
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('SUBAG001');
    expect(rows[0]).toHaveTextContent('Agent');
    expect(rows[0]).toHaveTextContent('Disabled');
    expect(rows[1]).toHaveTextContent('Member');
    expect(rows[1]).toHaveTextContent('12');
    expect(rows[1]).toHaveTextContent('https://play.example/register?referralCode=TEAMA2026');

    const toggle = within(rows[1]!).getByRole('switch', { name: 'Link TEAMA2026 enabled' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await vi.waitFor(() => expect(api.to('PATCH /api/agent/invite-links/TEAMA2026')).toHaveLength(1));
    expect(api.last('PATCH /api/agent/invite-links/TEAMA2026')!.body).toEqual({ enabled: false });
    // The list is asked again after the change.
    await vi.waitFor(() => expect(api.to('GET /api/agent/invite-links').length).toBeGreaterThan(1));
  });

  it('copies a link', async () => {
    stubAgentApi({ 'GET /api/agent/invite-links': { list: links } });
    const { user } = renderWithSite(<RegisterCentre />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Copy the link TEAMA2026' }));
    expect(writeText).toHaveBeenCalledWith('https://play.example/register?referralCode=TEAMA2026');
    expect(await screen.findByText('The link is copied')).toBeInTheDocument();
  });

  it('creates a link with its code, and refuses a malformed code without asking', async () => {
    const api = stubAgentApi({
      'GET /api/agent/invite-links': { list: [] },
      'POST /api/agent/invite-links': (request) =>
        ok({ ...links[0], ...(request.body as object), registrations: 0 }),
    });
    const { user } = renderWithSite(<RegisterCentre />);
    expect(await screen.findByText('No invite links yet')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create link' });
    await user.type(within(form).getByLabelText(/Code/), 'ab!');
    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    expect((await within(form).findAllByText('4 to 20 letters and digits')).length).toBeGreaterThan(0);
    expect(api.to('POST /api/agent/invite-links')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Code/));
    await user.type(within(form).getByLabelText(/Code/), 'MYTEAM88');
    await user.selectOptions(within(form).getByLabelText(/Type/), 'agent');
    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    await vi.waitFor(() => expect(api.to('POST /api/agent/invite-links')).toHaveLength(1));
    expect(api.last('POST /api/agent/invite-links')!.body).toEqual({ type: 'agent', code: 'MYTEAM88' });
  });
});
