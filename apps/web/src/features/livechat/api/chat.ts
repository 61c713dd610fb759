// The chat page's calls: the models (GET /api/livechat/models), the conversation behind a chat token
// (GET /api/livechat/conversations/:token) and the visitor's message (POST …/messages).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  livechatPaths,
  type ChatConversation,
  type LivechatMessage,
  type LivechatModel,
} from '@playdeck/contract/livechat';
import { api } from '../../../lib/api-client';

export const chatKeys = {
  models: () => ['livechat', 'models'] as const,
  conversation: (token: string) => ['livechat', 'conversation', token] as const,
};

const conversationPath = (token: string) =>
  livechatPaths.conversation.replace(':token', encodeURIComponent(token));

export function useChatModels() {
  return useQuery({
    queryKey: chatKeys.models(),
    queryFn: () => api.get<LivechatModel[]>(livechatPaths.models),
  });
}

export function useChatConversation(token: string) {
  return useQuery({
    queryKey: chatKeys.conversation(token),
    queryFn: () => api.get<ChatConversation>(conversationPath(token)),
    // A refused token stays refused: no retries.
    retry: false,
  });
}

/** Adds a message to the cached conversation once (the stream may bring it too). */
export function withMessage(conversation: ChatConversation, message: LivechatMessage): ChatConversation {
  if (conversation.messages.some((existing) => existing.id === message.id)) return conversation;
  const messages = [...conversation.messages, message].sort((left, right) => left.id - right.id);
  return { ...conversation, messages };
}

export function useSendChatMessage(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post<LivechatMessage>(livechatPaths.messages.replace(':token', encodeURIComponent(token)), {
        body,
      }),
    onSuccess: (message) =>
      queryClient.setQueryData<ChatConversation>(chatKeys.conversation(token), (old) =>
        old ? withMessage(old, message) : old,
      ),
  });
}
