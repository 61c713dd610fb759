// What an agent report shows around its table: the loader while the first answer comes, a failure
// that no search field took (a refusal about a field the search shows is written on that field;
// anything else, such as an account outside the team in the address, is said here), and the empty
// state. Shared by the agent centre's features (its reports, the contracts), hence in ui/.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { EmptyState } from './EmptyState';
import { Loader } from './Loader';

export interface ReportStateProps {
  query: { isPending: boolean; error: unknown };
  /** The answer is there and has nothing to list. */
  empty: boolean;
  emptyText?: ReactNode;
  /** The fields the screen's search shows, which write their own refusals. */
  searchFields?: readonly string[];
}

export function ReportState({ query, empty, emptyText, searchFields = ['from', 'to'] }: ReportStateProps) {
  const { t } = useTranslation();
  const error = query.error;
  const onField =
    error instanceof ApiError && Object.keys(error.fields).some((field) => searchFields.includes(field));
  return (
    <>
      {query.isPending ? <Loader label={t('ui.loading')} /> : null}
      {error && !onField ? (
        <p role="alert">{error instanceof ApiError ? error.message : t('errors.network')}</p>
      ) : null}
      {empty ? <EmptyState title={emptyText} /> : null}
    </>
  );
}
