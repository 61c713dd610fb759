// GET /api/permission: the start-up state everything else waits for (SPEC.md §4 "System status").
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Permission } from '@playdeck/contract/site';
import { sitePaths } from '@playdeck/contract/site';
import { api } from './api-client';

export const permissionQueryKey = ['permission'] as const;

export function fetchPermission() {
  return api.get<Permission>(sitePaths.permission);
}

const permissionQuery = {
  queryKey: permissionQueryKey,
  queryFn: fetchPermission,
  staleTime: 60_000,
  retry: 1,
} as const;

export function usePermission() {
  return useQuery(permissionQuery);
}

/** Sends the start-up call before the first render, beside the download of the texts. */
export function prefetchPermission(queryClient: QueryClient) {
  void queryClient.prefetchQuery(permissionQuery);
}

/** The permission value for components rendered only after start-up succeeded. */
export function useStartedPermission(): Permission {
  const { data } = usePermission();
  if (!data) throw new Error('useStartedPermission used before the start-up call finished');
  return data;
}
