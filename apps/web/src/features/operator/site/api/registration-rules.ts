// The registration field rules: read from the public GET /api/registration/rules (the same rules the
// register form obeys) and changed with PATCH /api/operator/registration/rules, which names only the
// fields and properties that change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  registrationPaths,
  type RegistrationRules,
  type RegistrationRulesUpdate,
} from '@playdeck/contract/registration';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { operatorSiteKeys } from './query-keys';

export const getRegistrationRules = () => api.get<RegistrationRules>(registrationPaths.rules);

export const updateRegistrationRules = (body: RegistrationRulesUpdate) =>
  api.patch<RegistrationRules>(registrationPaths.operatorRules, body);

export function useRegistrationRules() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorSiteKeys.registrationRules(), token],
    queryFn: getRegistrationRules,
    enabled: token !== null,
  });
}

/** The answer is every field's rule after the change: it replaces the cached rules. */
export function useUpdateRegistrationRules() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: updateRegistrationRules,
    onSuccess: (rules) => queryClient.setQueryData([...operatorSiteKeys.registrationRules(), token], rules),
  });
}
