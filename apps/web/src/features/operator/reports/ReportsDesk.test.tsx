// Proves the reports desk: its six tabs, the overview's totals, chart and day table for the last 30
// site days, a new period asked of the server and its refusal shown on the date field, the tables of
// the other tabs (RTP "—" where the theoretical figure is unknown), and the CSV export's header row.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type {
  BonusesReport,
  GamesReport,
  MembersReport,
  OverviewReport,
  PaymentsReport,
} from '@playdeck/contract/reports';
import { blobText } from '../../../test-support/blob-text';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi } from '../test-support';
import { ReportsDesk } from './ReportsDesk';
import { rtpDifference } from './RtpTab';

setUpOperatorTests();
afterEach(() => vi.restoreAllMocks());

const period = { from: '2026-03-01', to: '2026-03-02', timeZoneOffsetMinutes: 480 };
const play = { rounds: 3, stake: '350.00', validBet: '350.00', payout: '300.00', ggr: '50.00' };

const overview: OverviewReport = {
  period,
  days: [
    { day: '2026-03-01', ...play, ggr: '1250.00', bonusCost: '10.00', ngr: '1240.00' },
    { day: '2026-03-02', ...play, ggr: '-50.00', bonusCost: '-1.00', ngr: '-49.00' },
  ],
  totals: { ...play, ggr: '1200.00', bonusCost: '9.00', ngr: '1191.00' },
};
const games: GamesReport = {
  period,
  categories: [{ category: 'RNG', ...play }],
  vendors: [{ vendorCode: 'PDSLOT', vendorName: 'Playdeck Slots', ...play }],
  games: [
    {
      vendorCode: 'PDSLOT',
      gameCode: 'lucky-dragon',
      gameName: 'Lucky Dragon',
      category: 'RNG',
      ...play,
      observedRtpPercent: '85.71',
      theoreticalRtpPercent: '96.02',
    },
    {
      vendorCode: 'EXTV',
      gameCode: 'X1',
      gameName: 'Table X1',
      category: 'LIVE',
      ...play,
      observedRtpPercent: '101.00',
      theoreticalRtpPercent: null,
    },
  ],
};
const payments: PaymentsReport = {
  period,
  deposits: [{ channelId: 1, channelName: 'ACB', channelType: 'bank_transfer', count: 2, amount: '150.00' }],
  withdrawals: [{ bankName: 'VCB', count: 1, amount: '50.00' }],
  totals: { depositCount: 2, deposit: '150.00', withdrawalCount: 1, withdrawal: '50.00', net: '100.00' },
};
const members: MembersReport = {
  period,
  days: [
    { day: '2026-03-01', newMembers: 1, activeMembers: 4, depositingMembers: 2 },
    { day: '2026-03-02', newMembers: 0, activeMembers: 3, depositingMembers: 1 },
  ],
  totals: { newMembers: 1, activeMembers: 5, depositingMembers: 2 },
};
const bonuses: BonusesReport = {
  period,
  bonuses: [{ kind: 'bonus_promotion', count: 1, amount: '10.00' }],
  commissions: [{ kind: 'contract_dividend', count: 1, amount: '40.00' }],
  totals: { bonusCost: '9.00', commissionsPaid: '40.00' },
};

function stubReports() {
  return stubApi({
    'GET /api/operator/reports/overview': () => overview,
    'GET /api/operator/reports/games': () => games,
    'GET /api/operator/reports/payments': () => payments,
    'GET /api/operator/reports/members': () => members,
    'GET /api/operator/reports/bonuses': () => bonuses,
  });
}

