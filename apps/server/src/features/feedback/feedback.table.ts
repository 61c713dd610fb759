// Member feedback (issue 18 item 2; decision record 013): what a member sent (a type, at most 140
// characters, up to 3 png or jpg images kept as bytes) and the operator's one answer, which the same
// transaction also sends to the member's inbox.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FeedbackStatus, FeedbackType } from '@playdeck/contract/feedback';
import { uploadImageColumns } from '../../lib/image-columns';
import { accountsTable } from '../account/account.table';

export const feedbackTable = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    type: text('type').$type<FeedbackType>().notNull(),
    content: text('content').notNull(),
    status: text('status').$type<FeedbackStatus>().notNull().default('OPEN'),
    answer: text('answer'),
    answeredBy: bigint('answered_by', { mode: 'number' }).references(() => accountsTable.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The member's list and the hourly limit read the member's newest first.
    index('feedback_account_created').on(table.accountId, table.createdAt),
    // The operator's desk lists by status, newest first.
    index('feedback_status_created').on(table.status, table.createdAt),
    check('feedback_content_length', sql`char_length(${table.content}) between 1 and 140`),
    // An answered feedback has its answer, who gave it and when; an open one has none of them.
    check(
      'feedback_answer_state',
      sql`(${table.status} = 'OPEN' and ${table.answer} is null and ${table.answeredAt} is null)
        or (${table.status} = 'ANSWERED' and ${table.answer} is not null and ${table.answeredAt} is not null)`,
    ),
  ],
);

/** A feedback's images (png or jpg, checked by their bytes), in upload order. */
export const feedbackImagesTable = pgTable(
  'feedback_images',
  {
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedbackTable.id),
    ...uploadImageColumns(),
  },
  (table) => [uniqueIndex('feedback_images_feedback').on(table.feedbackId, table.position)],
);
