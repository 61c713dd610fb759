// What every reports tab shares: the period's two dates above the report (the server's refusals on
// them shown on the fields), the loader, a failure that no field took, then the report once it came.
import type { ReactNode } from 'react';
import { ReportState } from '../../../ui/ReportState';
import { RecordFilters } from '../../../ui/RecordFilters';
import { useReport, type ReportName, type ReportPeriod, type Reports } from './api/reports';
import styles from './reports.module.css';

export interface PeriodProps {
  period: ReportPeriod;
  onPeriodChange: (period: ReportPeriod) => void;
}

export function ReportTab<Name extends ReportName>({
  name,
  period,
  onPeriodChange,
  children,
}: PeriodProps & {
  name: Name;
  children: (report: Reports[Name]) => ReactNode;
}) {
  const query = useReport(name, period);
  return (
    <div className={styles.tab}>
      <RecordFilters
        search={period}
        error={query.error}
        onSearch={(search) => onPeriodChange({ from: search.from, to: search.to })}
      />
      <ReportState query={query} empty={false} />
      {query.data ? children(query.data) : null}
    </div>
  );
}

/** The CSV file's name: the table's and the period's. */
export const fileNameOf = (table: string, period: ReportPeriod) => `${table}-${period.from}-${period.to}`;
