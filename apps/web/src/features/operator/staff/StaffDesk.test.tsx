// Proves the staff desk: the accounts with their role, status and authenticator; a new account sent
// with its role, and each refused field shown on its field; a role changed in place, and the last
// admin's refusal shown as the API's message; Disable asks first and sends nothing on cancel; and
// the authenticator switch sent as it is ticked.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@playdeck/contract/staff';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi } from '../test-support';
import { StaffDesk } from './StaffDesk';
import { canSeeDesk, visibleDesks } from './desk-access';
import { OPERATOR_DESKS } from '../sections';

setUpOperatorTests();

const LIST = '/api/operator/staff';
const staff: StaffMember[] = [
  {
    id: 1,
    username: 'operator',
    nickname: 'Site operator',
    role: 'admin',
    status: 'active',
    totpEnabled: true,
    lastLoginAt: '2026-11-28T10:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 7,
    username: 'helper',
    nickname: 'helper',
    role: 'support',
    status: 'active',
    totpEnabled: false,
    lastLoginAt: null,
    createdAt: '2026-02-01T00:00:00.000Z',
  },
];

describe('StaffDesk', () => {
  it('lists the staff with their role, status and authenticator', async () => {
    stubApi({ [`GET ${LIST}`]: () => staff });
    renderWithSite(<StaffDesk />);
    const row = await screen.findByRole('row', { name: /helper/ });
    expect(within(row).getByRole('combobox', { name: 'Role of helper' })).toHaveValue('support');
    expect(within(row).getByText('Not set up')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /operator/ })).getByText('Set up')).toBeInTheDocument();
  });

  it('creates an account with its role, and shows each refused field on its field', async () => {
    let refuse = true;
    const api = stubApi({
      [`GET ${LIST}`]: () => staff,
      [`POST ${LIST}`]: () =>
        refuse
          ? refusal(400, 'VALIDATION_FAILED', 'Invalid input', {
              username: 'Please enter 6-16 letters or digits, starting with a letter',
              password: 'Please enter 6-20 characters',
            })
          : { ...staff[1]!, id: 9, username: 'cashier1', role: 'finance' },
    });
    const { user } = renderWithSite(<StaffDesk />);
    await user.click(await screen.findByRole('button', { name: 'New staff account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New staff account' });
    await user.type(within(dialog).getByLabelText(/Username/), 'c1');
    await user.type(within(dialog).getByLabelText(/Password/), 'x');
    await user.selectOptions(within(dialog).getByLabelText(/Role/), 'finance');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // Each field is marked invalid and says why.
    await expect
      .poll(() =>
        within(dialog)
          .getByLabelText(/Username/)
          .getAttribute('aria-invalid'),
      )
      .toBe('true');
    expect(
      within(dialog).getAllByText('Please enter 6-16 letters or digits, starting with a letter'),
    ).not.toHaveLength(0);
    expect(within(dialog).getAllByText('Please enter 6-20 characters')).not.toHaveLength(0);
    expect(within(dialog).getByLabelText(/Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', LIST)[0]!.body).toEqual({ username: 'c1', password: 'x', role: 'finance' });

    refuse = false;
    await user.clear(within(dialog).getByLabelText(/Username/));
    await user.type(within(dialog).getByLabelText(/Username/), 'cashier1');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('cashier1 can now sign in to the console')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('changes a role in place, and shows the last admin refusal', async () => {
    const api = stubApi({
      [`GET ${LIST}`]: () => staff,
      [`PUT ${LIST}/7/role`]: () => ({ ...staff[1]!, role: 'readonly' }),
      [`PUT ${LIST}/1/role`]: () =>
        refusal(409, 'LAST_ADMIN', 'This is the last active admin: make another admin first'),
    });
    const { user } = renderWithSite(<StaffDesk />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of helper' }), 'readonly');
    expect(await screen.findByText(/helper is now Read-only/)).toBeInTheDocument();
    expect(api.callsTo('PUT', `${LIST}/7/role`)[0]!.body).toEqual({ role: 'readonly' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of operator' }), 'finance');
    expect(
      await screen.findByText('This is the last active admin: make another admin first'),
    ).toBeInTheDocument();
  });

  it('disables an account only after a confirmation', async () => {
    const api = stubApi({
      [`GET ${LIST}`]: () => staff,
      [`PUT ${LIST}/7/status`]: () => ({ ...staff[1]!, status: 'disabled' }),
    });
    const { user } = renderWithSite(<StaffDesk />);
    await user.click(await screen.findByRole('button', { name: 'Disable helper' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.changes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Disable helper' }));
    dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('helper is disabled')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${LIST}/7/status`)[0]!.body).toEqual({ status: 'disabled' });
  });
});

describe('StaffDesk sign-in security', () => {
  it('sends the authenticator switch as it is ticked, and says so', async () => {
    let required = false;
    const api = stubApi({
      [`GET ${LIST}/settings`]: () => ({ secondFactorRequired: required }),
      [`PUT ${LIST}/settings`]: (call) => {
        required = (call.body as { secondFactorRequired: boolean }).secondFactorRequired;
        return { secondFactorRequired: required };
      },
    });
    const { user } = renderWithSite(<StaffDesk />, { path: '/?tab=security' });
    const box = await screen.findByRole('checkbox', { name: /Require an authenticator code/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await screen.findByText('Operators now sign in with an authenticator code')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${LIST}/settings`)[0]!.body).toEqual({ secondFactorRequired: true });
    await expect
      .poll(() => screen.getByRole('checkbox', { name: /Require an authenticator code/ }))
      .toBeChecked();
  });
});

describe('the desks a role sees', () => {
  it('shows a desk when the role may read one of its API desks', () => {
    const support = { support: 'write', chat: 'write', 'responsible-gaming': 'read', self: 'read' } as const;
    expect(visibleDesks(OPERATOR_DESKS, support)).toEqual(['support', 'chat']);
    expect(canSeeDesk({ vip: 'write' }, 'games')).toBe(true);
    expect(canSeeDesk({ payments: 'read' }, 'staff')).toBe(false);
  });
});
