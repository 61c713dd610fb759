// The operator's contracts: GET /api/operator/contracts (every contract, newest first, filtered by
// type, status and holder), POST there (a platform contract offered to a top-level agent),
// POST /api/operator/contracts/:id/terminate (the operator ends an active contract, or withdraws a
// pending offer, with a reason), and GET /api/operator/contracts/agents (the top-level agents a
// platform contract may be offered to, with how many active contracts each holds).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contractsPaths,
  type Contract,
  type ContractOfferPayload,
  type ContractsPage,
  type ContractStatus,
  type ContractType,
  type TopAgents,
} from '@playdeck/contract/contracts';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { CONTRACTS_PAGE_SIZE, operatorContractsKeys } from './query-keys';

/** The list's search: a type and a status ('' for any), one holder's id ('' for every holder), the page. */
export interface ContractsSearch {
  type: ContractType | '';
  status: ContractStatus | '';
  holderId: string;
  pageNo: number;
}

export const listContracts = ({ type, status, holderId, pageNo }: ContractsSearch) =>
  api.get<ContractsPage>(contractsPaths.operatorContracts, {
    query: {
      type: type || undefined,
      status: status || undefined,
      holderId: holderId.trim() || undefined,
      pageNo,
      pageSize: CONTRACTS_PAGE_SIZE,
    },
  });

export function useOperatorContracts(search: ContractsSearch) {
  const { token } = useSession();
  return useQuery({
    queryKey: [
      ...operatorContractsKeys.contracts(),
      token,
      search.type,
      search.status,
      search.holderId.trim(),
      search.pageNo,
    ],
    queryFn: () => listContracts(search),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export const listTopAgents = () => api.get<TopAgents>(contractsPaths.operatorAgents);

/** The top-level agents, to pick the holder of a platform contract from. */
export function useTopAgents() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorContractsKeys.agents(), token],
    queryFn: listTopAgents,
    enabled: token !== null,
  });
}

/** A contract's status or existence changed: the list, and the agents' active contract counts, refresh. */
const refreshContracts = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: operatorContractsKeys.contracts() }),
    queryClient.invalidateQueries({ queryKey: operatorContractsKeys.agents() }),
  ]);

export const offerContract = (body: ContractOfferPayload) =>
  api.post<Contract>(contractsPaths.operatorContracts, body);

export function useOfferContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerContract,
    onSuccess: () => refreshContracts(queryClient),
  });
}

export const terminateContract = ({ id, reason }: { id: number; reason: string }) =>
  api.post<Contract>(contractsPaths.operatorTerminate.replace(':id', String(id)), { reason });

/** The list refreshes after every termination, also a refused one: its row may have changed meanwhile. */
export function useTerminateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: terminateContract,
    onSettled: () => refreshContracts(queryClient),
  });
}
