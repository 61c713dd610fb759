// GET /api/agent/consolidated (SPEC.md §3): the agent's contracts and offers per type, the four
// menu flags, and the offers awaiting its answer (the consent pop-up).
import { useQuery } from '@tanstack/react-query';
import { contractsPaths, type Consolidated } from '@playdeck/contract/contracts';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { contractsKeys } from './query-keys';

export const fetchConsolidated = () => api.get<Consolidated>(contractsPaths.consolidated);

export function useConsolidated() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...contractsKeys.consolidated(), token],
    queryFn: fetchConsolidated,
    enabled: token !== null,
  });
}
