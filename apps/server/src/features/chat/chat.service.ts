// The chat room (SPEC.md §1 "chat room"): a public room per site language and a VIP room open from
// the operator's level; members write plain text (neutralised, filtered, at most CHAT_RATE_MAX
// messages per window), and every API process's watchers of a room hear each message and each
// deletion through the bus (Redis when REDIS_URL is set). Trial members and visitors read only. The
// operator deletes messages, mutes members for a time, keeps the word filter and the VIP room's level,
// and every such action is recorded in chat_actions.
import type { Redis } from 'ioredis';
import {
  CHAT_HISTORY_SIZE,
  CHAT_OPERATOR_LIST_SIZE,
  CHAT_RATE_MAX,
  CHAT_RATE_WINDOW_MS,
  CHAT_ROOMS,
  chatChannelOf,
  type ChatAction,
  type ChatMessage,
  type ChatMute,
  type ChatOperatorMessage,
  type ChatRoom,
  type ChatRoomsValue,
  type ChatSettings,
  type ChatStreamMessage,
} from '@playdeck/contract/chat';
import { isTrialType } from '@playdeck/contract/account';
import type { Bus } from '../../plugins/bus';
import type { Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import type { AuditWriter } from '../audit/audit.service';
import type { AccountRow } from '../account/account.service';
import type { MemberVip } from '../vip/vip.service';
import { createChatRateLimiter } from './chat.rate';
import { createChatRepository, type ChatActionRow, type ChatMessageRow } from './chat.repository';
import {
  authorName,
  maskWords,
  mayRead,
  mayWrite,
  muteEnd,
  neutralise,
  siteWallClock,
  type Reader,
} from './chat.rules';

/** The settings before the operator first saves them: the VIP room opens from VIP 1, no filter. */
export const DEFAULT_CHAT_SETTINGS: ChatSettings = { vipMinLevel: 1, filterWords: [] };

export type ChatDependencies = {
  db: Database;
  bus: Bus;
  redis?: Redis;
  memberVip: (member: { id: number; type: number }) => Promise<MemberVip>;
  findAccount: (id: number) => Promise<AccountRow | undefined>;
  /** The site's offset from UTC in minutes: a mute's end is told on the site's clock. */
  timeZoneOffsetMinutes: () => Promise<number>;
  now?: () => Date;
};

const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  room: row.room as ChatRoom,
  author: row.author,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

const toAction = (row: ChatActionRow): ChatAction => ({
  id: row.id,
  action: row.action as ChatAction['action'],
  operator: row.operator,
  room: (row.room as ChatRoom | null) ?? null,
  messageId: row.messageId,
  accountId: row.accountId,
  detail: row.detail,
  createdAt: row.createdAt.toISOString(),
});

export type ChatService = ReturnType<typeof createChatService>;

export function createChatService(input: ChatDependencies) {
  const deps = { ...input, now: input.now ?? (() => new Date()) };
  const repository = createChatRepository(deps.db);
  const limiter = createChatRateLimiter({
    max: CHAT_RATE_MAX,
    windowMs: CHAT_RATE_WINDOW_MS,
    redis: deps.redis,
  });

  async function settings(): Promise<ChatSettings> {
    const row = await repository.settings();
    return row ? { vipMinLevel: row.vipMinLevel, filterWords: row.filterWords } : DEFAULT_CHAT_SETTINGS;
  }

  /** The viewer as the rules see them; the VIP level is worked out only where a room needs it. */
  async function readerOf(account: AccountRow | null, needsVipLevel: boolean): Promise<Reader> {
    if (!account) return null;
    const vipLevel = needsVipLevel ? (await deps.memberVip(account)).vipRankLevel : null;
    return { type: account.type, vipLevel };
  }

  const publish = (room: ChatRoom, message: ChatStreamMessage) =>
    deps.bus.publish(chatChannelOf(room), message);

  /** Every room with what the viewer may do in it, and the end of the viewer's mute. */
  async function rooms(account: AccountRow | null): Promise<ChatRoomsValue> {
    const [reader, current, mute] = await Promise.all([
      readerOf(account, true),
      settings(),
      account ? repository.activeMute(account.id, deps.now()) : undefined,
    ]);
    return {
      rooms: CHAT_ROOMS.map((room) => ({
        room,
        canRead: mayRead(room, reader, current.vipMinLevel),
        canSend: !mute && mayWrite(room, reader, current.vipMinLevel),
        vipMinLevel: room === 'vip' ? current.vipMinLevel : null,
      })),
      mutedUntil: mute ? mute.until.toISOString() : null,
    };
  }

  /** Errors: CHAT_ROOM_FORBIDDEN 403 (the VIP room below its level). */
  async function assertMayRead(room: ChatRoom, account: AccountRow | null): Promise<void> {
    const [reader, current] = await Promise.all([readerOf(account, room === 'vip'), settings()]);
    if (!mayRead(room, reader, current.vipMinLevel)) {
      throw new AppError('CHAT_ROOM_FORBIDDEN', 403, { params: { level: current.vipMinLevel } });
    }
  }

  /** The room's last CHAT_HISTORY_SIZE messages, oldest first. Errors: those of assertMayRead. */
  async function history(room: ChatRoom, account: AccountRow | null): Promise<ChatMessage[]> {
    await assertMayRead(room, account);
    return (await repository.latest(room, CHAT_HISTORY_SIZE)).reverse().map(toMessage);
  }

  /**
   * Sends a message to the room and to its watchers on every process.
   * Errors: NOT_LOGGED_IN 401 (a visitor), REAL_ACCOUNT_REQUIRED 403 (a trial member),
   * CHAT_ROOM_FORBIDDEN 403, CHAT_MUTED 403 (with the mute's end), CHAT_TOO_FAST 429.
   */
  async function send(room: ChatRoom, account: AccountRow | null, text: string): Promise<ChatMessage> {
    if (!account) throw new AppError('NOT_LOGGED_IN', 401);
    if (isTrialType(account.type)) throw new AppError('REAL_ACCOUNT_REQUIRED', 403);
    await assertMayRead(room, account);
    const now = deps.now();
    const mute = await repository.activeMute(account.id, now);
    if (mute) {
      const until = siteWallClock(mute.until, await deps.timeZoneOffsetMinutes());
      throw new AppError('CHAT_MUTED', 403, {
        params: { until },
        value: { mutedUntil: mute.until.toISOString() },
      });
    }
    const rate = await limiter.take(account.id, now.getTime());
    if (!rate.allowed) {
      const seconds = Math.max(1, Math.ceil(rate.retryAfterMs / 1000));
      throw new AppError('CHAT_TOO_FAST', 429, {
        params: { seconds },
        value: { retryAfterMs: rate.retryAfterMs },
      });
    }
    const { filterWords } = await settings();
    const row = await repository.insertMessage({
      room,
      accountId: account.id,
      author: authorName(account),
      text: maskWords(neutralise(text), filterWords),
    });
    const message = toMessage(row);
    publish(room, { type: 'message', message });
    return message;
  }

  /** Listens to a room's live events on this process; the answer stops listening. */
  const watch = (room: ChatRoom, listener: (message: ChatStreamMessage) => void) =>
    deps.bus.subscribe(chatChannelOf(room), (payload) => listener(payload as ChatStreamMessage));

  // Operator console.

  async function operatorMessages(room: ChatRoom): Promise<ChatOperatorMessage[]> {
    const rows = await repository.latestWithAccounts(room, CHAT_OPERATOR_LIST_SIZE);
    return rows.map(({ message, account }) => ({
      ...toMessage(message),
      accountId: message.accountId,
      account,
      deletedAt: message.deletedAt?.toISOString() ?? null,
    }));
  }

  /**
   * Removes a message from the room and every watcher's screen; given a writer, the audit trail's entry
   * (the message before and after) is in its transaction. Errors: CHAT_MESSAGE_NOT_FOUND 404.
   */
  async function deleteMessage(operatorId: number, id: number, audit?: AuditWriter): Promise<void> {
    const row = await deps.db.transaction(async (transaction) => {
      const store = createChatRepository(transaction);
      const deleted = await store.markDeleted(id, deps.now());
      if (!deleted) return undefined;
      await store.insertAction({
        operatorId,
        action: 'delete',
        room: deleted.room,
        messageId: deleted.id,
        accountId: deleted.accountId,
        detail: deleted.text,
      });
      await audit?.(transaction, {
        action: 'chat.delete_message',
        targetType: 'chat_message',
        targetId: deleted.id,
        before: { ...deleted, deletedAt: null },
        after: deleted,
      });
      return deleted;
    });
    if (!row) throw new AppError('CHAT_MESSAGE_NOT_FOUND', 404);
    publish(row.room as ChatRoom, { type: 'deleted', id: row.id });
  }

  /** Mutes a member for `minutes` from now (a new mute replaces the old). Errors: ACCOUNT_NOT_FOUND 404. */
  async function mute(
    operatorId: number,
    request: { accountId: number; minutes: number; reason: string },
    audit?: AuditWriter,
  ): Promise<ChatMute> {
    const account = await deps.findAccount(request.accountId);
    if (!account) throw new AppError('ACCOUNT_NOT_FOUND', 404);
    const now = deps.now();
    const until = muteEnd(now, request.minutes);
    await deps.db.transaction(async (transaction) => {
      const repositoryInTransaction = createChatRepository(transaction);
      const before = await repositoryInTransaction.activeMute(account.id, now);
      await repositoryInTransaction.upsertMute({
        accountId: account.id,
        until,
        reason: request.reason,
        mutedBy: operatorId,
      });
      await repositoryInTransaction.insertAction({
        operatorId,
        action: 'mute',
        accountId: account.id,
        detail: `${request.minutes} min${request.reason ? `: ${request.reason}` : ''}`,
      });
      // Before: the mute in force (an expired one mutes nobody), or null.
      await audit?.(transaction, {
        action: 'chat.mute',
        targetType: 'account',
        targetId: account.id,
        before: before ? muteState(before) : null,
        after: { until: until.toISOString(), reason: request.reason, mutedBy: operatorId },
        reason: request.reason || null,
      });
    });
    return {
      accountId: account.id,
      account: account.username,
      until: until.toISOString(),
      reason: request.reason,
    };
  }

  /** Lifts a member's mute (with a writer, its entry in the trail). Errors: ACCOUNT_NOT_FOUND 404 (no mute of that member). */
  async function unmute(operatorId: number, accountId: number, audit?: AuditWriter): Promise<void> {
    const lifted = await deps.db.transaction(async (transaction) => {
      const repositoryInTransaction = createChatRepository(transaction);
      const removed = await repositoryInTransaction.deleteMute(accountId);
      if (!removed) return false;
      await repositoryInTransaction.insertAction({ operatorId, action: 'unmute', accountId, detail: '' });
      await audit?.(transaction, {
        action: 'chat.unmute',
        targetType: 'account',
        targetId: accountId,
        before: muteState(removed),
        after: null,
      });
      return true;
    });
    if (!lifted) throw new AppError('ACCOUNT_NOT_FOUND', 404);
  }

  async function mutes(): Promise<ChatMute[]> {
    return (await repository.activeMutes(deps.now())).map(({ mute: row, account }) => ({
      accountId: row.accountId,
      account,
      until: row.until.toISOString(),
      reason: row.reason,
    }));
  }

  /** Saves the VIP room's level and the word filter (each word once, in the order given). */
  async function saveSettings(
    operatorId: number,
    next: ChatSettings,
    audit?: AuditWriter,
  ): Promise<ChatSettings> {
    const seen = new Set<string>();
    const filterWords = next.filterWords.filter((word) => {
      const key = word.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const saved = { vipMinLevel: next.vipMinLevel, filterWords };
    await deps.db.transaction(async (transaction) => {
      const repositoryInTransaction = createChatRepository(transaction);
      const row = await repositoryInTransaction.settings();
      const before = row
        ? { vipMinLevel: row.vipMinLevel, filterWords: row.filterWords }
        : DEFAULT_CHAT_SETTINGS;
      await repositoryInTransaction.saveSettings(saved);
      await repositoryInTransaction.insertAction({
        operatorId,
        action: 'settings',
        detail: `VIP ${saved.vipMinLevel}; ${saved.filterWords.length} words`,
      });
      await audit?.(transaction, {
        action: 'chat.settings',
        targetType: 'chat_settings',
        targetId: 'chat-settings',
        before,
        after: saved,
      });
    });
    return saved;
  }

  /** A mute as the trail keeps it. */
  function muteState(row: { until: Date; reason: string; mutedBy: number }) {
    return { until: row.until.toISOString(), reason: row.reason, mutedBy: row.mutedBy };
  }

  async function actions(query: { pageNo: number; pageSize: number }) {
    const offset = (query.pageNo - 1) * query.pageSize;
    const [total, rows] = await Promise.all([
      repository.countActions(),
      repository.actions(query.pageSize, offset),
    ]);
    return {
      list: rows.map(toAction),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  return {
    rooms,
    history,
    send,
    assertMayRead,
    watch,
    settings,
    operatorMessages,
    deleteMessage,
    mute,
    unmute,
    mutes,
    saveSettings,
    actions,
  };
}
