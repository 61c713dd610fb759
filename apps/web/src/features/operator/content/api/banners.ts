// The operator's banners (SPEC.md §3 "Banner"): every one, enabled or not, of every group and
// language; add, change and take down.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentPaths, type BannerInput, type OperatorBanner } from '@playdeck/contract/content';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

export const operatorBannersQueryKey = ['operator', 'content', 'banners'] as const;

const bannerPath = (id: number) => contentPaths.operatorBanner.replace(':id', String(id));

export const fetchOperatorBanners = () => api.get<OperatorBanner[]>(contentPaths.operatorBanners);

export const createBanner = (input: BannerInput) =>
  api.post<OperatorBanner>(contentPaths.operatorBanners, input);

export const updateBanner = (id: number, input: BannerInput) =>
  api.put<OperatorBanner>(bannerPath(id), input);

export const deleteBanner = (id: number) => api.delete<null>(bannerPath(id));

export function useOperatorBanners() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorBannersQueryKey, token],
    queryFn: fetchOperatorBanners,
    enabled: token !== null,
  });
}

/** Creates (id null) or changes a banner, then refreshes the list. */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: BannerInput }) =>
      id === null ? createBanner(input) : updateBanner(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorBannersQueryKey }),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorBannersQueryKey }),
  });
}
