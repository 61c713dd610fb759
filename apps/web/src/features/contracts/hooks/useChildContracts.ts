// The contracts the agent gave its direct children that are in force or awaiting an answer (ACTIVE
// and PENDING), by child: downline management's contract column and its "Re-offer". One page of the
// largest size of each status serves every row of the list (the contract has no per-holder call for
// an agent), so an agent with more such contracts sees the newest ones.
import type { Contract } from '@playdeck/contract/contracts';
import { useDownlineContracts } from '../api/downline-contracts';

const CHILD_CONTRACTS_PAGE_SIZE = 100;

export function useChildContracts(): Map<number, Contract[]> {
  const active = useDownlineContracts({ status: 'ACTIVE', pageNo: 1, pageSize: CHILD_CONTRACTS_PAGE_SIZE });
  const pending = useDownlineContracts({ status: 'PENDING', pageNo: 1, pageSize: CHILD_CONTRACTS_PAGE_SIZE });
  const byChild = new Map<number, Contract[]>();
  for (const contract of [...(active.data?.list ?? []), ...(pending.data?.list ?? [])]) {
    byChild.set(contract.holder.id, [...(byChild.get(contract.holder.id) ?? []), contract]);
  }
  return byChild;
}
