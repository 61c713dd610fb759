// Proves the bills desk: it asks for one type's bills with the filters chosen, shows a bill's figures
// as money, approves a bill waiting for review after a confirmation, shows the API's message when the
// parent's bill has not been approved yet (409), and denies a bill after a warning. A decision's
// answer is null: its outcome shows in the list asked again.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Bill } from '@playdeck/contract/contracts';
import { renderWithSite } from '../../../test-support/render-with-site';
import { page, refusal, setUpOperatorTests, stubApi } from '../test-support';
import { BillsTab } from './BillsTab';
import { bill } from './test-fixtures';

setUpOperatorTests();

const billRow = async () =>
  within(await screen.findByTestId('operator-bills')).getByRole('row', { name: /#77/ });

describe('contracts BillsTab', () => {
  it('filters the bills and approves one waiting for review', async () => {
    const { callsTo } = stubApi({
      'GET /api/operator/settlement/bills': () => page([bill]),
      // A decision answers no bill (value: null): the list asked again shows its outcome.
      'POST /api/operator/settlement/bills/77/approve': () => null,
    });
    const { user } = renderWithSite(<BillsTab />);
    const row = await billRow();
    for (const text of [
      'agent_b',
      'From the parent',
      'DIV:2026-01:H1',
      '$600,000.00',
      '12 / 10',
      '25.00 %',
    ]) {
      expect(row).toHaveTextContent(text);
    }
    expect(row).toHaveTextContent('$25,000.00');
    expect(row).toHaveTextContent('$21,000.00');
    expect(row).toHaveTextContent('Awaiting review');
    expect(callsTo('GET')[0]!.query.get('type')).toBe('DIVIDEND');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PENDING_REVIEW');
    await user.type(screen.getByRole('searchbox', { name: 'Period key' }), 'DIV:2026-01:H1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo('GET').at(-1)!.query.get('periodKey')).toBe('DIV:2026-01:H1'));
    expect(callsTo('GET').at(-1)!.query.get('status')).toBe('PENDING_REVIEW');

    await user.click(within(await billRow()).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve bill #77' });
    expect(dialog).toHaveTextContent(
      'Approve the bill of agent_b for DIV:2026-01:H1? Its gross of $25,000.00',
    );
    const reads = callsTo('GET').length;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bill #77 approved.'));
    expect(callsTo('POST')).toHaveLength(1);
    await waitFor(() => expect(callsTo('GET').length).toBeGreaterThan(reads));
  });

  it("shows the refusal when the parent's bill is not approved yet", async () => {
    stubApi({
      'GET /api/operator/settlement/bills': () => page([bill]),
      'POST /api/operator/settlement/bills/77/approve': () =>
        refusal(409, 'BILL_PARENT_NOT_APPROVED', "The parent's bill must be approved first"),
    });
    const { user } = renderWithSite(<BillsTab />);
    await user.click(within(await billRow()).getByRole('button', { name: 'Approve' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Approve bill #77' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(warning).toHaveTextContent("The parent's bill must be approved first");
    expect(screen.queryByRole('dialog', { name: 'Approve bill #77' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('denies a bill after a warning, and offers no decision on a bill not waiting for review', async () => {
    let status: Bill['status'] = 'PENDING_REVIEW';
    const { callsTo } = stubApi({
      'GET /api/operator/settlement/bills': () =>
        page([
          { ...bill, status },
          { ...bill, id: 78, status: 'PAID' },
        ]),
      // The answer is null: the denied bill shows once the list is asked again.
      'POST /api/operator/settlement/bills/77/deny': () => {
        status = 'DENIED';
        return null;
      },
    });
    const { user } = renderWithSite(<BillsTab />);
    const paid = within(await screen.findByTestId('operator-bills')).getByRole('row', { name: /#78/ });
    expect(within(paid).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(await billRow()).getByRole('button', { name: 'Deny' }));
    const dialog = screen.getByRole('dialog', { name: 'Deny bill #77' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bill #77 denied.'));
    expect(callsTo('POST')[0]!.path).toBe('/api/operator/settlement/bills/77/deny');
    await waitFor(() => expect(screen.getByRole('row', { name: /#77/ })).toHaveTextContent('Denied'));
    expect(within(await billRow()).queryByRole('button')).not.toBeInTheDocument();
  });
});
