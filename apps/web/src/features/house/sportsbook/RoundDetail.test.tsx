// Proves the sportsbook bet on its round's fairness page (the betting record's details link): every
// leg with its fixture, market, selection, odds and outcome, the total odds and the bet's status; a
// detail that is not a sportsbook bet shows nothing.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../test-support/render-with-site';
import { RoundDetail } from './RoundDetail';

const leg = (fixtureId: string, overrides: Record<string, unknown> = {}) => ({
  fixtureId,
  sportCode: 'FOOTBALL',
  leagueCode: 'FB-LOTUS',
  home: { en: 'Hanoi Dragons', vi: 'Rồng Hà Nội' },
  away: { en: 'Saigon Stars', vi: 'Ngôi Sao Sài Gòn' },
  kickOffAt: Date.parse('2026-11-25T12:00:00Z'),
  marketId: 'MATCH_RESULT',
  kind: 'MATCH_RESULT',
  selection: 'HOME',
  line: null,
  oddsHundredths: 210,
  outcome: 'WIN',
  ...overrides,
});

describe('RoundDetail', () => {
  it('lists a settled parlay’s legs with their odds and outcomes', () => {
    renderWithSite(
      <RoundDetail
        detail={{
          legs: [
            leg('F1'),
            leg('F2', {
              marketId: 'HANDICAP:-0.75',
              kind: 'HANDICAP',
              line: -0.75,
              oddsHundredths: 195,
              outcome: 'HALF_WIN',
            }),
          ],
          stake: '10.00',
          totalOdds: '4.09',
          status: 'WON',
          payout: '31.48',
        }}
      />,
    );
    const bet = screen.getByTestId('round-bet');
    expect(bet).toHaveTextContent('Parlay of 2');
    expect(screen.getByTestId('round-bet-status')).toHaveTextContent('Won');
    expect(bet).toHaveTextContent('Hanoi Dragons – Saigon Stars1X2: Home @ 2.10Win');
    expect(bet).toHaveTextContent('Handicap: Home \u22120.75 @ 1.95Half win');
    expect(bet).toHaveTextContent('Total odds: 4.09');
  });

  it('shows an open single as open, its leg waiting', () => {
    renderWithSite(
      <RoundDetail detail={{ legs: [leg('F1', { outcome: null })], stake: '5.00', totalOdds: '2.10' }} />,
    );
    expect(screen.getByTestId('round-bet-status')).toHaveTextContent('Open');
    expect(screen.getByTestId('round-bet')).toHaveTextContent('SingleOpen');
    expect(screen.getByTestId('round-bet')).toHaveTextContent('Waiting');
  });

  it('shows nothing for another game’s detail', () => {
    const { container } = renderWithSite(<RoundDetail detail={{ reels: [[1, 2, 3]] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
