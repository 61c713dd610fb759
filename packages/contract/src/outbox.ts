// Messages sent by SMS and e-mail. The built-in provider writes them to an outbox the operator reads
// (GET /api/operator/outbox); a real SMTP server is used for e-mail when SMTP_URL is set.
import { z } from 'zod';

export const outboxPaths = { outbox: '/api/operator/outbox' } as const;

export const outboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  provider: z.string(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxQuerySchema = z.object({
  recipient: z.string().max(200).optional(),
  channel: z.enum(['sms', 'email']).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
