// Internal messages (SPEC.md §2 "internal messages", §3 "Messages", §7 unread message count): the
// messages domain. Named inbox here because messages.ts is the text catalogue. Each message is one
// of the kinds below with the site and the amount; its title and text come in the reader's language.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';

export const inboxPaths = {
  list: '/api/messages',
  unreadCount: '/api/messages/unread-count',
  read: '/api/messages/:id/read',
  readAll: '/api/messages/read-all',
} as const;

export const INBOX_KINDS = [
  'depositCredited',
  'depositFailed',
  'withdrawalApproved',
  'withdrawalRejected',
  /** Money an agent transferred from its wallet to this member's (agent centre, downline management). */
  'agentTransfer',
  /** A contract offered to this agent awaits its answer ({reason}: type and category). */
  'contractOffered',
  /** A contract of this agent's ended ({reason}: type, category and why). */
  'contractTerminated',
  /** A settlement bill was paid to this agent ({reason}: the period). */
  'billPaid',
  /** A settlement bill could not be paid in full ({reason}: the period); the retry completes it. */
  'billInsufficient',
  /** The operator answered the member's feedback ({reason}: the answer). */
  'feedbackAnswered',
] as const;
export const inboxKindSchema = z.enum(INBOX_KINDS);
export type InboxKind = z.infer<typeof inboxKindSchema>;

export const INBOX_PAGE_SIZE_MAX = 50;

export const inboxQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(INBOX_PAGE_SIZE_MAX).default(20),
  unreadOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  kind: inboxKindSchema,
  title: z.string(),
  content: z.string(),
  siteName: z.string(),
  amount: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxValueSchema = pageSchema(inboxMessageSchema).extend({ unread: z.number().int() });
export type InboxValue = z.infer<typeof inboxValueSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const inboxIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
