// GET /api/referral/friends and /api/referral/earnings: the member's friends (masked, when they
// registered and first deposited, their valid bet and what they earned the member) and the earnings
// (each day's share of the friends' valid bet, each first-deposit reward), newest first, a page at a
// time. Asked only while inviting friends is open.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  referralPaths,
  type referralEarningsSchema,
  type referralFriendsSchema,
} from '@playdeck/contract/referral';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { REFERRAL_PAGE_SIZE, referralKeys } from './query-keys';

export type ReferralFriendsPage = z.infer<typeof referralFriendsSchema>;
export type ReferralEarningsPage = z.infer<typeof referralEarningsSchema>;

const pageQuery = (pageNo: number) => ({ query: { pageNo, pageSize: REFERRAL_PAGE_SIZE } });

export const getReferralFriends = (pageNo: number) =>
  api.get<ReferralFriendsPage>(referralPaths.friends, pageQuery(pageNo));

export const getReferralEarnings = (pageNo: number) =>
  api.get<ReferralEarningsPage>(referralPaths.earnings, pageQuery(pageNo));

export function useReferralFriends(pageNo: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...referralKeys.friends(), token, pageNo],
    queryFn: () => getReferralFriends(pageNo),
    placeholderData: keepPreviousData,
  });
}

export function useReferralEarnings(pageNo: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...referralKeys.earnings(), token, pageNo],
    queryFn: () => getReferralEarnings(pageNo),
    placeholderData: keepPreviousData,
  });
}
