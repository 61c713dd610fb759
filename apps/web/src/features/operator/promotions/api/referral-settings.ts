// The referral settings (issue 15 item 7): GET /api/operator/referral/settings and PUT there (the
// whole settings replace the saved ones): whether the referral promotion is on, the share of the
// friends' valid bet, the first-deposit reward and its least deposit, and how long a friend counts.
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  referralPaths,
  type ReferralSettings,
  type referralSettingsSchema,
} from '@playdeck/contract/referral';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { operatorPromotionsKeys } from './query-keys';

/** The settings as sent: the days may go as the text typed, for the server to refuse on its field. */
export type ReferralSettingsBody = z.input<typeof referralSettingsSchema>;

export const getReferralSettings = () => api.get<ReferralSettings>(referralPaths.operatorSettings);

export function useReferralSettings() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorPromotionsKeys.referralSettings(), token],
    queryFn: getReferralSettings,
    enabled: token !== null,
  });
}

export const updateReferralSettings = (settings: ReferralSettingsBody) =>
  api.put<ReferralSettings>(referralPaths.operatorSettings, settings);

export function useUpdateReferralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReferralSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPromotionsKeys.referralSettings() }),
  });
}
