// The desk's two columns, shared by live chat's conversations and members' feedback: on the left the
// filter buttons, the page's items (or why there are none) and the pages; on the right the chosen
// item, or an invitation to choose one. The tab owns the filter, the page and the choice. DeskItem is
// one item of the list: who, a state badge, a line of details and the latest text.
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Pagination } from '../../../ui/Pagination';
import { QueryState, type QueryStateSource } from '../components/QueryState';
import styles from './support.module.css';

export interface DeskSplitProps<Filter extends string> {
  /** Names the list and its filter group for screen readers. */
  listLabel: string;
  filters: readonly Filter[];
  filter: Filter;
  filterLabel: (filter: Filter) => string;
  /** A new filter starts again at its first page. */
  onFilter: (filter: Filter) => void;
  query: QueryStateSource & { data?: { list: unknown[]; totalPages: number } };
  emptyText: string;
  /** The page's items, each an <li>. */
  items: ReactNode;
  pageNo: number;
  onPage: (pageNo: number) => void;
  paneLabel: string;
  chooseText: string;
  /** The chosen item's pane, or null when none is chosen. */
  pane: ReactNode | null;
}

export function DeskSplit<Filter extends string>(props: DeskSplitProps<Filter>) {
  const { query, filter } = props;
  return (
    <div className={styles.desk}>
      <section className={styles.queue} aria-label={props.listLabel}>
        <div className={styles.queueFilters} role="group" aria-label={props.listLabel}>
          {props.filters.map((name) => (
            <Button
              key={name}
              size="sm"
              variant={name === filter ? 'primary' : 'secondary'}
              aria-pressed={name === filter}
              onClick={() => props.onFilter(name)}
            >
              {props.filterLabel(name)}
            </Button>
          ))}
        </div>
        <QueryState query={query} />
        {query.data?.list.length === 0 ? <EmptyState title={props.emptyText} /> : null}
        {query.data?.list.length ? <ul className={styles.queueList}>{props.items}</ul> : null}
        {query.data && query.data.totalPages > 1 ? (
          <Pagination page={props.pageNo} totalPages={query.data.totalPages} onChange={props.onPage} />
        ) : null}
      </section>
      <section className={styles.pane} aria-label={props.paneLabel}>
        {props.pane ?? <EmptyState title={props.chooseText} />}
      </section>
    </div>
  );
}

export interface DeskItemProps {
  title: ReactNode;
  /** The state's code (styled by it) and its words. */
  state: string;
  stateLabel: string;
  meta: ReactNode;
  text: string | null;
  selected: boolean;
  onSelect: () => void;
  testId: string;
}

export function DeskItem({
  title,
  state,
  stateLabel,
  meta,
  text,
  selected,
  onSelect,
  testId,
}: DeskItemProps) {
  return (
    <li>
      <button
        type="button"
        className={styles.queueItem}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        data-testid={testId}
      >
        <span className={styles.queueTop}>
          <strong>{title}</strong>
          <span className={styles.stateBadge} data-state={state}>
            {stateLabel}
          </span>
        </span>
        <span className={styles.queueMeta}>{meta}</span>
        {text ? <span className={styles.queueLast}>{text}</span> : null}
      </button>
    </li>
  );
}
