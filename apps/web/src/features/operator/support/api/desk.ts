// The support desk's calls (contract: @playdeck/contract/livechat): a queue of conversations, one
// conversation with its transcript, and taking, answering and closing it. Every key starts with the
// operator's token: another sign-in never sees these answers.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  livechatPaths,
  type DeskConversationDetail,
  type DeskPage,
  type DeskQueue,
  type LivechatMessage,
  type OperatorLivechatModel,
} from '@playdeck/contract/livechat';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

export const supportKeys = {
  all: ['operator-support'] as const,
  queues: () => [...supportKeys.all, 'queue'] as const,
  conversation: (id: number) => [...supportKeys.all, 'conversation', id] as const,
  models: () => [...supportKeys.all, 'models'] as const,
};

/** Conversations per page of a queue. */
export const SUPPORT_PAGE_SIZE = 20;

const withId = (path: string, id: number) => path.replace(':id', String(id));

export function useDeskQueue(queue: DeskQueue, pageNo: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...supportKeys.queues(), token, queue, pageNo],
    queryFn: () =>
      api.get<DeskPage>(livechatPaths.operatorConversations, {
        query: { queue, pageNo, pageSize: SUPPORT_PAGE_SIZE },
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useDeskConversation(id: number | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...supportKeys.conversation(id ?? 0), token],
    queryFn: () => api.get<DeskConversationDetail>(withId(livechatPaths.operatorConversation, id!)),
    enabled: token !== null && id !== null,
  });
}

/** Every desk mutation refreshes the queues and the conversation, also when refused (it changed meanwhile). */
function useDeskMutation<Input, Output>(id: number, call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.queues() }),
        queryClient.invalidateQueries({ queryKey: supportKeys.conversation(id) }),
      ]),
  });
}

export const useAssignConversation = (id: number) =>
  useDeskMutation(id, () => api.post<DeskConversationDetail>(withId(livechatPaths.operatorAssign, id)));
export const useReplyConversation = (id: number) =>
  useDeskMutation(id, (body: string) =>
    api.post<LivechatMessage>(withId(livechatPaths.operatorMessages, id), { body }),
  );
export const useCloseConversation = (id: number) =>
  useDeskMutation(id, () => api.post<DeskConversationDetail>(withId(livechatPaths.operatorClose, id)));

export function useLivechatModels() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...supportKeys.models(), token],
    queryFn: () => api.get<OperatorLivechatModel[]>(livechatPaths.operatorModels),
    enabled: token !== null,
  });
}

export function useSaveLivechatModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ model, isNew }: { model: OperatorLivechatModel; isNew: boolean }) => {
      if (isNew) return api.post<OperatorLivechatModel>(livechatPaths.operatorModels, model);
      const { code, ...changes } = model;
      return api.put<OperatorLivechatModel>(livechatPaths.operatorModel.replace(':code', code), changes);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.models() }),
  });
}
