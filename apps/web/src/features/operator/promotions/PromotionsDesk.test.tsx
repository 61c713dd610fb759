// Proves the promotions desk offers the member rewards' tabs beside the promotions' own, and opens the
// one the address names (?tab=raffle) with its data.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { setUpOperatorTests, stubApi } from '../test-support';
import { PromotionsDesk } from './PromotionsDesk';
import { openDraw } from './test-fixtures';

setUpOperatorTests();

describe('promotions PromotionsDesk', () => {
  it('offers the points mall, missions, referral and raffle tabs, and opens the one asked for', async () => {
    stubApi({ 'GET /api/operator/raffle/draws': () => ({ list: [openDraw] }) });
    renderWithSite(<PromotionsDesk />, { path: '/operator/promotions?tab=raffle' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Promotions',
      'Applications',
      'Turnover locks',
      'Rebates',
      'Points mall',
      'Missions',
      'Referral',
      'Raffle',
    ]);
    expect(screen.getByRole('tab', { name: 'Raffle' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('operator-raffle-draws')).toHaveTextContent('Weekly raffle');
  });
});
