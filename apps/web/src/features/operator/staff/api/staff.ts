// The staff desk's calls (issue 19 item 3): the signed-in operator's role and desks (every role),
// and, for admins, the staff accounts, their creation, role and status, and the authenticator switch.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffPaths,
  type StaffCreate,
  type StaffMe,
  type StaffMember,
  type StaffRole,
  type StaffSettings,
} from '@playdeck/contract/staff';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

// The operator's token follows the key in each hook: another sign-in never sees these answers.
export const staffKeys = {
  all: ['operator-staff'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  settings: () => [...staffKeys.all, 'settings'] as const,
};

const withId = (path: string, id: number) => path.replace(':id', String(id));

export const fetchStaffMe = () => api.get<StaffMe>(staffPaths.me);
export const listStaff = () => api.get<StaffMember[]>(staffPaths.list);
export const createStaff = (body: StaffCreate) => api.post<StaffMember>(staffPaths.create, body);
export const changeStaffRole = ({ id, role }: { id: number; role: StaffRole }) =>
  api.put<StaffMember>(withId(staffPaths.role, id), { role });
export const changeStaffStatus = ({ id, status }: { id: number; status: StaffMember['status'] }) =>
  api.put<StaffMember>(withId(staffPaths.status, id), { status });
export const fetchStaffSettings = () => api.get<StaffSettings>(staffPaths.settings);
export const saveStaffSettings = (body: StaffSettings) => api.put<StaffSettings>(staffPaths.settings, body);

/**
 * The signed-in operator's role and what it may do on each desk. The console's layout asks for it;
 * with `fetch: false` a control only reads the answer the layout got (and never asks again itself).
 */
export function useStaffMe({ fetch = true }: { fetch?: boolean } = {}) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...staffKeys.me(), token],
    queryFn: fetchStaffMe,
    enabled: fetch && token !== null,
    staleTime: 60_000,
  });
}

export function useStaffList() {
  const { token } = useSession();
  return useQuery({ queryKey: [...staffKeys.list(), token], queryFn: listStaff, enabled: token !== null });
}

export function useStaffSettings() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...staffKeys.settings(), token],
    queryFn: fetchStaffSettings,
    enabled: token !== null,
  });
}

/** A change to the staff refreshes the list and the operator's own role (an admin may demote itself). */
function useStaffMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export const useCreateStaff = () => useStaffMutation(createStaff);
export const useChangeStaffRole = () => useStaffMutation(changeStaffRole);
export const useChangeStaffStatus = () => useStaffMutation(changeStaffStatus);
export const useSaveStaffSettings = () => useStaffMutation(saveStaffSettings);
