// The bills desk: GET /api/operator/settlement/bills (one type's bills, filtered by status and period
// key) and the operator's review of a dividend bill waiting for it, POST …/bills/:id/approve (a
// child's bill only after its parent's) or …/bills/:id/deny.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contractsPaths,
  type BillsPage,
  type BillStatus,
  type ContractType,
} from '@playdeck/contract/contracts';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { CONTRACTS_PAGE_SIZE, operatorContractsKeys } from './query-keys';

/** The list's search: the type (the API asks for one), a status ('' for any), a period key ('' for any), the page. */
export interface BillsSearch {
  type: ContractType;
  status: BillStatus | '';
  periodKey: string;
  pageNo: number;
}

export const listBills = ({ type, status, periodKey, pageNo }: BillsSearch) =>
  api.get<BillsPage>(contractsPaths.operatorBills, {
    query: {
      type,
      status: status || undefined,
      periodKey: periodKey.trim() || undefined,
      pageNo,
      pageSize: CONTRACTS_PAGE_SIZE,
    },
  });

export function useOperatorBills(search: BillsSearch) {
  const { token } = useSession();
  return useQuery({
    queryKey: [
      ...operatorContractsKeys.bills(),
      token,
      search.type,
      search.status,
      search.periodKey.trim(),
      search.pageNo,
    ],
    queryFn: () => listBills(search),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export type BillDecision = 'approve' | 'deny';

const DECISION_PATHS: Record<BillDecision, string> = {
  approve: contractsPaths.approveBill,
  deny: contractsPaths.denyBill,
};

/** The answer's value is null: the decision's outcome shows in the refreshed list, not in the answer. */
export const decideBill = ({ id, decision }: { id: number; decision: BillDecision }) =>
  api.post<null>(DECISION_PATHS[decision].replace(':id', String(id)));

/** The list refreshes after every decision, also a refused one: its row may have changed meanwhile. */
export function useDecideBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideBill,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorContractsKeys.bills() }),
  });
}
