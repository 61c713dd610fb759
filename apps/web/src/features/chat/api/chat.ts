// The chat room's calls: GET /api/chat/rooms (what the viewer may do in each room), GET and POST
// /api/chat/rooms/:room/messages (the last 50, and sending), and the stream's address.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  chatPaths,
  type ChatHistory,
  type ChatMessage,
  type ChatRoom,
  type ChatRoomsValue,
} from '@playdeck/contract/chat';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const chatKeys = {
  rooms: (token: string | null) => ['chat', 'rooms', token] as const,
  history: (room: ChatRoom, token: string | null) => ['chat', 'history', room, token] as const,
};

const messagesPath = (room: ChatRoom) => chatPaths.messages.replace(':room', room);

export const getChatRooms = () => api.get<ChatRoomsValue>(chatPaths.rooms);
export const getChatHistory = (room: ChatRoom) => api.get<ChatHistory>(messagesPath(room));
export const sendChatMessage = (room: ChatRoom, text: string) =>
  api.post<ChatMessage>(messagesPath(room), { text });

export function chatStreamUrl(location: Pick<Location, 'protocol' | 'host'>, room: ChatRoom): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${chatPaths.stream}?room=${room}`;
}

export function useChatRooms() {
  const { token } = useSession();
  return useQuery({ queryKey: chatKeys.rooms(token), queryFn: getChatRooms, staleTime: 30_000 });
}

/**
 * The room's history; the stream adds new messages to it and takes deleted ones out. A reload keeps
 * the messages the stream brought after the newest one it answers, which may have been written
 * while it was on its way.
 */
export function useChatHistory(room: ChatRoom, enabled: boolean) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const key = chatKeys.history(room, token);
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const loaded = await getChatHistory(room);
      const newestId = loaded.list.at(-1)?.id ?? 0;
      const later =
        queryClient.getQueryData<ChatHistory>(key)?.list.filter((item) => item.id > newestId) ?? [];
      return { list: [...loaded.list, ...later] };
    },
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/** Adds a message to a room's history once, whether it came back from sending or from the stream. */
export function withMessage(history: ChatHistory | undefined, message: ChatMessage): ChatHistory | undefined {
  if (!history || history.list.some((item) => item.id === message.id)) return history;
  return { list: [...history.list, message].slice(-200) };
}

export function withoutMessage(history: ChatHistory | undefined, id: number): ChatHistory | undefined {
  return history ? { list: history.list.filter((item) => item.id !== id) } : history;
}

export function useSendChatMessage(room: ChatRoom) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendChatMessage(room, text),
    onSuccess: (message) =>
      queryClient.setQueryData<ChatHistory>(chatKeys.history(room, token), (old) =>
        withMessage(old, message),
      ),
  });
}
