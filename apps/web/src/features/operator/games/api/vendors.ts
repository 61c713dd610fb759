// The operator's vendors: every vendor, enabled or not, with its game counts; and a change to one
// (name, icon, order, or switched off, which takes its lane and games out of the lobby).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lobbyPaths, type OperatorVendor, type VendorUpdate } from '@playdeck/contract/lobby';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

/** Vendors and games share this prefix: a change to either changes the other's counts and lists. */
export const operatorCatalogueQueryKey = ['operator', 'games', 'catalogue'] as const;
export const operatorVendorsQueryKey = [...operatorCatalogueQueryKey, 'vendors'] as const;

export const fetchOperatorVendors = () => api.get<OperatorVendor[]>(lobbyPaths.operatorVendors);

export const updateVendor = (code: string, change: VendorUpdate) =>
  api.patch<OperatorVendor>(lobbyPaths.operatorVendor.replace(':code', encodeURIComponent(code)), change);

export function useOperatorVendors() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorVendorsQueryKey, token],
    queryFn: fetchOperatorVendors,
    enabled: token !== null,
  });
}

/** Changes a vendor; resolves once the vendor and game lists have been fetched again. */
export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, change }: { code: string; change: VendorUpdate }) => updateVendor(code, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorCatalogueQueryKey }),
  });
}
