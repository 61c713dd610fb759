// Proves the raffle's draws: an open draw's time (at the site's clock), prizes, tickets and published
// seed hash, a drawn one's revealed seed, winners and claims, and Edit for open draws only; a new
// draw's prizes as a growing list of 1 to 20 rows, the server's per-field refusals on the draw's time,
// on a prize's row and on the whole list, and the input sent with the time read at the site's offset;
// an open draw edited with the whole input, and the warning when it was drawn meanwhile.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RaffleDrawInput } from '@playdeck/contract/raffle';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi } from '../test-support';
import { RaffleTab } from './RaffleTab';
import { drawnDraw, openDraw } from './test-fixtures';

setUpOperatorTests();

const LIST = 'GET /api/operator/raffle/draws';

const row = async (id: number) =>
  within(await screen.findByTestId('operator-raffle-draws')).getByRole('row', {
    name: new RegExp(`#${id}\\b`),
  });

const prize = (dialog: HTMLElement, rank: number) =>
  within(dialog).getByRole('textbox', { name: `Prize ${rank}` });

async function openNewDraw() {
  const rendered = renderWithSite(<RaffleTab />);
  await rendered.user.click(await screen.findByRole('button', { name: 'New draw' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'New draw' }) };
}

describe('promotions RaffleTab', () => {
  it('lists open and drawn draws with their prizes, tickets, seed and winners', async () => {
    stubApi({ [LIST]: () => ({ list: [openDraw, drawnDraw] }) });
    renderWithSite(<RaffleTab />);
    const open = await row(4);
    expect(open).toHaveTextContent('Weekly raffle');
    expect(open).toHaveTextContent('Bốc thăm hằng tuần');
    // Draws 12:00 UTC on 8 February: 20:00 at the site (GMT+8).
    expect(open).toHaveTextContent('2/8/26, 8:00');
    expect(open).toHaveTextContent('Open');
    expect(
      within(open)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['$100.00', '$50.00']);
    expect(open).toHaveTextContent('37');
    expect(open).toHaveTextContent(openDraw.seedHash);
    expect(open).toHaveTextContent('Revealed after the draw');
    expect(within(open).getByRole('button', { name: 'Edit draw #4' })).toBeInTheDocument();

    const drawn = await row(3);
    expect(drawn).toHaveTextContent('Drawn');
    expect(drawn).toHaveTextContent('666f6f626172');
    expect(drawn).toHaveTextContent('lu***n · ticket 57 · $200.00');
    expect(drawn).toHaveTextContent('tu***2 · ticket 12 · $80.00');
    expect(drawn).toHaveTextContent('1 of 2');
    expect(within(drawn).queryByRole('button')).not.toBeInTheDocument();
  });

  it('schedules a draw after the server refuses its time and a prize, with the time at the site', async () => {
    const saved = { ...openDraw, id: 5, prizes: ['100.00', '25.00'] };
    const { callsTo } = stubApi({
      [LIST]: () => ({ list: [] }),
      'POST /api/operator/raffle/draws': () =>
        refusal(400, 'VALIDATION_FAILED', 'Invalid input', {
          drawsAt: 'The draw must be in the future',
          'prizes.1': 'The amount must be above zero',
        }),
    });
    const { user, dialog } = await openNewDraw();
    await user.type(within(dialog).getByLabelText(/^Title \(Vietnamese\)/), 'Bốc thăm Tết');
    await user.type(within(dialog).getByLabelText(/^Title \(English\)/), 'Lunar new year raffle');
    fireEvent.change(within(dialog).getByLabelText(/^Draws at/), { target: { value: '2026-02-15T20:00' } });
    await user.type(prize(dialog, 1), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Add a prize' }));
    await user.type(prize(dialog, 2), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add a prize' }));
    await user.type(prize(dialog, 3), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(prize(dialog, 2)).toHaveAccessibleDescription('The amount must be above zero'),
    );
    expect(prize(dialog, 1)).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText(/^Draws at/)).toHaveAccessibleDescription(
      /The draw must be in the future/,
    );
    const refused: RaffleDrawInput = {
      title: { vi: 'Bốc thăm Tết', en: 'Lunar new year raffle' },
      // Site time (GMT+8): 20:00 on 15 February is 12:00 UTC.
      drawsAt: '2026-02-15T12:00:00.000Z',
      prizes: ['100', '0', '25'],
    };
    expect(callsTo('POST')[0]!.body).toEqual(refused);

    const saving = stubApi({
      [LIST]: () => ({ list: [saved] }),
      'POST /api/operator/raffle/draws': () => saved,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove prize 2' }));
    expect(prize(dialog, 2)).toHaveValue('25');
    expect(within(dialog).queryByRole('textbox', { name: 'Prize 3' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    expect(saving.callsTo('POST')[0]!.body).toEqual({ ...refused, prizes: ['100', '25'] });
    expect(screen.getByRole('dialog', { name: 'Edit draw #5' })).toBeInTheDocument();
    await waitFor(() => expect(saving.callsTo('GET', '/api/operator/raffle/draws')).not.toHaveLength(0));
  });

  it('grows the prizes to 20 at most, and shows a refusal of an empty list above it', async () => {
    stubApi({
      [LIST]: () => ({ list: [] }),
      'POST /api/operator/raffle/draws': () =>
        refusal(400, 'VALIDATION_FAILED', 'Invalid input', { prizes: 'Input cannot be empty' }),
    });
    const { user, dialog } = await openNewDraw();
    const add = within(dialog).getByRole('button', { name: 'Add a prize' });
    for (let rank = 2; rank <= 20; rank += 1) await user.click(add);
    expect(prize(dialog, 20)).toBeInTheDocument();
    expect(add).toBeDisabled();

    for (let rank = 20; rank >= 1; rank -= 1) {
      await user.click(within(dialog).getByRole('button', { name: `Remove prize ${rank}` }));
    }
    expect(dialog).toHaveTextContent('No prizes: add at least one.');
    expect(add).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Input cannot be empty');
  });

  it('edits an open draw and sends the whole input with PUT', async () => {
    const { callsTo } = stubApi({
      [LIST]: () => ({ list: [openDraw] }),
      'PUT /api/operator/raffle/draws/4': () => openDraw,
    });
    const { user } = renderWithSite(<RaffleTab />);
    await user.click(within(await row(4)).getByRole('button', { name: 'Edit draw #4' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit draw #4' });
    expect(within(dialog).getByLabelText(/^Title \(English\)/)).toHaveValue('Weekly raffle');
    expect(within(dialog).getByLabelText(/^Draws at/)).toHaveValue('2026-02-08T20:00');
    expect(prize(dialog, 1)).toHaveValue('100.00');
    await user.clear(prize(dialog, 2));
    await user.type(prize(dialog, 2), '60.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PUT')).toHaveLength(1));
    expect(callsTo('PUT')[0]!.body).toEqual({
      title: openDraw.titles,
      drawsAt: openDraw.drawsAt,
      prizes: ['100.00', '60.00'],
    });
  });

  it('warns when the draw was held meanwhile', async () => {
    stubApi({
      [LIST]: () => ({ list: [openDraw] }),
      'PUT /api/operator/raffle/draws/4': () =>
        refusal(409, 'RAFFLE_DRAW_CLOSED', 'This draw has already been held'),
    });
    const { user } = renderWithSite(<RaffleTab />);
    await user.click(within(await row(4)).getByRole('button', { name: 'Edit draw #4' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit draw #4' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toHaveTextContent(
      'This draw has already been held',
    );
  });
});
