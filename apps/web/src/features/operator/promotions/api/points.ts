// The points mall's operator calls (issue 15 item 5): GET and PUT /api/operator/points/settings (the
// earning rates and the conversion rules, replaced whole); GET /api/operator/points/goods (the whole
// catalogue), POST there (a new good) and PUT …/goods/:id (the whole input replaces the good); GET
// /api/operator/points/redemptions (filtered by status, paged) and POST …/redemptions/:id (the
// decision: approve, or reject with a remark, which gives the member's points back; 409
// REDEMPTION_NOT_PENDING when it was decided meanwhile).
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pointsPaths,
  type OperatorPointsGood,
  type OperatorRedemption,
  type PointsGoodInput,
  type PointsSettings,
  type RedeemStatus,
  type operatorRedemptionsSchema,
  type pointsSettingsSchema,
  type redemptionDecisionSchema,
} from '@playdeck/contract/points';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { asOnePage } from './one-page';
import { PROMOTIONS_PAGE_SIZE, operatorPromotionsKeys } from './query-keys';

/** The settings as sent: whole numbers may go as the text typed, for the server to refuse on its field. */
export type PointsSettingsBody = z.input<typeof pointsSettingsSchema>;
export type RedemptionDecision = z.input<typeof redemptionDecisionSchema>;
export type OperatorRedemptionsPage = z.infer<typeof operatorRedemptionsSchema>;

export const getPointsSettings = () => api.get<PointsSettings>(pointsPaths.operatorSettings);

export function usePointsSettings() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorPromotionsKeys.pointsSettings(), token],
    queryFn: getPointsSettings,
    enabled: token !== null,
  });
}

export const updatePointsSettings = (settings: PointsSettingsBody) =>
  api.put<PointsSettings>(pointsPaths.operatorSettings, settings);

export function useUpdatePointsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePointsSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPromotionsKeys.pointsSettings() }),
  });
}

export const listGoods = () => api.get<{ list: OperatorPointsGood[] }>(pointsPaths.operatorGoods);

export function useOperatorGoods() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorPromotionsKeys.goods(), token],
    queryFn: listGoods,
    select: asOnePage<OperatorPointsGood>,
    enabled: token !== null,
  });
}

/** Creates a good (id null) or replaces one with the whole input. */
export const saveGood = ({ id, input }: { id: number | null; input: PointsGoodInput }) =>
  id === null
    ? api.post<OperatorPointsGood>(pointsPaths.operatorGoods, input)
    : api.put<OperatorPointsGood>(pointsPaths.operatorGood.replace(':id', String(id)), input);

export function useSaveGood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPromotionsKeys.goods() }),
  });
}

/** The queue's search: one status ('' for any) and the page. */
export interface RedemptionsSearch {
  status: RedeemStatus | '';
  pageNo: number;
}

export const listRedemptions = ({ status, pageNo }: RedemptionsSearch) =>
  api.get<OperatorRedemptionsPage>(pointsPaths.operatorRedemptions, {
    query: { status: status || undefined, pageNo, pageSize: PROMOTIONS_PAGE_SIZE },
  });

export function useOperatorRedemptions(search: RedemptionsSearch) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorPromotionsKeys.redemptions(), token, search.status, search.pageNo],
    queryFn: () => listRedemptions(search),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export const decideRedemption = ({ id, decision }: { id: number; decision: RedemptionDecision }) =>
  api.post<OperatorRedemption>(pointsPaths.operatorRedemption.replace(':id', String(id)), decision);

/**
 * The queue refreshes after every decision, also a refused one (it may have been decided meanwhile),
 * and so do the goods, whose redeemed count a rejection lowers.
 */
export function useDecideRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRedemption,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorPromotionsKeys.redemptions() }),
        queryClient.invalidateQueries({ queryKey: operatorPromotionsKeys.goods() }),
      ]),
  });
}
