// Proves that the console offers a staff role only the changes it may make (issue 19 item 3): with the
// rights GET /api/operator/staff/me answers (the contract's matrix, as the server computes them), a
// read-only account sees the members, payments, content and site settings desks without a single
// change control (no balance adjustment, approval, creation, edit, delete or save; the settings'
// fields disabled, and a note saying the role may only read), while an admin sees and may use them
// all. Support sees the member actions but not the balance adjustment, which is finance's.
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MemberDetail } from '@playdeck/contract/members';
import type { OperatorDeposit, PaymentSettings } from '@playdeck/contract/payments';
import type { OperatorAnnouncement } from '@playdeck/contract/content';
import type { SiteSettings } from '@playdeck/contract/site';
import { STAFF_PERMISSIONS, staffPaths, type StaffMe, type StaffRole } from '@playdeck/contract/staff';
import { renderWithSite } from '../../../test-support/render-with-site';
import { ContentDesk } from '../content/ContentDesk';
import { MembersDesk } from '../members/MembersDesk';
import { PaymentsDesk } from '../payments/PaymentsDesk';
import { SiteDesk } from '../site/SiteDesk';
import { staffKeys } from '../staff/api/staff';
import { page, setUpOperatorTests, stubApi, type Routes } from '../test-support';

setUpOperatorTests();

const detail: MemberDetail = {
  profile: {
    id: 3,
    username: 'demo',
    nickname: 'Demo Player',
    type: 0,
    status: 'active',
    email: 'demo@example.test',
    mobile: null,
    createdAt: '2026-12-01T02:00:00.000Z',
    lastLoginAt: null,
    loginCount: 0,
    mustChangePassword: false,
    totpEnabled: false,
  },
  tree: {
    parent: { id: 2, username: 'agent1', type: 1 },
    chain: [
      { id: 1, username: 'operator', type: 9 },
      { id: 2, username: 'agent1', type: 1 },
    ],
    teamSize: 0,
  },
  balances: [{ kind: 'member_wallet', vendorCode: '', balance: '1000.00' }],
  ledgerMoves: [],
  rounds: [],
  payments: [],
  bonuses: [],
  signIns: [
    {
      at: '2026-12-01T03:00:00.000Z',
      ip: '203.0.113.5',
      country: null,
      device: 'Chrome 131 on Android 14',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0.0.0 Mobile Safari/537.36',
      site: 'member',
      endedAt: null,
      expiresAt: '2026-12-01T15:00:00.000Z',
    },
  ],
  ips: [],
  liveSessions: 1,
};

const deposit: OperatorDeposit = {
  id: 12,
  accountId: 5,
  username: 'demo',
  channelId: 1,
  channelName: 'Bank transfer',
  channelType: 'bank_transfer',
  amount: '1500.50',
  status: 'pending',
  reference: 'PDABCDEF23',
  bank: { bankName: 'Vietcombank', accountName: 'PLAYDECK', accountNumber: '0071000888666', branch: null },
  paymentUrl: null,
  reason: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  decidedAt: null,
};

const paymentSettings: PaymentSettings = {
  withdrawalMinAmount: '50.00',
  withdrawalMaxAmount: '50000.00',
  withdrawalConfirmMinutes: 30,
};

const announcement: OperatorAnnouncement = {
  id: 1,
  language: 'en',
  type: 'PU',
  platform: 'W',
  execution: 'B',
  title: 'Welcome to Playdeck',
  content: '<p>Hello</p>',
  promotionType: null,
  enabled: true,
  sortOrder: 0,
  publishedAt: '2026-03-01T00:00:00.000Z',
  expiresAt: null,
};

