// The member's points transaction detail: every earning and spending, newest first, of one points
// type or all, with the signed points, the balance after it and what it came from, a page at a time.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINTS_TYPES, type PointsType } from '@playdeck/contract/points';
import { useSiteTime } from '../../../lib/site-time';
import { PagedTable } from '../../../ui/PagedTable';
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
  const [pageNo, setPageNo] = useState(1);
  const [type, setType] = useState<PointsType | undefined>(undefined);
  const query = usePointsEntries(pageNo, type);
  return (
    <PagedTable
      label={t('points.entries.title')}
      testId="points-entries"
      query={query}
      rowKey={(entry) => entry.id}
      emptyText={t('points.entries.empty')}
      page={pageNo}
      onPageChange={setPageNo}
      toolbar={
        <TypeFilter
          type={type}
          onChange={(next) => {
            setType(next);
            setPageNo(1);
          }}
        />
      }
      columns={[
        {
          key: 'createdAt',
          header: t('points.entries.time'),
          cell: (entry) => clock.format(entry.createdAt),
        },
        {
          key: 'type',
          header: t('points.entries.typeColumn'),
          cell: (entry) => t(`points.types.${entry.type}`),
        },
        {
          key: 'points',
          header: t('points.entries.points'),
          numeric: true,
          cell: (entry) => format.signed(entry.points),
          cellClassName: (entry) =>
            entry.points < 0 ? styles.spent : entry.points > 0 ? styles.earned : undefined,
        },
        {
          key: 'balanceAfter',
          header: t('points.entries.balanceAfter'),
          numeric: true,
          cell: (entry) => format.points(entry.balanceAfter),
        },
        { key: 'reference', header: t('points.entries.reference'), cell: (entry) => entry.reference },
      ]}
    />
  );
}

/** The points type to list, or all of them. */
function TypeFilter({
  type,
  onChange,
}: {
  type: PointsType | undefined;
  onChange: (type: PointsType | undefined) => void;
}) {
  const { t } = useTranslation();
  const filterId = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={filterId}>{t('points.entries.type')}</label>
      <Select
        id={filterId}
        value={type ?? ''}
        onChange={(event) => onChange(isPointsType(event.target.value) ? event.target.value : undefined)}
      >
        <option value="">{t('points.entries.allTypes')}</option>
        {POINTS_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`points.types.${value}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
