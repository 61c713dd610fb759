// The member's points transaction detail: every earning and spending, newest first, of one points
// type or all, with the signed points, the balance after it and what it came from, a page at a time.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINTS_TYPES, type PointsType } from '@playdeck/contract/points';
import { useSiteTime } from '../../../lib/site-time';
import { classNames } from '../../../ui/class-names';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { Pagination } from '../../../ui/Pagination';
import { ReportState } from '../../../ui/ReportState';
import { Select } from '../../../ui/Select';
import { usePointsEntries } from '../api/points-entries';
import { usePointsFormat } from '../use-points-format';
import styles from './points.module.css';

const isPointsType = (value: string): value is PointsType =>
  (POINTS_TYPES as readonly string[]).includes(value);

export function PointsEntries() {
  const { t } = useTranslation();
  const clock = useSiteTime();
  const format = usePointsFormat();
  const filterId = useId();
  const [pageNo, setPageNo] = useState(1);
  const [type, setType] = useState<PointsType | undefined>(undefined);
  const query = usePointsEntries(pageNo, type);
  const list = query.data?.list;
  return (
    <div className={styles.list}>
      <div className={styles.filter}>
        <label htmlFor={filterId}>{t('points.entries.type')}</label>
        <Select
          id={filterId}
          value={type ?? ''}
          onChange={(event) => {
            setType(isPointsType(event.target.value) ? event.target.value : undefined);
            setPageNo(1);
          }}
        >
          <option value="">{t('points.entries.allTypes')}</option>
          {POINTS_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`points.types.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      <ReportState
        query={query}
        empty={list?.length === 0}
        emptyText={t('points.entries.empty')}
        searchFields={[]}
      />
      {list && list.length > 0 ? (
        <DataTable aria-label={t('points.entries.title')} data-testid="points-entries">
          <DataTableHead
            columns={[
              { key: 'createdAt', header: t('points.entries.time') },
              { key: 'type', header: t('points.entries.typeColumn') },
              { key: 'points', header: t('points.entries.points'), numeric: true },
              { key: 'balanceAfter', header: t('points.entries.balanceAfter'), numeric: true },
              { key: 'reference', header: t('points.entries.reference') },
            ]}
          />
          <tbody>
            {list.map((entry) => (
              <tr key={entry.id}>
                <td>{clock.format(entry.createdAt)}</td>
                <td>{t(`points.types.${entry.type}`)}</td>
                <td
                  className={classNames(
                    numericCell,
                    entry.points < 0 ? styles.spent : entry.points > 0 ? styles.earned : undefined,
                  )}
                >
                  {format.signed(entry.points)}
                </td>
                <td className={numericCell}>{format.points(entry.balanceAfter)}</td>
                <td>{entry.reference}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      <Pagination page={pageNo} totalPages={query.data?.totalPages ?? 0} onChange={setPageNo} />
    </div>
  );
}
