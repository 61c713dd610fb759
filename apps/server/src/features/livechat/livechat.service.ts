// Live chat's rules (SPEC.md §7 "Live chat"): launching a conversation on one of the operator's models
// and answering its signed, expiring chat address; the visitor's messages (neutralised text, a length
// limit, a send rate); the support desk's queue, assignment (one agent wins a race), replies and
// closing. Every change is published on the bus, so that the chat page and the desk see it at once
// whichever API process holds their sockets.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  chatPagePathOf,
  livechatChannelOf,
  LIVECHAT_DESK_CHANNEL,
  type ChatConversation,
  type ChatStreamMessage,
  type DeskConversation,
  type DeskConversationDetail,
  type DeskPage,
  type DeskQueue,
  type LaunchChatValue,
  type LivechatMessage,
  type LivechatModel,
  type LivechatState,
  type OperatorLivechatModel,
} from '@playdeck/contract/livechat';
import type { MessageLanguage } from '@playdeck/contract/messages';
import type { Database } from '../../plugins/database';
import type { Bus } from '../../plugins/bus';
import { AppError } from '../../plugins/errors';
import {
  createLivechatRepository,
  type ConversationRow,
  type LivechatModelRow,
  type MessageRow,
} from './livechat.repository';

/** How long a chat address stays valid: a day, so that a reload of the chat window still works. */
export const CHAT_TOKEN_TTL_MS = 24 * 60 * 60_000;
/** The visitor's send rate: at most this many messages in the window. */
export const SEND_RATE_MAX = 5;
export const SEND_RATE_WINDOW_MS = 10_000;
const TOKEN_KEY_BYTES = 32;

export type LivechatService = ReturnType<typeof createLivechatService>;

/**
 * Text only: control characters (but line breaks) go, runs of blank lines shrink to one, spaces at the
 * ends go. The page shows it as text, never as HTML.
 */
