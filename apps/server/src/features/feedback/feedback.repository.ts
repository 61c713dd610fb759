// SQL of member feedback: a member's feedback and its images, the count that the hourly limit reads,
// the operator's pages by status, and the answer, which only an open feedback takes.
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FeedbackStatus, FeedbackType } from '@playdeck/contract/feedback';
import type { UploadImage } from '../../lib/images';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { accountsTable } from '../account/account.table';
import { feedbackImagesTable, feedbackTable } from './feedback.table';

/** First key of the two-key advisory locks taken here, so that they never meet another feature's. */
const ADVISORY_LOCK_NAMESPACE = 5_180_001;

export type FeedbackRow = typeof feedbackTable.$inferSelect;
/** A feedback with its member's and its answerer's names and how many images it has. */
export type FeedbackListRow = FeedbackRow & {
  username: string;
  answeredByName: string | null;
  imageCount: number;
};

/** The answering operator's name and the image count, as subqueries of the list's row. */
const answeredByName = sql<
  string | null
>`(select a.username from accounts a where a.id = ${feedbackTable.answeredBy})`;
const imageCount = sql<number>`(select count(*)::int from feedback_images i
  where i.feedback_id = ${feedbackTable.id})`;

export function createFeedbackRepository(db: DatabaseOrTransaction) {
  const selectList = () =>
    db
      .select({
        id: feedbackTable.id,
        accountId: feedbackTable.accountId,
        type: feedbackTable.type,
        content: feedbackTable.content,
        status: feedbackTable.status,
        answer: feedbackTable.answer,
        answeredBy: feedbackTable.answeredBy,
        answeredAt: feedbackTable.answeredAt,
        createdAt: feedbackTable.createdAt,
        username: accountsTable.username,
        answeredByName,
        imageCount,
      })
      .from(feedbackTable)
      .innerJoin(accountsTable, eq(accountsTable.id, feedbackTable.accountId));

  return {
    /** Serialises, until the transaction ends, the member's sends, so that the hourly limit holds. */
    async lockMember(accountId: number): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_NAMESPACE}, hashtext(${`account:${accountId}`}))`,
      );
    },

    async countSince(accountId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(feedbackTable)
        .where(and(eq(feedbackTable.accountId, accountId), gte(feedbackTable.createdAt, since)));
      return Number(row?.total ?? 0);
    },

    async insert(
      values: { accountId: number; type: FeedbackType; content: string; createdAt: Date },
      images: UploadImage[],
    ): Promise<FeedbackRow> {
      const [row] = await db.insert(feedbackTable).values(values).returning();
      if (images.length > 0) {
        await db
          .insert(feedbackImagesTable)
          .values(images.map((image, position) => ({ feedbackId: row!.id, position, ...image })));
      }
      return row!;
    },

    async countOf(filter: { accountId?: number; status?: FeedbackStatus }): Promise<number> {
      const [row] = await db.select({ total: count() }).from(feedbackTable).where(whereOf(filter));
      return Number(row?.total ?? 0);
    },

    /** One page, newest first. */
    page(
      filter: { accountId?: number; status?: FeedbackStatus },
      limit: number,
      offset: number,
    ): Promise<FeedbackListRow[]> {
      return selectList()
        .where(whereOf(filter))
        .orderBy(desc(feedbackTable.createdAt), desc(feedbackTable.id))
        .limit(limit)
        .offset(offset);
    },

    async find(id: number): Promise<FeedbackListRow | undefined> {
      const [row] = await selectList().where(eq(feedbackTable.id, id));
      return row;
    },

    /** The images' types by feedback, in upload order (without their bytes). */
    imageTypesOf(feedbackIds: number[]) {
      if (feedbackIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          feedbackId: feedbackImagesTable.feedbackId,
          position: feedbackImagesTable.position,
          mimeType: feedbackImagesTable.mimeType,
        })
        .from(feedbackImagesTable)
        .where(inArray(feedbackImagesTable.feedbackId, feedbackIds))
        .orderBy(asc(feedbackImagesTable.feedbackId), asc(feedbackImagesTable.position));
    },

    async image(feedbackId: number, position: number) {
      const [row] = await db
        .select({ mimeType: feedbackImagesTable.mimeType, data: feedbackImagesTable.data })
        .from(feedbackImagesTable)
        .where(
          and(eq(feedbackImagesTable.feedbackId, feedbackId), eq(feedbackImagesTable.position, position)),
        );
      return row;
    },

    /** Answers an open feedback; undefined when it is not open (already answered, or none). */
    async answer(id: number, answer: string, operatorId: number, at: Date): Promise<FeedbackRow | undefined> {
      const [row] = await db
        .update(feedbackTable)
        .set({ status: 'ANSWERED', answer, answeredBy: operatorId, answeredAt: at })
        .where(and(eq(feedbackTable.id, id), eq(feedbackTable.status, 'OPEN')))
        .returning();
      return row;
    },
  };
}

function whereOf(filter: { accountId?: number; status?: FeedbackStatus }) {
  return and(
    filter.accountId === undefined ? undefined : eq(feedbackTable.accountId, filter.accountId),
    filter.status === undefined ? undefined : eq(feedbackTable.status, filter.status),
  );
}
