// Live chat with the operator's support desk (SPEC.md §7 "Live chat: model list, launch chat (response
// chatUrl)"; §3 customer service entries of csType LIVECHAT). A visitor or a member launches a
// conversation of one of the operator's models (channels) and gets a signed, expiring address of
// Playdeck's own chat page; the console's support desk answers it.
import { z } from 'zod';

export const livechatPaths = {
  models: '/api/livechat/models',
  launch: '/api/livechat/launch',
  /** The conversation behind a chat token: its state and history. */
  conversation: '/api/livechat/conversations/:token',
  messages: '/api/livechat/conversations/:token/messages',
  /** WebSocket: a conversation's new messages and state pushed (auth by first message). */
  stream: '/api/livechat/stream',
  operatorModels: '/api/operator/livechat/models',
  operatorModel: '/api/operator/livechat/models/:code',
  operatorConversations: '/api/operator/livechat/conversations',
  operatorConversation: '/api/operator/livechat/conversations/:id',
  operatorAssign: '/api/operator/livechat/conversations/:id/assign',
  operatorMessages: '/api/operator/livechat/conversations/:id/messages',
  operatorClose: '/api/operator/livechat/conversations/:id/close',
  /** WebSocket: the desk's queue changes and every conversation's messages (operator session). */
  operatorStream: '/api/operator/livechat/stream',
} as const;

/** The chat page of a conversation; the launch answers it as chatUrl. */
export const chatPagePathOf = (token: string) => `/livechat/${token}`;

/** SPEC.md gives no bound: a chat line, not a letter. */
export const LIVECHAT_MESSAGE_LENGTH_MAX = 500;
/** A conversation keeps at most this many messages; a longer talk starts a new conversation. */
export const LIVECHAT_MESSAGES_MAX = 1_000;

export const LIVECHAT_STATES = ['waiting', 'assigned', 'closed'] as const;
export type LivechatState = (typeof LIVECHAT_STATES)[number];

export const LIVECHAT_AUTHORS = ['visitor', 'agent', 'system'] as const;
export type LivechatAuthor = (typeof LIVECHAT_AUTHORS)[number];

const modelCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,29}$/, 'validation.helpTopicCode');

export const livechatModelSchema = z.object({ code: z.string(), name: z.string() });
export type LivechatModel = z.infer<typeof livechatModelSchema>;

export const launchChatSchema = z.object({ model: modelCodeSchema }).strict();
export const launchChatValueSchema = z.object({
  chatUrl: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export type LaunchChatValue = z.infer<typeof launchChatValueSchema>;

export const chatTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const livechatMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(LIVECHAT_AUTHORS),
  /** The agent's name on an agent's message; the system's messages carry their kind in `body`. */
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type LivechatMessage = z.infer<typeof livechatMessageSchema>;

/** The conversation as its visitor sees it. */
export const chatConversationSchema = z.object({
  state: z.enum(LIVECHAT_STATES),
  model: livechatModelSchema,
  /** The agent who took it, once assigned. */
  agentName: z.string().nullable(),
  expiresAt: z.string(),
  messages: z.array(livechatMessageSchema),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** Neutralised on the server as well (control characters out, spaces trimmed). */
export const sendChatMessageSchema = z
  .object({ body: z.string().trim().min(1, 'validation.required').max(LIVECHAT_MESSAGE_LENGTH_MAX) })
  .strict();

/** System messages' bodies: what happened, shown translated. */
export const LIVECHAT_EVENTS = ['joined', 'closed'] as const;

/** What a chat stream pushes: a message (any author) or the conversation's new state. */
export type ChatStreamMessage =
  | { type: 'message'; conversationId: number; message: LivechatMessage }
  | { type: 'state'; conversationId: number; state: LivechatState; agentName: string | null }
  | { type: 'ready' }
  | { type: 'error'; code: 'NOT_LOGGED_IN' | 'VALIDATION_FAILED' | 'LIVECHAT_NOT_FOUND' };

export const chatStreamAuthSchema = z.object({
  type: z.literal('auth'),
  token: z.string().min(1).max(200),
});

/** The bus channel of one conversation's events, and the desk's (every conversation's) channel. */
export const livechatChannelOf = (conversationId: number) => `livechat:${conversationId}`;
export const LIVECHAT_DESK_CHANNEL = 'livechat:desk';

// The console's side.

export const DESK_QUEUES = ['waiting', 'mine', 'open', 'closed'] as const;
export type DeskQueue = (typeof DESK_QUEUES)[number];

export const deskQuerySchema = z.object({
  queue: z.enum(DESK_QUEUES).default('open'),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const deskConversationSchema = z.object({
  id: z.number().int(),
  state: z.enum(LIVECHAT_STATES),
  model: livechatModelSchema,
  /** The member's account name when a signed-in member launched it; null for a visitor. */
  account: z.string().nullable(),
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  /** Assigned to the operator asking. */
  mine: z.boolean(),
  lastMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type DeskConversation = z.infer<typeof deskConversationSchema>;

export const deskPageSchema = z.object({
  list: z.array(deskConversationSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type DeskPage = z.infer<typeof deskPageSchema>;

export const deskConversationDetailSchema = deskConversationSchema.extend({
  messages: z.array(livechatMessageSchema),
});
export type DeskConversationDetail = z.infer<typeof deskConversationDetailSchema>;

export const conversationIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) });

/** The desk's stream: a conversation changed (new, assigned, closed, new message), or a message. */
export type DeskStreamMessage = { type: 'conversation'; conversationId: number } | ChatStreamMessage;

export const operatorModelSchema = z.object({
  code: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
});
export type OperatorLivechatModel = z.infer<typeof operatorModelSchema>;

const modelNameSchema = z.string().trim().min(1, 'validation.required').max(60);
const modelFields = {
  nameVi: modelNameSchema,
  nameEn: modelNameSchema,
  sortOrder: z.number().int().min(0).max(999),
  enabled: z.boolean(),
};
export const createModelSchema = z
  .object({
    code: modelCodeSchema,
    ...modelFields,
    sortOrder: modelFields.sortOrder.default(0),
    enabled: modelFields.enabled.default(true),
  })
  .strict();
/** A change names only what changes (no defaults: an omitted field keeps its value). */
export const updateModelSchema = z
  .object(modelFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'validation.nothingToChange' });
export const modelCodeParamsSchema = z.object({ code: z.string().min(1).max(30) });
