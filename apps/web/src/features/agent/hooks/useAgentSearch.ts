// The search and page of an agent report: it opens on the site's today (lib/site-time: the day the
// server reads the period in, whatever the browser's clock and zone say), with the other fields
// empty and page 1; a new search starts again from page 1.
import { useState } from 'react';
import { useSiteTime } from '../../../lib/site-time';

/** A report's search: the period's first and last site day (YYYY-MM-DD) and its other fields. */
export type AgentSearch = { from: string; to: string } & Partial<Record<string, string>>;

export interface AgentSearchState {
  value: AgentSearch;
  /** The page shown, 1-based. */
  page: number;
  onSearch: (value: AgentSearch) => void;
  onPageChange: (page: number) => void;
}

export function useAgentSearch(): AgentSearchState {
  const clock = useSiteTime();
  const [state, setState] = useState<{ value: AgentSearch; page: number }>(() => {
    const today = clock.today();
    return { value: { from: today, to: today }, page: 1 };
  });
  return {
    ...state,
    onSearch: (value) => setState({ value, page: 1 }),
    onPageChange: (page) => setState((current) => ({ ...current, page })),
  };
}

/** A search field's value as a query parameter: empty means "any", and is left out. */
export const optional = (value: string | undefined) => (value ? value : undefined);
