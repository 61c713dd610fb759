// Member feedback (issue 18 item 2; decision record 013): a real member sends a type, at most 140
// characters and up to 3 png or jpg images of 5 MB (judged by their bytes) with PUT, at most
// FEEDBACK_PER_HOUR_MAX an hour; the operator lists and reads feedback with its images and answers it
// once, and the answer reaches the member's inbox in the same transaction that records it.
import {
  FEEDBACK_PER_HOUR_MAX,
  feedbackPaths,
  type Feedback,
  type FeedbackPage,
  type FeedbackStatus,
  type FeedbackType,
  type OperatorFeedback,
  type OperatorFeedbackPage,
} from '@playdeck/contract/feedback';
import { decodeUploadImages } from '../../lib/images';
import type { Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import type { MessagesService } from '../messages/messages.service';
import { createFeedbackRepository, type FeedbackListRow } from './feedback.repository';

export type FeedbackDependencies = {
  db: Database;
  messages: Pick<MessagesService, 'send'>;
  site: { scalarSettings(): Promise<{ siteName: string }> };
  now?: () => Date;
};

const HOUR_MS = 60 * 60 * 1000;

export type FeedbackService = ReturnType<typeof createFeedbackService>;

function toFeedback(row: FeedbackListRow): Feedback {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    imageCount: row.imageCount,
    status: row.status,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const imageUrlOf = (id: number, position: number) =>
  feedbackPaths.operatorImage.replace(':id', String(id)).replace(':position', String(position));

export function createFeedbackService(deps: FeedbackDependencies) {
  const now = deps.now ?? (() => new Date());
  const repository = (db = deps.db) => createFeedbackRepository(db);

  /**
   * Stores a member's feedback with its images. The body's shape is the route's contract; here each
   * image is judged by its bytes. Errors: VALIDATION_FAILED 400 (an image over 5 MB or not png or
   * jpeg, per image as `images.N`), FEEDBACK_TOO_MANY 429 (FEEDBACK_PER_HOUR_MAX in the last hour).
   * A refusal writes nothing.
   */
  async function send(
    accountId: number,
    input: { type: FeedbackType; content: string; images: string[] },
  ): Promise<Feedback> {
    const images = decodeUploadImages(input.images);
    if (!images.ok) throw new AppError('VALIDATION_FAILED', 400, { fields: images.fields });
    const at = now();
    const id = await deps.db.transaction(async (transaction) => {
      const feedback = repository(transaction);
      // Two sends at once are counted one after the other, so that the limit cannot be crossed by a race.
      await feedback.lockMember(accountId);
      if ((await feedback.countSince(accountId, new Date(at.getTime() - HOUR_MS))) >= FEEDBACK_PER_HOUR_MAX) {
        throw new AppError('FEEDBACK_TOO_MANY', 429, { params: { max: FEEDBACK_PER_HOUR_MAX } });
      }
      const row = await feedback.insert(
        { accountId, type: input.type, content: input.content, createdAt: at },
        images.images,
      );
      return row.id;
    });
    return toFeedback((await repository().find(id))!);
  }

  /** One page of a filter's feedback, newest first. */
  async function pageOf(
    filter: { accountId?: number; status?: FeedbackStatus },
    query: { pageNo: number; pageSize: number },
  ) {
    const total = await repository().countOf(filter);
    const offset = (query.pageNo - 1) * query.pageSize;
    const rows = total > offset ? await repository().page(filter, query.pageSize, offset) : [];
    return {
      rows,
      page: {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      },
    };
  }

  /** The member's own feedback with its status and answer, newest first. */
  async function listMine(
    accountId: number,
    query: { pageNo: number; pageSize: number },
  ): Promise<FeedbackPage> {
    const { rows, page } = await pageOf({ accountId }, query);
    return { list: rows.map(toFeedback), ...page };
  }

  async function operatorViews(rows: FeedbackListRow[]): Promise<OperatorFeedback[]> {
    const images = await repository().imageTypesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...toFeedback(row),
      member: { id: row.accountId, username: row.username },
      answeredBy: row.answeredByName,
      images: images
        .filter((image) => image.feedbackId === row.id)
        .map((image) => ({
          position: image.position,
          mimeType: image.mimeType,
          url: imageUrlOf(row.id, image.position),
        })),
    }));
  }

  /** The operator's page, optionally of one status, newest first. */
  async function operatorPage(query: {
    pageNo: number;
    pageSize: number;
    status?: FeedbackStatus;
  }): Promise<OperatorFeedbackPage> {
    const { rows, page } = await pageOf({ status: query.status }, query);
    return { list: await operatorViews(rows), ...page };
  }

  /** One feedback for the operator. Errors: FEEDBACK_NOT_FOUND 404. */
  async function operatorOne(id: number): Promise<OperatorFeedback> {
    const row = await repository().find(id);
    if (!row) throw new AppError('FEEDBACK_NOT_FOUND', 404);
    return (await operatorViews([row]))[0]!;
  }

  /** One image's bytes and type. Errors: FEEDBACK_NOT_FOUND 404 (no such feedback or image). */
  async function image(id: number, position: number): Promise<{ mimeType: string; data: Buffer }> {
    const row = await repository().image(id, position);
    if (!row) throw new AppError('FEEDBACK_NOT_FOUND', 404);
    return row;
  }

  /**
   * Answers an open feedback and sends the answer to the member's inbox in the same transaction, so
   * that the member never reads an answer that was not recorded, nor misses one that was. A feedback
   * is answered once. Errors: FEEDBACK_NOT_FOUND 404, FEEDBACK_ANSWERED 409.
   */
  async function answer(operatorId: number, id: number, text: string): Promise<OperatorFeedback> {
    const { siteName } = await deps.site.scalarSettings();
    await deps.db.transaction(async (transaction) => {
      const answered = await repository(transaction).answer(id, text, operatorId, now());
      if (!answered) {
        const existing = await repository(transaction).find(id);
        throw existing ? new AppError('FEEDBACK_ANSWERED', 409) : new AppError('FEEDBACK_NOT_FOUND', 404);
      }
      await deps.messages.send(
        {
          accountId: answered.accountId,
          kind: 'feedbackAnswered',
          params: { site: siteName, amountMinor: 0n, reason: text },
          eventKey: `feedback:${id}:answered`,
        },
        transaction,
      );
    });
    return operatorOne(id);
  }

  return { send, listMine, operatorPage, operatorOne, image, answer };
}
