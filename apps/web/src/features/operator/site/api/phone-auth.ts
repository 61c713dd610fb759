// GET and PUT /api/operator/sms/phone-auth: who sends SMS codes, the built-in outbox or the
// third-party provider (docs/decisions/016-third-party-sms.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { smsPaths, type PhoneAuthSettings, type PhoneAuthSettingsUpdate } from '@playdeck/contract/sms';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { operatorSiteKeys } from './query-keys';

const phoneAuthKey = () => [...operatorSiteKeys.all, 'phone-auth'] as const;

export function usePhoneAuthSettings() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...phoneAuthKey(), token],
    queryFn: () => api.get<PhoneAuthSettings>(smsPaths.operatorPhoneAuth),
    enabled: token !== null,
  });
}

export function useUpdatePhoneAuthSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PhoneAuthSettingsUpdate) =>
      api.put<PhoneAuthSettings>(smsPaths.operatorPhoneAuth, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneAuthKey() }),
  });
}
