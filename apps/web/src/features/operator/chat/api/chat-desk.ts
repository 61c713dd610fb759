// The chat desk's calls: a room's recent messages, deleting one, the muted members (mute, unmute),
// the settings (VIP room level, word filter) and the record of moderation actions. Each change
// refreshes what it changed; the operator's token follows each key, so another sign-in never sees
// these answers.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  chatPaths,
  type ChatActionsPage,
  type ChatMute,
  type ChatMuteRequest,
  type ChatOperatorMessage,
  type ChatRoom,
  type ChatSettings,
} from '@playdeck/contract/chat';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

export const chatDeskKeys = {
  all: ['operator-chat'] as const,
  messages: (room: ChatRoom) => [...chatDeskKeys.all, 'messages', room] as const,
  mutes: () => [...chatDeskKeys.all, 'mutes'] as const,
  settings: () => [...chatDeskKeys.all, 'settings'] as const,
  actions: () => [...chatDeskKeys.all, 'actions'] as const,
};

/** Actions shown on the record's one page. */
export const ACTIONS_PAGE_SIZE = 50;

export function useRoomMessages(room: ChatRoom) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...chatDeskKeys.messages(room), token],
    queryFn: () => api.get<ChatOperatorMessage[]>(chatPaths.operatorMessages.replace(':room', room)),
    enabled: token !== null,
  });
}

export function useMutes() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...chatDeskKeys.mutes(), token],
    queryFn: () => api.get<ChatMute[]>(chatPaths.operatorMutes),
    enabled: token !== null,
  });
}

export function useChatSettings() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...chatDeskKeys.settings(), token],
    queryFn: () => api.get<ChatSettings>(chatPaths.operatorSettings),
    enabled: token !== null,
  });
}

export function useChatActions() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...chatDeskKeys.actions(), token],
    queryFn: () =>
      api.get<ChatActionsPage>(chatPaths.operatorActions, {
        query: { pageNo: 1, pageSize: ACTIONS_PAGE_SIZE },
      }),
    enabled: token !== null,
  });
}

/** Every change is recorded: the record refreshes after each, with what the change touched. */
function useDeskMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatDeskKeys.all }),
  });
}

export const useDeleteMessage = () =>
  useDeskMutation((id: number) => api.delete<null>(chatPaths.operatorMessage.replace(':id', String(id))));

export const useMute = () =>
  useDeskMutation((body: ChatMuteRequest) => api.post<ChatMute>(chatPaths.operatorMutes, body));

export const useUnmute = () =>
  useDeskMutation((accountId: number) =>
    api.delete<null>(chatPaths.operatorMute.replace(':accountId', String(accountId))),
  );

export const useSaveChatSettings = () =>
  useDeskMutation((body: ChatSettings) => api.put<ChatSettings>(chatPaths.operatorSettings, body));
