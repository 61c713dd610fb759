// GET /api/lobby/vendors: vendor lanes, cached for the browser session and force-refreshable
// (SPEC.md §4 "Caches").
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VendorsResponse } from '@playdeck/contract/lobby';
import { lobbyPaths } from '@playdeck/contract/lobby';
import { api } from '../../../lib/api-client';

export const vendorsQueryKey = (language: string) => ['lobby', 'vendors', language] as const;

export function useVendors() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: vendorsQueryKey(i18n.language),
    queryFn: () => api.get<VendorsResponse>(lobbyPaths.vendors, { query: { platform: 'html5-desktop' } }),
    staleTime: Infinity,
  });
}

export function useRefreshVendors() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return async () => {
    const fresh = await api.get<VendorsResponse>(lobbyPaths.vendors, {
      query: { platform: 'html5-desktop', flush: 'true' },
    });
    queryClient.setQueryData(vendorsQueryKey(i18n.language), fresh);
  };
}
