// SQL for registration: field rules, affiliate codes and the profiles written at sign-up.
import { eq, isNull, sql } from 'drizzle-orm';
import type { FieldRule } from '@playdeck/contract/patterns';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { accountsTable } from '../account/account.table';
import { accountProfilesTable, affiliateCodesTable, registrationFieldRulesTable } from './registration.table';

export type NewAccountProfile = typeof accountProfilesTable.$inferInsert;

export function createRegistrationRepository(db: DatabaseOrTransaction) {
  return {
    listRules: () => db.select().from(registrationFieldRulesTable),

    /** Writes these fields' rules, replacing what was stored. */
    async saveRules(rules: [string, FieldRule][]): Promise<void> {
      if (rules.length === 0) return;
      await db
        .insert(registrationFieldRulesTable)
        .values(rules.map(([field, rule]) => ({ field, ...rule })))
        .onConflictDoUpdate({
          target: registrationFieldRulesTable.field,
          set: {
            enabled: sql`excluded.enabled`,
            required: sql`excluded.required`,
            acceptedPattern: sql`excluded.accepted_pattern`,
            patternId: sql`excluded.pattern_id`,
            minLength: sql`excluded.min_length`,
            maxLength: sql`excluded.max_length`,
            updatedAt: sql`now()`,
          },
        });
    },

    /** An affiliate code, compared case-insensitively, with the account it belongs to. */
    async findAffiliate(code: string) {
      const [row] = await db
        .select({
          code: affiliateCodesTable.code,
          kind: affiliateCodesTable.kind,
          enabled: affiliateCodesTable.enabled,
          accountId: accountsTable.id,
          username: accountsTable.username,
          nickname: accountsTable.nickname,
          type: accountsTable.type,
          status: accountsTable.status,
        })
        .from(affiliateCodesTable)
        .innerJoin(accountsTable, eq(accountsTable.id, affiliateCodesTable.accountId))
        .where(sql`lower(${affiliateCodesTable.code}) = lower(${code})`)
        .limit(1);
      return row;
    },

    insertProfile: (profile: NewAccountProfile) => db.insert(accountProfilesTable).values(profile),

    async findBirthDate(accountId: number): Promise<string | null> {
      const [row] = await db
        .select({ birthDate: accountProfilesTable.birthDate })
        .from(accountProfilesTable)
        .where(eq(accountProfilesTable.accountId, accountId));
      return row?.birthDate ?? null;
    },

    /** A date of birth for an account that has none; a profile is made for an account without one. */
    async recordBirthDate(input: { accountId: number; birthDate: string; ip: string }): Promise<void> {
      await db
        .insert(accountProfilesTable)
        .values({
          accountId: input.accountId,
          registerMethod: 'none',
          registerIp: input.ip,
          birthDate: input.birthDate,
        })
        .onConflictDoUpdate({
          target: accountProfilesTable.accountId,
          set: { birthDate: input.birthDate },
          setWhere: isNull(accountProfilesTable.birthDate),
        });
    },
  };
}
