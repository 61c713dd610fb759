// Proves the vendors tab: it lists every vendor, a switch sends only the vendor's new state and
// shows the saved notice, and the edit dialog checks its fields before sending only the changed
// ones and shows the API's per-field refusal next to the field.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OperatorVendor } from '@playdeck/contract/lobby';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi, type Route } from '../test-support';
import { VendorsTab } from './VendorsTab';

const vendor = (overrides: Partial<OperatorVendor> = {}): OperatorVendor => ({
  code: 'PDLIVE',
  displayName: 'Playdeck Live',
  gameType: 'LIVE',
  iconUrl: '/vendors/PDLIVE.svg',
  walletMode: 'seamless',
  isHouse: true,
  enabled: true,
  sortOrder: 0,
  games: 3,
  enabledGames: 3,
  ...overrides,
});

let vendors: OperatorVendor[];

function renderTab(
  patch: Route = ({ body }) => {
    vendors = vendors.map((item) => (item.code === 'PDLIVE' ? { ...item, ...(body as object) } : item));
    return vendors[0];
  },
) {
  const api = stubApi({
    'GET /api/operator/vendors': () => vendors,
    'PATCH /api/operator/vendors/PDLIVE': patch,
  });
  return { ...renderWithSite(<VendorsTab />), api };
}

setUpOperatorTests();
beforeEach(() => {
  vendors = [
    vendor(),
    vendor({
      code: 'PDXFER',
      displayName: 'Sports Exchange',
      gameType: 'SPORTS',
      walletMode: 'transfer',
      isHouse: false,
      sortOrder: 100,
      games: 0,
      enabledGames: 0,
    }),
  ];
});

const row = (code: string) =>
  screen.getAllByTestId('vendor-row').find((element) => element.dataset.vendorCode === code)!;

describe('VendorsTab', () => {
  it('lists every vendor with its type, wallet mode and game counts', async () => {
    renderTab();
    await screen.findByText('Playdeck Live');
    const live = within(row('PDLIVE'));
    expect(live.getByText('Live casino')).toBeInTheDocument();
    expect(live.getByText('Seamless')).toBeInTheDocument();
    expect(live.getByText('3 / 3')).toBeInTheDocument();
    expect(within(row('PDXFER')).getByText('Transfer')).toBeInTheDocument();
    expect(live.getByRole('switch', { name: 'Show Playdeck Live in the lobby' })).toBeChecked();
  });

  it('switches a vendor off with its state alone, refreshes the list and says it is saved', async () => {
    const { user, api } = renderTab();
    await screen.findByText('Playdeck Live');
    await user.click(within(row('PDLIVE')).getByRole('switch'));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(api.changes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/operator/vendors/PDLIVE',
        body: { enabled: false },
      }),
    ]);
    expect(within(row('PDLIVE')).getByRole('switch')).not.toBeChecked();
  });

  it('shows a refused switch as the API message', async () => {
    const { user } = renderTab(() => refusal(404, 'VENDOR_NOT_FOUND', 'The vendor does not exist'));
    await screen.findByText('Playdeck Live');
    await user.click(within(row('PDLIVE')).getByRole('switch'));
    expect(await screen.findByText('The vendor does not exist')).toBeInTheDocument();
  });

  it('checks the edit form, then sends only the changed fields', async () => {
    const { user, api } = renderTab();
    await screen.findByText('Playdeck Live');
    await user.click(screen.getByRole('button', { name: 'Edit Playdeck Live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit vendor PDLIVE' });
    const icon = within(dialog).getByRole('textbox', { name: /Icon URL/ });
    await user.clear(icon);
    await user.type(icon, 'http://insecure.example/icon.png');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Please enter a valid URL', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(api.changes()).toEqual([]);

    await user.clear(icon);
    await user.type(icon, '/vendors/live-new.svg');
    const name = within(dialog).getByRole('textbox', { name: /Display name/ });
    await user.clear(name);
    await user.type(name, 'Live Studio');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Live Studio')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.changes()[0]?.body).toEqual({ displayName: 'Live Studio', iconUrl: '/vendors/live-new.svg' });
  });

  it("shows the API's per-field refusal next to its field", async () => {
    const { user } = renderTab(() =>
      refusal(400, 'VALIDATION_FAILED', 'Invalid input', {
        displayName: 'Please enter at most 60 characters',
      }),
    );
    await screen.findByText('Playdeck Live');
    await user.click(screen.getByRole('button', { name: 'Edit Playdeck Live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit vendor PDLIVE' });
    const name = within(dialog).getByRole('textbox', { name: /Display name/ });
    await user.type(name, ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Please enter at most 60 characters', { selector: 'p' }),
    ).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });
});
