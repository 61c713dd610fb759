// The audit trail's rules: an entry is written with the caller's transaction, so that it commits or
// rolls back with the change it describes; the console reads it page by page. Nothing changes an
// entry once written (the table's trigger refuses it).
import type { AuditEntry, AuditPage, AuditQuery } from '@playdeck/contract/audit';
import type { Database, DatabaseOrTransaction } from '../../plugins/database';
import { createAuditRepository } from './audit.repository';

/** Who acted and from where: the signed-in operator of a request. */
export type AuditActor = { accountId: number | null; username: string; ip: string };

/** What changed: the action, its target, the state before and after, and the reason given. */
export type AuditChange = {
  action: string;
  targetType: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

export type AuditEntryInput = AuditActor & AuditChange;

/** Records a change of one actor inside the caller's transaction (a service's view of the trail). */
export type AuditWriter = (transaction: DatabaseOrTransaction, change: AuditChange) => Promise<void>;

/** Fields whose values never reach the trail (passwords, secrets, tokens, keys). */
export const SECRET_FIELD = /password|secret|token|jwe|apikey|privatekey|credential/i;

/**
 * Before and after of exactly the fields a change names (those it leaves undefined are no change),
 * from the row as it was: what a specific entry records. Secret fields read as changed, never as text.
 */
export function changeOf(
  before: Record<string, unknown>,
  change: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(change).filter((key) => change[key] !== undefined);
  const shown = (key: string, value: unknown) =>
    SECRET_FIELD.test(key) ? (value === null || value === undefined ? null : '[removed]') : (value ?? null);
  return {
    before: Object.fromEntries(keys.map((key) => [key, shown(key, before[key])])),
    after: Object.fromEntries(keys.map((key) => [key, shown(key, change[key])])),
  };
}

/** bigint is no JSON: money and ids read as their decimal text in the trail. */
function jsonOf(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item)),
  );
}

/** Writes one entry in the given transaction (or on its own): it commits or rolls back with it. */
export async function record(transaction: DatabaseOrTransaction, entry: AuditEntryInput): Promise<void> {
  await createAuditRepository(transaction).insert({
    actorAccountId: entry.accountId,
    actorUsername: entry.username,
    ip: entry.ip,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined ? '' : String(entry.targetId),
    before: jsonOf(entry.before),
    after: jsonOf(entry.after),
    reason: entry.reason ?? null,
  });
}

export type AuditService = ReturnType<typeof createAuditService>;

export function createAuditService(deps: { db: Database }) {
  /** The trail, newest first, filtered as the console asks. */
  async function search(query: AuditQuery): Promise<AuditPage> {
    const { pageNo, pageSize } = query;
    const { rows, total } = await createAuditRepository(deps.db).search(
      {
        actor: query.actor || undefined,
        action: query.action || undefined,
        targetType: query.targetType || undefined,
        targetId: query.targetId || undefined,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        text: query.text || undefined,
      },
      { limit: pageSize, offset: (pageNo - 1) * pageSize },
    );
    const list: AuditEntry[] = rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorAccountId: row.actorAccountId,
      actorUsername: row.actorUsername,
      ip: row.ip,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before ?? null,
      after: row.after ?? null,
      reason: row.reason,
    }));
    return { list, pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
  }

  return { record, search };
}
