// GET /api/operator/reports/{overview,games,payments,members,bonuses}: one report of a period of site
// days each. The operator's token and the period follow each key, so another sign-in or another
// period never sees these answers; the last answer stays in view while the next period loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  reportsPaths,
  type BonusesReport,
  type GamesReport,
  type MembersReport,
  type OverviewReport,
  type PaymentsReport,
} from '@playdeck/contract/reports';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

/** A period of site days, both included (YYYY-MM-DD). */
export type ReportPeriod = { from: string; to: string };

export type Reports = {
  overview: OverviewReport;
  games: GamesReport;
  payments: PaymentsReport;
  members: MembersReport;
  bonuses: BonusesReport;
};
export type ReportName = keyof Reports;

export const reportsKeys = {
  all: ['operator-reports'] as const,
  report: (name: ReportName) => [...reportsKeys.all, name] as const,
};

export const getReport = <Name extends ReportName>(name: Name, period: ReportPeriod) =>
  api.get<Reports[Name]>(reportsPaths[name], { query: period });

export function useReport<Name extends ReportName>(name: Name, period: ReportPeriod) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...reportsKeys.report(name), token, period.from, period.to],
    queryFn: () => getReport(name, period),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
