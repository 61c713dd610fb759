// Internal messages (SPEC.md §2 "internal messages", §3 "Messages"): other features send a message
// in the same database transaction as the event it tells of (a deposit credited, a withdrawal
// approved), so a member never reads of something that did not happen; the member lists them, reads
// them and sees the unread count (the red badge).
import { fromMinor } from '@playdeck/contract/money';
import {
  inboxKindSchema,
  type InboxKind,
  type InboxMessage,
  type InboxValue,
} from '@playdeck/contract/inbox';
import { formatMessage, type MessageLanguage } from '@playdeck/contract/messages';
import type { Database, DatabaseOrTransaction } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { createMessagesRepository, type InboxMessageRow } from './messages.repository';
import type { InboxParams } from './messages.table';

export type NewInboxMessage = {
  accountId: number;
  kind: InboxKind;
  /** Site name, amount in minor units, and the reason of a refusal. */
  params: { site: string; amountMinor: bigint; reason?: string; reference?: string };
  /** One message per event: the same key again sends nothing. */
  eventKey: string;
};

/** The message in the reader's language. */
export function renderMessage(row: InboxMessageRow, language: MessageLanguage): InboxMessage {
  const kind = inboxKindSchema.parse(row.kind);
  const amount = fromMinor(BigInt(row.params.amountMinor));
  const params = { site: row.params.site, amount, reason: row.params.reason ?? '' };
  return {
    id: row.id,
    kind,
    title: formatMessage(`inbox.${kind}.title`, language),
    content: formatMessage(`inbox.${kind}.content`, language, params),
    siteName: row.params.site,
    amount,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

export function createMessagesService(deps: { db: Database }) {
  /** Sends a message inside the caller's transaction (or on its own). */
  async function send(message: NewInboxMessage, db: DatabaseOrTransaction = deps.db): Promise<void> {
    const params: InboxParams = {
      site: message.params.site,
      amountMinor: message.params.amountMinor.toString(),
      ...(message.params.reason ? { reason: message.params.reason } : {}),
      ...(message.params.reference ? { reference: message.params.reference } : {}),
    };
    await createMessagesRepository(db).insert({
      accountId: message.accountId,
      kind: message.kind,
      params,
      eventKey: message.eventKey,
    });
  }

  /** One page of the member's messages, newest first, with the unread count. */
  async function list(
    accountId: number,
    query: { pageNo: number; pageSize: number; unreadOnly?: boolean },
    language: MessageLanguage,
  ): Promise<InboxValue> {
    const repository = createMessagesRepository(deps.db);
    const unreadOnly = query.unreadOnly ?? false;
    const [total, unread] = await Promise.all([
      repository.count(accountId, unreadOnly),
      repository.count(accountId, true),
    ]);
    const offset = (query.pageNo - 1) * query.pageSize;
    const rows = total > offset ? await repository.list(accountId, unreadOnly, query.pageSize, offset) : [];
    return {
      list: rows.map((row) => renderMessage(row, language)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
      unread,
    };
  }

  const unreadCount = (accountId: number) => createMessagesRepository(deps.db).count(accountId, true);

  /** Marks one of the member's messages read. Errors: MESSAGE_NOT_FOUND 404 (none, or another member's). */
  async function markRead(accountId: number, id: number, language: MessageLanguage): Promise<InboxMessage> {
    const row = await createMessagesRepository(deps.db).markRead(accountId, id);
    if (!row) throw new AppError('MESSAGE_NOT_FOUND', 404);
    return renderMessage(row, language);
  }

  const markAllRead = (accountId: number) => createMessagesRepository(deps.db).markAllRead(accountId);

  return { send, list, unreadCount, markRead, markAllRead };
}
