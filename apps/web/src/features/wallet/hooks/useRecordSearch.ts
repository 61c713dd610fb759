// The search and page of a record screen: it opens on the default period (the server's, ending with
// the site's today: lib/site-time) with every select on "All" and page 1, and a new search starts
// again from page 1. Also the game type select that the
// betting record and the profit and loss share.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '@playdeck/contract/lobby';
import { RECORDS_DEFAULT_RANGE_DAYS } from '@playdeck/contract/records';
import { useSiteTime } from '../../../lib/site-time';
import type { RecordSearch, RecordSelect } from '../../../ui/RecordFilters';
import type { RecordSearchState } from '../../../ui/RecordTable';

export function useRecordSearch(): RecordSearchState {
  const clock = useSiteTime();
  const [state, setState] = useState<{ value: RecordSearch; page: number }>(() => ({
    value: clock.period(RECORDS_DEFAULT_RANGE_DAYS),
    page: 1,
  }));
  return {
    ...state,
    onSearch: (value) => setState({ value, page: 1 }),
    onPageChange: (page) => setState({ ...state, page }),
  };
}

/** The select of a game type, as `gameType` in the search. */
export function useGameTypeSelect(): RecordSelect {
  const { t } = useTranslation();
  return {
    name: 'gameType',
    label: t('records.gameType'),
    options: GAME_TYPES.map((type) => ({ value: type, label: t(`gameTypes.${type}`) })),
  };
}
