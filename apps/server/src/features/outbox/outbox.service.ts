// The outbox (DESIGN.md "Test switches"): every SMS and e-mail goes through here. A provider
// carries it (SMTP for e-mail when SMTP_URL is set, otherwise nothing leaves the platform) and the
// message is recorded, so that the operator can see what was sent and the tests can read codes.
import type { OutboxEntry } from '@playdeck/contract/outbox';
import type { Database } from '../../plugins/database';
import { createOutboxRepository, type OutboxFilter, type OutboxRow } from './outbox.repository';
import {
  recordingProvider,
  SmtpEmailProvider,
  type MessageChannel,
  type MessageProvider,
  type OutboundMessage,
} from './outbox.providers';

export type { MessageChannel, MessageProvider, OutboundMessage } from './outbox.providers';

const RECIPIENT_LENGTH_MAX = 200;
const SUBJECT_LENGTH_MAX = 200;
const BODY_LENGTH_MAX = 4_000;

export type OutboxPage = {
  list: OutboxEntry[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    channel: row.channel as MessageChannel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Messages are made by our own services, never by a visitor: a bad one is a programming error. */
function assertWellFormed(message: OutboundMessage): void {
  if (message.channel !== 'sms' && message.channel !== 'email') throw new Error('unknown message channel');
  if (!message.recipient || message.recipient.length > RECIPIENT_LENGTH_MAX) {
    throw new Error('message recipient missing or too long');
  }
  if ((message.subject?.length ?? 0) > SUBJECT_LENGTH_MAX) throw new Error('message subject too long');
  if (message.body.length > BODY_LENGTH_MAX) throw new Error('message body too long');
}

export type OutboxService = ReturnType<typeof createOutboxService>;

export function createOutboxService(deps: {
  db: Database;
  /** SMTP_URL: when set, e-mail goes through this server as well as into the outbox. */
  smtpUrl?: string;
  /** SMTP_FROM: the sender of those e-mails. */
  smtpFrom?: string;
  /** Replaces the provider chosen for a channel (a gateway adapter, or a fake in tests). */
  providers?: Partial<Record<MessageChannel, MessageProvider>>;
}) {
  const repository = createOutboxRepository(deps.db);
  const providers: Record<MessageChannel, MessageProvider> = {
    sms: deps.providers?.sms ?? recordingProvider,
    email:
      deps.providers?.email ??
      (deps.smtpUrl ? new SmtpEmailProvider(deps.smtpUrl, deps.smtpFrom) : recordingProvider),
  };

  /**
   * Sends a message through its channel's provider, then records it. Raises no AppError: a provider
   * that refuses the message rejects with its own error (a 500 for the caller) and nothing is recorded.
   */
  async function send(message: OutboundMessage): Promise<OutboxEntry> {
    assertWellFormed(message);
    const provider = providers[message.channel];
    await provider.send(message);
    const row = await repository.insert({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      provider: provider.name,
    });
    return toEntry(row);
  }

  /** One page of recorded messages, newest first, optionally for one recipient and channel. */
  async function list(query: OutboxFilter & { pageNo: number; pageSize: number }): Promise<OutboxPage> {
    const filter: OutboxFilter = { recipient: query.recipient, channel: query.channel };
    const [rows, total] = await Promise.all([
      repository.list(filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
      repository.count(filter),
    ]);
    return {
      list: rows.map(toEntry),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  /** The newest message sent to a recipient on a channel (the tests read codes and passwords here). */
  async function latest(recipient: string, channel: MessageChannel): Promise<OutboxEntry | undefined> {
    const [row] = await repository.list({ recipient, channel }, 1, 0);
    return row ? toEntry(row) : undefined;
  }

  return { send, list, latest };
}
