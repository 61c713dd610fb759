// A page of a list as the operator's desks show it: a toolbar with the list's total, the last
// change's notice and a refresh, then the loader or the failure (QueryState), "nothing here" for an
// empty page, the table, and the page navigation. The caller keeps the page number with its other
// search fields, so that a new search can start again from page 1.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { Pagination } from '../../../ui/Pagination';
import { QueryState, type QueryStateSource } from './QueryState';
import { SavedNotice } from './SavedNotice';
import styles from './PagedList.module.css';

/** A page of a list as the API answers it. */
export interface ListPage<Item> {
  list: Item[];
  total: number;
  totalPages: number;
}

export interface PagedListProps<Item> {
  query: QueryStateSource & { data: ListPage<Item> | undefined; isFetching: boolean };
  /** The toolbar's line for the list's total. */
  totalText: (count: number) => string;
  /** The title of the empty state shown for an empty page. */
  emptyTitle: string;
  /** The last change's notice; none for a list that changes nothing. */
  notice?: string;
  /** The table's heading cells, in one row. */
  head: ReactNode;
  /** One item's row. */
  row: (item: Item) => ReactNode;
  tableTestId: string;
  pageNo: number;
  onPageChange: (pageNo: number) => void;
}

export function PagedList<Item>({
  query,
  totalText,
  emptyTitle,
  notice,
  head,
  row,
  tableTestId,
  pageNo,
  onPageChange,
}: PagedListProps<Item>) {
  const { t } = useTranslation();
  const value = query.data;
  return (
    <>
      <div className={styles.toolbar}>
        {value ? <span className={styles.total}>{totalText(value.total)}</span> : null}
        <span className={styles.spacer} />
        {notice !== undefined ? <SavedNotice message={notice} /> : null}
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('operator.refresh')}
        </Button>
      </div>
      <QueryState query={query} />
      {value?.list.length === 0 ? <EmptyState title={emptyTitle} /> : null}
      {value && value.list.length > 0 ? (
        <DataTable className={styles.table} data-testid={tableTestId}>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{value.list.map(row)}</tbody>
        </DataTable>
      ) : null}
      {value ? <Pagination page={pageNo} totalPages={value.totalPages} onChange={onPageChange} /> : null}
    </>
  );
}
