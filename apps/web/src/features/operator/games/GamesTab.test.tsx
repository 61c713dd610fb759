// Proves the games tab: its filters become the list's query (and go back to page 1), the hot and
// enabled switches send the one field they change, and the edit dialog sends an emptied Vietnamese
// name as null and shows a refusal without fields as the API's message.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OperatorGame, OperatorVendor } from '@playdeck/contract/lobby';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi, type ApiCall, type Route } from '../test-support';
import { GamesTab } from './GamesTab';

const game = (overrides: Partial<OperatorGame> = {}): OperatorGame => ({
  id: 3,
  vendorCode: 'PDSLOT',
  gameCode: 'jade-temple',
  name: 'Jade Temple',
  nameVi: 'Đền Ngọc Bích',
  gameType: 'RNG',
  gameClassify: 'JP',
  iconUrl: '/house/art/slots/jade-temple.svg',
  isHot: 0,
  supportPlay: 1,
  isVassalage: false,
  enabled: true,
  sortOrder: 2,
  ...overrides,
});

const slots: OperatorVendor = {
  code: 'PDSLOT',
  displayName: 'Playdeck Slots',
  gameType: 'RNG',
  iconUrl: '/vendors/PDSLOT.svg',
  walletMode: 'seamless',
  isHouse: true,
  enabled: true,
  sortOrder: 1,
  games: 26,
  enabledGames: 26,
};

let games: OperatorGame[];

function renderTab(patch?: Route) {
  const api = stubApi({
    'GET /api/operator/vendors': () => [slots],
    'GET /api/operator/games': ({ query }: ApiCall) => ({
      list: games,
      pageNo: Number(query.get('pageNo')),
      pageSize: 20,
      total: 45,
      totalPages: 3,
    }),
    'PATCH /api/operator/games/3':
      patch ??
      (({ body }) => {
        games = games.map((item) => (item.id === 3 ? { ...item, ...(body as object) } : item));
        return games[0];
      }),
  });
  return { ...renderWithSite(<GamesTab />), api };
}

const lastListQuery = (calls: ApiCall[]) =>
  Object.fromEntries(
    calls.filter((call) => call.path === '/api/operator/games' && call.method === 'GET').at(-1)!.query,
  );

setUpOperatorTests();
beforeEach(() => {
  games = [game()];
});

describe('GamesTab', () => {
  it('lists a page of games with their names, codes and flags', async () => {
    renderTab();
    const row = await screen.findByTestId('game-row');
    expect(within(row).getByText('Jade Temple')).toBeInTheDocument();
    expect(within(row).getByText('Đền Ngọc Bích')).toBeInTheDocument();
    expect(within(row).getByText('jade-temple')).toBeInTheDocument();
    expect(within(row).getByText('Slots')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Mark Jade Temple hot' })).not.toBeChecked();
    expect(screen.getByText('45 games')).toBeInTheDocument();
  });

  it('turns the filters into the query and goes back to page 1', async () => {
    const { user, api } = renderTab();
    await screen.findByTestId('game-row');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(lastListQuery(api.calls).pageNo).toBe('2'));

    await screen.findByRole('option', { name: 'Playdeck Slots (PDSLOT)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), 'PDSLOT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'RNG');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'false');
    await user.type(screen.getByRole('searchbox', { name: 'Name or code' }), ' jade {Enter}');
    await vi.waitFor(() =>
      expect(lastListQuery(api.calls)).toEqual({
        pageNo: '1',
        pageSize: '20',
        vendorCode: 'PDSLOT',
        gameType: 'RNG',
        enabled: 'false',
        search: 'jade',
      }),
    );
  });

  it('marks a game hot with that field alone and says it is saved', async () => {
    const { user, api } = renderTab();
    const row = await screen.findByTestId('game-row');
    await user.click(within(row).getByRole('switch', { name: 'Mark Jade Temple hot' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.changes().map((call) => call.body)).toEqual([{ isHot: 1 }]);
    expect(
      within(screen.getByTestId('game-row')).getByRole('switch', { name: 'Mark Jade Temple hot' }),
    ).toBeChecked();
  });

  it('sends an emptied Vietnamese name as null, with the other changed fields', async () => {
    const { user, api } = renderTab();
    await screen.findByTestId('game-row');
    await user.click(screen.getByRole('button', { name: 'Edit Jade Temple' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit game jade-temple' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Vietnamese name/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Free trial offered' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.changes().map((call) => call.body)).toEqual([{ nameVi: null, supportPlay: 0 }]);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('refuses a sort order that is not a whole number without asking the server', async () => {
    const { user, api } = renderTab();
    await screen.findByTestId('game-row');
    await user.click(screen.getByRole('button', { name: 'Edit Jade Temple' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit game jade-temple' });
    const order = within(dialog).getByRole('textbox', { name: /Sort order/ });
    await user.clear(order);
    await user.type(order, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The value is not valid', { selector: 'p' })).toBeVisible();
    expect(api.changes()).toEqual([]);
  });

  it('shows a refusal without fields as the API message', async () => {
    const { user } = renderTab(() => refusal(404, 'GAME_NOT_FOUND', 'The game does not exist'));
    await screen.findByTestId('game-row');
    await user.click(screen.getByRole('button', { name: 'Edit Jade Temple' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit game jade-temple' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), ' II');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The game does not exist')).toBeInTheDocument();
  });
});
