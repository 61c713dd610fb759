// SQL of the audit trail: inserts and the console's search. There is no update and no delete here,
// and the database refuses them anyway.
import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { auditEntriesTable } from './audit.table';

export type AuditFilter = {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  text?: string;
};

/** `%` and `_` typed by the operator are meant literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function conditionsOf(filter: AuditFilter): SQL | undefined {
  const table = auditEntriesTable;
  const conditions: (SQL | undefined)[] = [];
  if (filter.actor) conditions.push(sql`lower(${table.actorUsername}) = ${filter.actor.toLowerCase()}`);
  if (filter.action) conditions.push(ilike(table.action, `${literal(filter.action)}%`));
  if (filter.targetType) conditions.push(eq(table.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(table.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(table.at, filter.from));
  if (filter.to) conditions.push(lte(table.at, filter.to));
  if (filter.text) {
    const pattern = `%${literal(filter.text)}%`;
    conditions.push(
      or(
        ilike(table.reason, pattern),
        ilike(sql`coalesce(${table.before}::text, '')`, pattern),
        ilike(sql`coalesce(${table.after}::text, '')`, pattern),
      ),
    );
  }
  return and(...conditions);
}

export function createAuditRepository(db: DatabaseOrTransaction) {
  return {
    insert: (row: typeof auditEntriesTable.$inferInsert) => db.insert(auditEntriesTable).values(row),
    async search(filter: AuditFilter, page: { limit: number; offset: number }) {
      const where = conditionsOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditEntriesTable)
          .where(where)
          .orderBy(desc(auditEntriesTable.at), desc(auditEntriesTable.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(auditEntriesTable).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