export function neutraliseText(body: string): string {
  return (
    body
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

function signatureOf(key: string, payload: string): string {
  return createHmac('sha256', Buffer.from(key, 'hex')).update(payload).digest('base64url');
}

/** A chat token: `<conversation id>.<expiry, epoch seconds>.<HMAC of both with the conversation's key>`. */
export function signChatToken(conversation: Pick<ConversationRow, 'id' | 'tokenKey'>, expiresAt: Date) {
  const payload = `${conversation.id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signatureOf(conversation.tokenKey, payload)}`;
}

function parseChatToken(token: string): { id: number; expiresAt: Date; payload: string; signature: string } {
  const match = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  // A token that is not even of the shape names no conversation.
  if (!match) throw new AppError('LIVECHAT_NOT_FOUND', 404);
  const [, id, seconds, signature] = match;
  return {
    id: Number(id),
    expiresAt: new Date(Number(seconds) * 1000),
    payload: `${id}.${seconds}`,
    signature: signature!,
  };
}

const modelOf = (row: LivechatModelRow, language: MessageLanguage): LivechatModel => ({
  code: row.code,
  name: language === 'en' ? row.nameEn : row.nameVi,
});

const messageOf = (row: MessageRow, agentName: string | null): LivechatMessage => ({
  id: row.id,
  author: row.author as LivechatMessage['author'],
  authorName: row.author === 'visitor' ? null : agentName,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

export function createLivechatService({
  db,
  bus,
  now = () => new Date(),
}: {
  db: Database;
  bus: Bus;
  now?: () => Date;
}) {
  const repository = createLivechatRepository(db);

  const publish = (conversationId: number, event: ChatStreamMessage) => {
    bus.publish(livechatChannelOf(conversationId), event);
    bus.publish(LIVECHAT_DESK_CHANNEL, event);
  };
  const publishState = (conversationId: number, state: LivechatState, agentName: string | null) =>
    publish(conversationId, { type: 'state', conversationId, state, agentName });

  /**
   * The conversation a chat token names. Raises LIVECHAT_NOT_FOUND (404: no such conversation),
   * LIVECHAT_TOKEN_INVALID (401: signature not of this conversation) or LIVECHAT_EXPIRED (401).
   */
  async function verifyToken(token: string): Promise<{ id: number; expiresAt: Date }> {
    const parsed = parseChatToken(token);
    const found = await repository.findConversation(parsed.id);
    if (!found) throw new AppError('LIVECHAT_NOT_FOUND', 404);
    const expected = Buffer.from(signatureOf(found.conversation.tokenKey, parsed.payload));
    const given = Buffer.from(parsed.signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new AppError('LIVECHAT_TOKEN_INVALID', 401);
    }
    if (parsed.expiresAt.getTime() <= now().getTime()) throw new AppError('LIVECHAT_EXPIRED', 401);
    return { id: parsed.id, expiresAt: parsed.expiresAt };
  }

  async function messagesOf(conversationId: number): Promise<LivechatMessage[]> {
    const rows = await repository.listMessages(conversationId);
    return rows.map(({ message, agentName }) => messageOf(message, agentName));
  }

  /** Adds a message to an open conversation. Raises LIVECHAT_CLOSED or LIVECHAT_FULL (409). */
  async function addMessage(
    conversationId: number,
    author: 'visitor' | 'agent' | 'system',
    agent: { id: number; name: string } | null,
    body: string,
  ): Promise<LivechatMessage> {
    const message = await db.transaction(async (transaction) => {
      const inTransaction = createLivechatRepository(transaction);
      const counted = await inTransaction.countMessageIfOpen(
        conversationId,
        author === 'system' ? null : body,
      );
      if (!counted) return undefined;
      return inTransaction.insertMessage({
        conversationId,
        author,
        agentId: agent?.id ?? null,
        body,
        // The service's clock, so that the send rate's window and the message times agree.
        createdAt: now(),
      });
    });
    if (!message) {
      const found = await repository.findConversation(conversationId);
      if (!found) throw new AppError('LIVECHAT_NOT_FOUND', 404);
      if (found.conversation.state === 'closed') throw new AppError('LIVECHAT_CLOSED', 409);
      throw new AppError('LIVECHAT_FULL', 409);
    }
    const value = messageOf(message, agent?.name ?? null);
    publish(conversationId, { type: 'message', conversationId, message: value });
    return value;
  }

  function deskConversationOf(
    found: NonNullable<Awaited<ReturnType<typeof repository.findConversation>>>,
    language: MessageLanguage,
    viewerId: number,
  ): DeskConversation {
    const { conversation } = found;
    return {
      id: conversation.id,
      state: conversation.state as LivechatState,
      model: modelOf(found.model, language),
      account: found.account,
      agentId: conversation.agentId,
      agentName: conversation.agentId === null ? null : found.agentName,
      mine: conversation.agentId === viewerId,
      lastMessage: conversation.lastMessage || null,
      createdAt: conversation.createdAt.toISOString(),
      updatedAt: conversation.updatedAt.toISOString(),
      closedAt: conversation.closedAt?.toISOString() ?? null,
    };
  }

  async function deskDetail(
    id: number,
    viewerId: number,
    language: MessageLanguage,
  ): Promise<DeskConversationDetail> {
    const found = await repository.findConversation(id);
    if (!found) throw new AppError('LIVECHAT_NOT_FOUND', 404);
    return { ...deskConversationOf(found, language, viewerId), messages: await messagesOf(id) };
  }

  return {
    /** The models a visitor may open a conversation on, in the operator's order. */
    async models(language: MessageLanguage): Promise<LivechatModel[]> {
      return (await repository.listModels(true)).map((row) => modelOf(row, language));
    },

    /**
     * Opens a conversation (a member's open one of the same model is taken up again) and answers its
     * chat address. Raises LIVECHAT_MODEL_NOT_FOUND (404) for a model that is not open.
     */
    async launch(modelCode: string, accountId: number | null): Promise<LaunchChatValue> {
      const model = await repository.findModel(modelCode);
      if (!model?.enabled) throw new AppError('LIVECHAT_MODEL_NOT_FOUND', 404);
      const open = accountId === null ? undefined : await repository.findOpenOfAccount(accountId);
      const conversation =
        open && open.modelCode === modelCode
          ? open
          : await repository.insertConversation({
              modelCode,
              accountId,
              tokenKey: randomBytes(TOKEN_KEY_BYTES).toString('hex'),
            });
      if (conversation !== open)
        bus.publish(LIVECHAT_DESK_CHANNEL, { type: 'conversation', conversationId: conversation.id });
      const expiresAt = new Date(now().getTime() + CHAT_TOKEN_TTL_MS);
      const token = signChatToken(conversation, expiresAt);
      return { chatUrl: chatPagePathOf(token), token, expiresAt: expiresAt.toISOString() };
    },

    /** The conversation behind a chat token, with its history (errors as verifyToken). */
    async conversation(token: string, language: MessageLanguage): Promise<ChatConversation> {
      const { id, expiresAt } = await verifyToken(token);
      const found = (await repository.findConversation(id))!;
      return {
        state: found.conversation.state as LivechatState,
        model: modelOf(found.model, language),
        agentName: found.conversation.agentId === null ? null : found.agentName,
        expiresAt: expiresAt.toISOString(),
        messages: await messagesOf(id),
      };
    },

    /** The conversation id of a valid chat token, for the chat page's stream (errors as verifyToken). */
    conversationIdOf: async (token: string) => (await verifyToken(token)).id,

    /**
     * The visitor's message. Raises the token's errors, LIVECHAT_CLOSED / LIVECHAT_FULL (409),
     * LIVECHAT_TOO_FAST (429) and VALIDATION_FAILED (400) for a text with nothing left once neutralised.
     */
    async send(token: string, body: string): Promise<LivechatMessage> {
      const { id } = await verifyToken(token);
      const text = neutraliseText(body);
      if (text.length === 0)
        throw new AppError('VALIDATION_FAILED', 400, { fields: { body: 'validation.required' } });
      const since = new Date(now().getTime() - SEND_RATE_WINDOW_MS);
      if ((await repository.countVisitorMessagesSince(id, since)) >= SEND_RATE_MAX) {
        throw new AppError('LIVECHAT_TOO_FAST', 429);
      }
      return addMessage(id, 'visitor', null, text);
    },

    // The support desk.

    async queue(
      queue: DeskQueue,
      agentId: number,
      page: { pageNo: number; pageSize: number },
      language: MessageLanguage,
    ): Promise<DeskPage> {
      const [rows, total] = await Promise.all([
        repository.listQueue(queue, agentId, page.pageSize, (page.pageNo - 1) * page.pageSize),
        repository.countQueue(queue, agentId),
      ]);
      return {
        list: rows.map((row) => deskConversationOf(row, language, agentId)),
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        total,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },

    /** One conversation with its transcript. Raises LIVECHAT_NOT_FOUND (404). */
    detail: deskDetail,

    /**
     * Takes a waiting conversation. Raises LIVECHAT_NOT_FOUND (404), LIVECHAT_TAKEN (409: another
     * agent has it) and LIVECHAT_CLOSED (409); taking one's own again changes nothing.
     */
    async assign(id: number, agent: { id: number; name: string }, language: MessageLanguage) {
      const assigned = await repository.assignIfWaiting(id, agent.id);
      if (!assigned) {
        const found = await repository.findConversation(id);
        if (!found) throw new AppError('LIVECHAT_NOT_FOUND', 404);
        if (found.conversation.state === 'closed') throw new AppError('LIVECHAT_CLOSED', 409);
        if (found.conversation.agentId !== agent.id) throw new AppError('LIVECHAT_TAKEN', 409);
        return deskDetail(id, agent.id, language);
      }
      publishState(id, 'assigned', agent.name);
      await addMessage(id, 'system', agent, 'joined');
      return deskDetail(id, agent.id, language);
    },

    /**
     * The agent's reply. Raises LIVECHAT_NOT_FOUND (404), LIVECHAT_NOT_ASSIGNED (409: take it first),
     * LIVECHAT_TAKEN (409: another agent's), LIVECHAT_CLOSED / LIVECHAT_FULL (409).
     */
    async reply(id: number, agent: { id: number; name: string }, body: string): Promise<LivechatMessage> {
      const found = await repository.findConversation(id);
      if (!found) throw new AppError('LIVECHAT_NOT_FOUND', 404);
      const { state, agentId } = found.conversation;
      if (state === 'closed') throw new AppError('LIVECHAT_CLOSED', 409);
      if (state === 'waiting') throw new AppError('LIVECHAT_NOT_ASSIGNED', 409);
      if (agentId !== agent.id) throw new AppError('LIVECHAT_TAKEN', 409);
      const text = neutraliseText(body);
      if (text.length === 0)
        throw new AppError('VALIDATION_FAILED', 400, { fields: { body: 'validation.required' } });
      return addMessage(id, 'agent', agent, text);
    },

    /**
     * Closes an open conversation (any agent may: a waiting one nobody will answer, too). Raises
     * LIVECHAT_NOT_FOUND (404) and LIVECHAT_CLOSED (409).
     */
    async close(id: number, agent: { id: number; name: string }, language: MessageLanguage) {
      const closed = await repository.closeIfOpen(id);
      if (!closed) {
        if (!(await repository.findConversation(id))) throw new AppError('LIVECHAT_NOT_FOUND', 404);
        throw new AppError('LIVECHAT_CLOSED', 409);
      }
      // The closing note is the conversation's last line, written by whoever closed it.
      const note = await repository.insertMessage({
        conversationId: id,
        author: 'system',
        agentId: agent.id,
        body: 'closed',
        createdAt: now(),
      });
      publish(id, { type: 'message', conversationId: id, message: messageOf(note, agent.name) });
      const found = (await repository.findConversation(id))!;
      publishState(id, 'closed', found.conversation.agentId === null ? null : found.agentName);
      return deskDetail(id, agent.id, language);
    },

    // The models, in the console.

    async operatorModels(): Promise<OperatorLivechatModel[]> {
      return repository.listModels(false);
    },

    /** Raises LIVECHAT_MODEL_TAKEN (409) for a code in use. */
    async createModel(body: OperatorLivechatModel): Promise<OperatorLivechatModel> {
      const inserted = await repository.insertModel(body);
      if (!inserted) throw new AppError('LIVECHAT_MODEL_TAKEN', 409);
      return inserted;
    },

    /** Raises LIVECHAT_MODEL_NOT_FOUND (404). */
    async updateModel(
      code: string,
      changes: Partial<Omit<OperatorLivechatModel, 'code'>>,
    ): Promise<OperatorLivechatModel> {
      const updated = await repository.updateModel(code, changes);
      if (!updated) throw new AppError('LIVECHAT_MODEL_NOT_FOUND', 404);
      return updated;
    },
  };
}
