// Proves the audit desk: the filters in the address are sent (a member page's link opens the trail
// of that account), a day range is sent as the site's days in UTC, and each entry shows who, from
// which IP, the action by name (a generic call by its route), the reason, before and after.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuditPage } from '@playdeck/contract/audit';
import { renderWithSite } from '../../../test-support/render-with-site';
import { setUpOperatorTests, stubApi } from '../test-support';
import { AuditDesk } from './AuditDesk';

setUpOperatorTests();

const page: AuditPage = {
  list: [
    {
      id: 2,
      at: '2026-12-01T03:00:00.000Z',
      actorAccountId: 1,
      actorUsername: 'operator',
      ip: '198.51.100.4',
      action: 'member.adjust_balance',
      targetType: 'account',
      targetId: '3',
      before: { balance: '1000.00' },
      after: { balance: '1012.50', direction: 'credit' },
      reason: 'Goodwill',
    },
    {
      id: 1,
      at: '2026-12-01T02:00:00.000Z',
      actorAccountId: 1,
      actorUsername: 'operator',
      ip: '198.51.100.4',
      action: 'DELETE /api/operator/ip-locks/:ip',
      targetType: 'request',
      targetId: '',
      before: null,
      after: { params: { ip: '192.0.2.1' }, status: 200 },
      reason: null,
    },
  ],
  pageNo: 1,
  pageSize: 20,
  total: 2,
  totalPages: 1,
};

describe('AuditDesk', () => {
  it('searches the trail and shows each entry', async () => {
    const api = stubApi({ 'GET /api/operator/audit': () => page });
    const { user } = renderWithSite(<AuditDesk />, { path: '/operator/audit?targetType=account&targetId=3' });
    const rows = within(await screen.findByTestId('audit-trail')).getAllByRole('row');
    expect(api.calls[0]!.query.get('targetId')).toBe('3');
    expect(api.calls[0]!.query.get('targetType')).toBe('account');
    expect(rows[1]).toHaveTextContent('operator198.51.100.4Balance adjustedaccount #3Goodwill');
    expect(rows[1]).toHaveTextContent('balance: 1000.00');
    expect(rows[1]).toHaveTextContent('balance: 1012.50 direction: credit');
    expect(rows[2]).toHaveTextContent('DELETE /api/operator/ip-locks/:ip');

    await user.type(screen.getByLabelText('From day'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // The site's day (GMT+8) starts at 16:00 UTC the day before.
    await expect.poll(() => api.calls.at(-1)!.query.get('from')).toBe('2026-11-30T16:00:00.000Z');
  });
});