const siteSettings: SiteSettings = {
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

/** Who the operator is: the role's rights straight from the contract's matrix, as the server answers. */
const me = (role: StaffRole): StaffMe => ({
  id: 1,
  username: 'someone',
  role,
  permissions: { ...STAFF_PERMISSIONS[role] },
});

/**
 * Renders a desk for a role. The console opens a desk only once it knows the role (OperatorDesk waits
 * for it), so the answer is in the cache from the first render, under the session's token.
 */
function renderAs(role: StaffRole, ui: ReactElement, path: string) {
  stubApi(routes(role));
  return renderWithSite(ui, { path, cache: [[[...staffKeys.me(), 'operator-token'], me(role)]] });
}

/** The desks' reads. */
function routes(role: StaffRole): Routes {
  return {
    [`GET ${staffPaths.me}`]: () => me(role),
    'GET /api/operator/members/3': () => detail,
    'GET /api/operator/deposits': () => page([deposit]),
    'GET /api/operator/payment-settings': () => paymentSettings,
    'GET /api/operator/announcements': () => [announcement],
    'GET /api/operator/site-settings': () => siteSettings,
  };
}

const MEMBER_ACTIONS = [
  'Adjust balance',
  'Lock',
  'Reset password',
  'Move to another agent',
  'End all sessions',
];

async function openMember(role: StaffRole) {
  renderAs(role, <MembersDesk />, '/operator/members?member=3');
  return screen.findByTestId('member-profile');
}

const readOnlyNote = 'Your role (Read-only) may only read this desk: its changes are not yours to make.';

describe('the members desk', () => {
  it('shows a read-only account the member without any action', async () => {
    const profile = await openMember('readonly');
    expect(within(profile).getByRole('heading', { name: 'demo · ID 3' })).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent(readOnlyNote);
    for (const name of MEMBER_ACTIONS) {
      expect(within(profile).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(profile).getByRole('link', { name: 'Audit trail of this account' })).toBeInTheDocument();
  });

  it('gives an admin every action', async () => {
    const profile = await openMember('admin');
    for (const name of MEMBER_ACTIONS) {
      expect(await within(profile).findByRole('button', { name })).toBeEnabled();
    }
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("gives support the member actions but not the balance adjustment (finance's)", async () => {
    const profile = await openMember('support');
    expect(await within(profile).findByRole('button', { name: 'Lock' })).toBeEnabled();
    expect(within(profile).queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('the payments desk', () => {
  it('lists the pending deposit to a read-only account without approve or reject', async () => {
    renderAs('readonly', <PaymentsDesk />, '/operator/payments');
    const row = await screen.findByRole('row', { name: /PDABCDEF23/ });
    expect(within(row).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(readOnlyNote);
  });

  it('lets an admin approve or reject it', async () => {
    renderAs('admin', <PaymentsDesk />, '/operator/payments');
    const row = await screen.findByRole('row', { name: /PDABCDEF23/ });
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('shows a read-only account the settings disabled and no Save', async () => {
    renderAs('readonly', <PaymentsDesk />, '/operator/payments?tab=settings');
    const minimum = await screen.findByRole('textbox', { name: /Minimum withdrawal/ });
    expect(minimum).toHaveValue('50.00');
    expect(minimum).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Maximum withdrawal/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('gives an admin the settings to change and save', async () => {
    renderAs('admin', <PaymentsDesk />, '/operator/payments?tab=settings');
    const minimum = await screen.findByRole('textbox', { name: /Minimum withdrawal/ });
    expect(minimum).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('the content desk', () => {
  it('lists the announcements to a read-only account with no create, edit or delete', async () => {
    renderAs('readonly', <ContentDesk />, '/operator/content');
    const table = await screen.findByRole('table', { name: 'Announcements' });
    expect(within(table).getByRole('row', { name: /Welcome to Playdeck/ })).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^New/ })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(readOnlyNote);
  });

  it('gives an admin create, edit and delete', async () => {
    renderAs('admin', <ContentDesk />, '/operator/content');
    const table = await screen.findByRole('table', { name: 'Announcements' });
    expect(within(table).getByRole('button', { name: 'Edit: Welcome to Playdeck' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'Delete: Welcome to Playdeck' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^New/ })).toBeEnabled();
  });
});

describe('the site settings', () => {
  it('shows a read-only account every setting disabled, under a title saying why, and no Save', async () => {
    renderAs('readonly', <SiteDesk />, '/operator/site');
    const name = await screen.findByRole('textbox', { name: /Site name/ });
    expect(name).toHaveValue('Playdeck');
    expect(name).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Maintenance mode' })).toBeDisabled();
    expect(name.closest('fieldset')).toHaveAttribute('title', readOnlyNote);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Discard/ })).not.toBeInTheDocument();
  });

  it('gives an admin every setting to change', async () => {
    renderAs('admin', <SiteDesk />, '/operator/site');
    const name = await screen.findByRole('textbox', { name: /Site name/ });
    expect(name).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Maintenance mode' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
