// The support desk's feedback calls (contract: @playdeck/contract/feedback): members' feedback by
// status, one with its images, each image's bytes, and the answer (once; it reaches the member's
// inbox). Every key starts with the operator's token: another sign-in never sees these answers.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorEnvelope } from '@playdeck/contract/envelope';
import {
  feedbackPaths,
  type FeedbackStatus,
  type OperatorFeedback,
  type OperatorFeedbackPage,
} from '@playdeck/contract/feedback';
import i18next from 'i18next';
import { api, ApiError } from '../../../../lib/api-client';
import { sessionStore, useSession } from '../../../../lib/session';

export const feedbackDeskKeys = {
  all: ['operator-feedback'] as const,
  lists: () => [...feedbackDeskKeys.all, 'list'] as const,
  one: (id: number) => [...feedbackDeskKeys.all, 'one', id] as const,
  image: (url: string) => [...feedbackDeskKeys.all, 'image', url] as const,
};

/** Feedback per page of the desk's list. */
export const FEEDBACK_DESK_PAGE_SIZE = 20;

const withId = (path: string, id: number) => path.replace(':id', String(id));

export function useFeedbackList(status: FeedbackStatus | undefined, pageNo: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...feedbackDeskKeys.lists(), token, status ?? 'ALL', pageNo],
    queryFn: () =>
      api.get<OperatorFeedbackPage>(feedbackPaths.operatorList, {
        query: { status, pageNo, pageSize: FEEDBACK_DESK_PAGE_SIZE },
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useFeedback(id: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...feedbackDeskKeys.one(id), token],
    queryFn: () => api.get<OperatorFeedback>(withId(feedbackPaths.operatorOne, id)),
    enabled: token !== null,
  });
}

/**
 * An image's bytes as a Blob. The route answers the image itself, not the JSON envelope that the api
 * client reads, and an <img> cannot send the Bearer token, so the desk fetches it with the token and
 * shows it through an object URL. A refusal still comes in the envelope, and is raised as ApiError.
 */
async function fetchImage(url: string): Promise<Blob> {
  const token = sessionStore.get().token;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        accept: 'image/png, image/jpeg',
        'accept-language': i18next.language || 'vi',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', i18next.t('errors.network'));
  }
  if (response.ok) return response.blob();
  const envelope = (await response.json().catch(() => null)) as ErrorEnvelope | null;
  throw new ApiError(
    response.status,
    envelope?.code ?? 'NETWORK',
    envelope?.message ?? i18next.t('errors.network'),
  );
}

export function useFeedbackImage(url: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...feedbackDeskKeys.image(url), token],
    queryFn: () => fetchImage(url),
    enabled: token !== null,
    // The bytes of a stored image never change.
    staleTime: Infinity,
  });
}

export function useAnswerFeedback(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) =>
      api.post<OperatorFeedback>(withId(feedbackPaths.operatorAnswer, id), { answer }),
    // Refreshed also when refused: another operator may have answered meanwhile.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedbackDeskKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: feedbackDeskKeys.one(id) }),
      ]),
  });
}
