// GET /api/operator/oidc-providers and PUT /api/operator/oidc-providers/:provider: the third-party
// sign-in providers' client id, issuer, switch and write-only client secret.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  oidcPaths,
  type OidcProvider,
  type OidcProviderSetting,
  type OidcProviderUpdate,
} from '@playdeck/contract/oidc';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { operatorSiteKeys } from './query-keys';

const oidcProvidersKey = [...operatorSiteKeys.all, 'oidc-providers'] as const;

export function useOidcProviderSettings() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...oidcProvidersKey, token],
    queryFn: () => api.get<OidcProviderSetting[]>(oidcPaths.operatorProviders),
    enabled: token !== null,
  });
}

/** The answer is every provider's settings: it replaces the cached ones. */
export function useUpdateOidcProvider() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: ({ provider, update }: { provider: OidcProvider; update: OidcProviderUpdate }) =>
      api.put<OidcProviderSetting[]>(oidcPaths.operatorProvider.replace(':provider', provider), update),
    onSuccess: (settings) => queryClient.setQueryData([...oidcProvidersKey, token], settings),
  });
}