describe('ReportsDesk', () => {
  it('opens on the overview of the last 30 site days: totals, chart and day table', async () => {
    const { calls } = stubReports();
    renderWithSite(<ReportsDesk />, { path: '/operator/reports' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'By game',
      'Payments',
      'Members',
      'Bonuses & commissions',
      'RTP per game',
    ]);
    expect(await screen.findByTestId('report-total-ngr')).toHaveTextContent('1,191.00');
    expect(screen.getByTestId('report-total-ggr')).toHaveTextContent('1,200.00');
    const chart = screen.getByRole('img', { name: 'GGR and NGR per day' });
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(chart.querySelectorAll('polyline')).toHaveLength(1);
    const table = within(screen.getByRole('region', { name: 'Revenue by day' })).getByRole('table');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('2026-03-02');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('-49.00');
    const query = calls[0]!.query;
    const days = (Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 86_400_000 + 1;
    expect(days).toBe(30);
  });

  it('asks for the period the operator picks and shows a refusal on its field', async () => {
    const api = stubReports();
    const { user } = renderWithSite(<ReportsDesk />, { path: '/operator/reports' });
    await screen.findByTestId('report-total-ngr');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-03-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.calls.at(-1)!.url).toBe('/api/operator/reports/overview?from=2026-03-01&to=2026-03-02');

    stubApi({
      'GET /api/operator/reports/overview': () =>
        refusal(400, 'VALIDATION_FAILED', 'Invalid', { from: 'Please choose a period of at most 366 days' }),
    });
    await user.clear(from);
    await user.type(from, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText('Please choose a period of at most 366 days')).not.toHaveLength(0);
  });

  it('shows play by category, vendor and game, and the RTP with "—" where unknown', async () => {
    stubReports();
    const { user } = renderWithSite(<ReportsDesk />, { path: '/operator/reports?tab=games' });
    const byGame = await screen.findByRole('region', { name: 'GGR by game' });
    expect(within(byGame).getByText('Table X1')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'GGR by vendor' })).toHaveTextContent('Playdeck Slots');
    expect(screen.getByRole('region', { name: 'GGR by game category' })).toHaveTextContent('RNG');

    await user.click(screen.getByRole('tab', { name: 'RTP per game' }));
    const rtp = await screen.findByRole('region', { name: 'Observed and theoretical RTP' });
    const [, lucky, table] = within(rtp).getAllByRole('row');
    expect(lucky).toHaveTextContent('85.71 %');
    expect(lucky).toHaveTextContent('96.02 %');
    expect(lucky).toHaveTextContent('-10.31');
    expect(
      within(table!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('—');
  });

  it('shows payments by channel, members by day, and bonuses and commissions by kind', async () => {
    stubReports();
    const { user } = renderWithSite(<ReportsDesk />, { path: '/operator/reports?tab=payments' });
    expect(await screen.findByTestId('report-net-deposits')).toHaveTextContent('100.00');
    expect(screen.getByRole('region', { name: 'Deposits by channel' })).toHaveTextContent('Bank transfer');
    expect(screen.getByRole('region', { name: 'Withdrawals by bank' })).toHaveTextContent('VCB');

    await user.click(screen.getByRole('tab', { name: 'Members' }));
    expect(await screen.findByTestId('report-active-members')).toHaveTextContent('5');
    expect(screen.getByRole('img', { name: 'Members per day' }).querySelectorAll('polyline')).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'Bonuses & commissions' }));
    expect(await screen.findByTestId('report-commissions-paid')).toHaveTextContent('40.00');
    expect(screen.getByRole('region', { name: 'Bonus cost by kind' })).toHaveTextContent('Promotion bonus');
    expect(screen.getByRole('region', { name: 'Agent commissions paid by kind' })).toHaveTextContent(
      'Dividend',
    );
  });

  it('exports a table as a CSV file with a header row and plain figures', async () => {
    stubReports();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithSite(<ReportsDesk />, { path: '/operator/reports' });
    const region = await screen.findByRole('region', { name: 'Revenue by day' });
    await user.click(within(region).getByRole('button', { name: 'Export CSV' }));
    expect(clicked).toHaveBeenCalledOnce();
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'revenue-by-day-2026-03-01-2026-03-02.csv',
    );
    const text = (await blobText(blobs[0]!)).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      'Day,Rounds,Stake,Payout,GGR,Bonus cost,NGR',
      '2026-03-01,3,350.00,300.00,1250.00,10.00,1240.00',
      '2026-03-02,3,350.00,300.00,-50.00,-1.00,-49.00',
      '',
    ]);
  });
});

describe('rtpDifference', () => {
  it('subtracts the theoretical from the observed in exact hundredths', () => {
    expect(rtpDifference({ observedRtpPercent: '96.02', theoreticalRtpPercent: '96.10' })).toBe('-0.08');
    expect(rtpDifference({ observedRtpPercent: '116.66', theoreticalRtpPercent: '96.02' })).toBe('+20.64');
    expect(rtpDifference({ observedRtpPercent: null, theoreticalRtpPercent: '96.02' })).toBeNull();
  });
});
