// GET and PATCH /api/operator/site-settings: the site's name, currency symbol, time zone,
// maintenance switch, block lists, resources and whitelabel switches. A PATCH names only what changes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { sitePaths, type SiteSettings, type siteSettingsUpdateSchema } from '@playdeck/contract/site';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { operatorSiteKeys } from './query-keys';

/** The body as sent (before the server trims and upper-cases). */
export type SiteSettingsBody = z.input<typeof siteSettingsUpdateSchema>;

export const getSiteSettings = () => api.get<SiteSettings>(sitePaths.operatorSettings);

export const updateSiteSettings = (body: SiteSettingsBody) =>
  api.patch<SiteSettings>(sitePaths.operatorSettings, body);

export function useSiteSettings() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorSiteKeys.settings(), token],
    queryFn: getSiteSettings,
    enabled: token !== null,
  });
}

/** The answer is the whole new settings: it replaces the cached ones without another request. */
export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (settings) => queryClient.setQueryData([...operatorSiteKeys.settings(), token], settings),
  });
}
