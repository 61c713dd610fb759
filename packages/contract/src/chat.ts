// The chat room (SPEC.md §1 "chat room", §2 "Modals: chat room"): one public room per site language
// and a VIP room, messages pushed live over a WebSocket, and the operator's moderation (delete, mute,
// word filter, the VIP room's level).
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';

export const CHAT_ROOMS = ['vi', 'en', 'vip'] as const;
export const chatRoomSchema = z.enum(CHAT_ROOMS);
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/** Characters of one message, counted after trimming. */
export const CHAT_MESSAGE_LENGTH_MAX = 200;
/** Messages a member sees on joining a room. */
export const CHAT_HISTORY_SIZE = 50;
/** A member sends at most this many messages in any window of this length (429 CHAT_TOO_FAST). */
export const CHAT_RATE_MAX = 5;
export const CHAT_RATE_WINDOW_MS = 10_000;
/** The longest mute an operator may give: 30 days. */
export const CHAT_MUTE_MINUTES_MAX = 30 * 24 * 60;
/** Words of the filter list, and the length of each. */
export const CHAT_FILTER_WORDS_MAX = 200;
export const CHAT_FILTER_WORD_LENGTH_MAX = 40;
/** Messages the operator's list shows per room. */
export const CHAT_OPERATOR_LIST_SIZE = 100;

export const chatPaths = {
  rooms: '/api/chat/rooms',
  messages: '/api/chat/rooms/:room/messages',
  stream: '/api/chat/stream',
  operatorMessages: '/api/operator/chat/rooms/:room/messages',
  operatorMessage: '/api/operator/chat/messages/:id',
  operatorMutes: '/api/operator/chat/mutes',
  operatorMute: '/api/operator/chat/mutes/:accountId',
  operatorSettings: '/api/operator/chat/settings',
  operatorActions: '/api/operator/chat/actions',
} as const;

/** The bus channel of a room's live events, the same on every API process. */
export const chatChannelOf = (room: ChatRoom) => `chat:room:${room}`;

export const chatRoomParamsSchema = z.object({ room: chatRoomSchema });

/** A room as the viewer may use it. */
export const chatRoomInfoSchema = z.object({
  room: chatRoomSchema,
  /** The viewer may read it (the VIP room: from the operator's level). */
  canRead: z.boolean(),
  /** The viewer may write in it (a real account, not muted, allowed in). */
  canSend: z.boolean(),
  /** The VIP level the room opens from (null for the language rooms). */
  vipMinLevel: z.number().int().nullable(),
});
export type ChatRoomInfo = z.infer<typeof chatRoomInfoSchema>;

export const chatRoomsValueSchema = z.object({
  rooms: z.array(chatRoomInfoSchema),
  /** When the viewer's mute ends (ISO), or null. */
  mutedUntil: z.string().nullable(),
});
export type ChatRoomsValue = z.infer<typeof chatRoomsValueSchema>;

/** A message as members see it: plain text, to be shown as text. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  room: chatRoomSchema,
  /** The author's nickname, or the account name partly hidden. */
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistorySchema = z.object({ list: z.array(chatMessageSchema) });
export type ChatHistory = z.infer<typeof chatHistorySchema>;

export const chatSendSchema = z.object({
  text: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(CHAT_MESSAGE_LENGTH_MAX, 'validation.tooLong'),
});
export type ChatSend = z.infer<typeof chatSendSchema>;

/** What the stream sends: a new message, a removed one, or why it closes. */
export type ChatStreamMessage =
  | { type: 'ready'; room: ChatRoom }
  | { type: 'message'; message: ChatMessage }
  | { type: 'deleted'; id: number }
  | { type: 'error'; code: string };

/** The stream's first message from the client: its session token, or null for a visitor. */
export const chatStreamAuthSchema = z.object({ token: z.string().min(1).max(200).nullable() });

// Operator console.
export const chatOperatorMessageSchema = chatMessageSchema.extend({
  accountId: z.number().int(),
  account: z.string(),
  deletedAt: z.string().nullable(),
});
export type ChatOperatorMessage = z.infer<typeof chatOperatorMessageSchema>;

export const chatMessageIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const chatAccountParamsSchema = z.object({ accountId: z.coerce.number().int().positive() });

export const chatMuteRequestSchema = z.object({
  accountId: z.number().int().positive(),
  minutes: z.number().int().min(1).max(CHAT_MUTE_MINUTES_MAX),
  reason: z.string().trim().max(200).default(''),
});
export type ChatMuteRequest = z.input<typeof chatMuteRequestSchema>;

export const chatMuteSchema = z.object({
  accountId: z.number().int(),
  account: z.string(),
  until: z.string(),
  reason: z.string(),
});
export type ChatMute = z.infer<typeof chatMuteSchema>;

export const chatSettingsSchema = z.object({
  vipMinLevel: z.number().int().min(0).max(99),
  filterWords: z.array(z.string().trim().min(1).max(CHAT_FILTER_WORD_LENGTH_MAX)).max(CHAT_FILTER_WORDS_MAX),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

export const CHAT_ACTIONS = ['delete', 'mute', 'unmute', 'settings'] as const;
export const chatActionSchema = z.object({
  id: z.number().int(),
  action: z.enum(CHAT_ACTIONS),
  operator: z.string(),
  room: chatRoomSchema.nullable(),
  messageId: z.number().int().nullable(),
  accountId: z.number().int().nullable(),
  detail: z.string(),
  createdAt: z.string(),
});
export type ChatAction = z.infer<typeof chatActionSchema>;

export const chatActionsQuerySchema = pageQuerySchema;
export const chatActionsPageSchema = pageSchema(chatActionSchema);
export type ChatActionsPage = z.infer<typeof chatActionsPageSchema>;
