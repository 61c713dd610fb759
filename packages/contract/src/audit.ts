// The audit trail (issue 19 item 4): every operator action and every change to settings, content,
// games, contracts, limits and balances, kept append-only with who, what, before, after, when and
// from which IP. The console searches it; nothing edits it.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';

export const auditPaths = {
  operatorList: '/api/operator/audit',
} as const;

/** A reason an operator gives for an action on a member: kept with the audit entry. */
export const auditReasonSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .min(3, 'validation.reasonTooShort')
  .max(200, 'validation.tooLong');

const isoDateTime = z.iso.datetime({ offset: true, message: 'validation.invalid' });

export const auditQuerySchema = pageQuerySchema.extend({
  /** The actor's username, as typed (case does not matter). */
  actor: z.string().trim().max(64, 'validation.tooLong').optional(),
  /** The action, or its start ("member." finds every members-desk action). */
  action: z.string().trim().max(120, 'validation.tooLong').optional(),
  targetType: z.string().trim().max(40, 'validation.tooLong').optional(),
  targetId: z.string().trim().max(64, 'validation.tooLong').optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  /** Words anywhere in the reason, the before or the after. */
  text: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorAccountId: z.number().int().nullable(),
  actorUsername: z.string(),
  ip: z.string(),
  /** "member.adjust_balance", "site.settings", or "POST /api/operator/…" for the generic record of a call. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
