// Registration's starting data: the default field rules (SPEC.md §3 "Registration field
// configuration") written as rows the operator can then change, and the demo agent's affiliate code.
// Safe to run again: rows that exist are kept. The defaults themselves live with the feature
// (registration.rules.ts), because the service answers with them for any field without a row.
import type { RegistrationField } from '@playdeck/contract/registration';
import type { DatabaseOrTransaction } from '../plugins/database';
import { findAccountByUsername } from '../features/account/account.service';
import { DEFAULT_REGISTRATION_RULES } from '../features/registration/registration.rules';
import {
  affiliateCodesTable,
  registrationFieldRulesTable,
} from '../features/registration/registration.table';

/** The demo agent's code: /?affiliateCode=AGENT1 (or the form's field) places a new member under agent1. */
export const DEMO_AFFILIATE = { code: 'AGENT1', username: 'agent1' } as const;

export async function seedRegistrationRules(db: DatabaseOrTransaction): Promise<void> {
  const fields = Object.keys(DEFAULT_REGISTRATION_RULES) as RegistrationField[];
  await db
    .insert(registrationFieldRulesTable)
    .values(fields.map((field) => ({ field, ...DEFAULT_REGISTRATION_RULES[field] })))
    .onConflictDoNothing();
  const agent = await findAccountByUsername(db, DEMO_AFFILIATE.username);
  if (agent) {
    await db
      .insert(affiliateCodesTable)
      .values({ code: DEMO_AFFILIATE.code, accountId: agent.id })
      .onConflictDoNothing();
  }
}
