// Member feedback (SPEC.md §1 "Other features", §5 "Feedback content: 140 characters or fewer", §7
// "feedback (PUT)", §9; issue 18 item 2; decision record 013): a real member sends a type, a text of
// at most 140 characters and up to 3 png or jpg images of 5 MB; the operator reads it in the console
// and answers once, and the answer reaches the member's inbox.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { UPLOAD_IMAGES_MAX, uploadImagesSchema } from './images';

/** What the feedback is about: the member's choice, so that the operator can sort the desk. */
export const FEEDBACK_TYPES = ['SUGGESTION', 'BUG', 'PAYMENT', 'GAME', 'ACCOUNT', 'OTHER'] as const;
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES, { message: 'validation.invalidOption' });
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

export const FEEDBACK_STATUSES = ['OPEN', 'ANSWERED'] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES, { message: 'validation.invalidOption' });
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** SPEC.md §5: feedback content is 140 characters or fewer. */
export const FEEDBACK_CONTENT_LENGTH_MAX = 140;
/** The operator's answer: long enough for a real reply, short enough for an inbox message. */
export const FEEDBACK_ANSWER_LENGTH_MAX = 1000;
/** A member may send this many feedbacks per hour; more is refused with 429. */
export const FEEDBACK_PER_HOUR_MAX = 5;

/** PUT /api/feedback: the member's feedback, with base64 images (no data: prefix). */
export const feedbackRequestSchema = z
  .object({
    type: feedbackTypeSchema,
    content: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(FEEDBACK_CONTENT_LENGTH_MAX, 'validation.tooLong'),
    images: uploadImagesSchema.default([]),
  })
  .strict();
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

/** A feedback as its member reads it: what they sent and the operator's answer once there is one. */
export const feedbackSchema = z.object({
  id: z.number().int(),
  type: feedbackTypeSchema,
  content: z.string(),
  imageCount: z.number().int(),
  status: feedbackStatusSchema,
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const FEEDBACK_PAGE_SIZE_MAX = 50;
export const feedbackQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(FEEDBACK_PAGE_SIZE_MAX).default(10),
});
export type FeedbackQuery = z.input<typeof feedbackQuerySchema>;
export const feedbackPageSchema = pageSchema(feedbackSchema);
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

/** The operator's view: the member, who answered, and each image's address (an operator-only route). */
export const operatorFeedbackSchema = feedbackSchema.extend({
  member: z.object({ id: z.number().int(), username: z.string() }),
  answeredBy: z.string().nullable(),
  images: z.array(z.object({ position: z.number().int(), mimeType: z.string(), url: z.string() })),
});
export type OperatorFeedback = z.infer<typeof operatorFeedbackSchema>;

export const operatorFeedbackQuerySchema = pageQuerySchema.extend({
  status: feedbackStatusSchema.optional(),
});
export type OperatorFeedbackQuery = z.input<typeof operatorFeedbackQuerySchema>;
export const operatorFeedbackPageSchema = pageSchema(operatorFeedbackSchema);
export type OperatorFeedbackPage = z.infer<typeof operatorFeedbackPageSchema>;

/** The operator's answer; a feedback is answered once (a second answer is refused 409). */
export const feedbackAnswerSchema = z
  .object({
    answer: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(FEEDBACK_ANSWER_LENGTH_MAX, 'validation.tooLong'),
  })
  .strict();
export type FeedbackAnswer = z.input<typeof feedbackAnswerSchema>;

export const feedbackParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const feedbackImageParamsSchema = feedbackParamsSchema.extend({
  position: z.coerce
    .number()
    .int()
    .min(0)
    .max(UPLOAD_IMAGES_MAX - 1),
});

export const feedbackPaths = {
  /** PUT: send feedback; GET: the member's own feedback, newest first. */
  mine: '/api/feedback',
  // Operator.
  operatorList: '/api/operator/feedback',
  operatorOne: '/api/operator/feedback/:id',
  /** GET: one image's bytes, with its content type. */
  operatorImage: '/api/operator/feedback/:id/images/:position',
  /** POST: answer a feedback (once); the answer goes to the member's inbox. */
  operatorAnswer: '/api/operator/feedback/:id/answer',
} as const;
