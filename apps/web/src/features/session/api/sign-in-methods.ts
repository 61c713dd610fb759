// GET /api/member/sign-in-methods (the password and the linked providers) and
// DELETE /api/member/sign-in-methods/:provider (unlink; never the last way in).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { oidcPaths, type OidcProvider, type SignInMethods } from '@playdeck/contract/oidc';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

const signInMethodsKey = ['member', 'sign-in-methods'] as const;

export function useSignInMethods() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...signInMethodsKey, token],
    queryFn: () => api.get<SignInMethods>(oidcPaths.signInMethods),
    enabled: token !== null,
  });
}

export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: OidcProvider) =>
      api.delete<SignInMethods>(oidcPaths.unlink.replace(':provider', provider)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInMethodsKey }),
  });
}
