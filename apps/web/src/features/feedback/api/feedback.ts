// The member's feedback calls (contract: @playdeck/contract/feedback): send one with PUT (a type, at
// most 140 characters, up to 3 images in base64) and list their own, newest first, with the answer.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feedbackPaths,
  type Feedback,
  type FeedbackPage,
  type FeedbackRequest,
} from '@playdeck/contract/feedback';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

const feedbackKey = ['feedback'] as const;
export const FEEDBACK_LIST_PAGE_SIZE = 10;

export function useMyFeedback(pageNo: number) {
  const { token, isTrial } = useSession();
  return useQuery({
    queryKey: [...feedbackKey, token, pageNo],
    queryFn: () =>
      api.get<FeedbackPage>(feedbackPaths.mine, { query: { pageNo, pageSize: FEEDBACK_LIST_PAGE_SIZE } }),
    enabled: token !== null && !isTrial,
    placeholderData: keepPreviousData,
  });
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FeedbackRequest) => api.put<Feedback>(feedbackPaths.mine, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKey }),
  });
}
