// HTTP of member feedback: a real member sends feedback with PUT and lists their own; the operator
// lists, reads (with each image's bytes) and answers it. The guards are onRequest hooks, so a caller
// without the right hears 401 or 403 before any body is read or validated.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  feedbackAnswerSchema,
  feedbackImageParamsSchema,
  feedbackPageSchema,
  feedbackParamsSchema,
  feedbackPaths,
  feedbackQuerySchema,
  feedbackRequestSchema,
  feedbackSchema,
  operatorFeedbackPageSchema,
  operatorFeedbackQuerySchema,
  operatorFeedbackSchema,
} from '@playdeck/contract/feedback';
import { uploadBodyLimitBytes } from '@playdeck/contract/images';
import { requireOperator, requireRealAccount, signedInAccount } from '../../plugins/auth';
import type { FeedbackService } from './feedback.service';

/** Three images of 5 MB in base64, with room for the type, the text and the JSON around them. */
const FEEDBACK_BODY_LIMIT_BYTES = uploadBodyLimitBytes(16 * 1024);

export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (
  app,
  { feedback },
) => {
  app.addHook('onRequest', requireRealAccount);
  const tags = ['feedback'];
  app.put(
    feedbackPaths.mine,
    {
      bodyLimit: FEEDBACK_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Send feedback: a type, at most 140 characters and up to 3 png or jpg images of 5 MB',
        body: feedbackRequestSchema,
        response: { 200: successEnvelope(feedbackSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await feedback.send(signedInAccount(request).id, request.body),
    }),
  );
  app.get(
    feedbackPaths.mine,
    {
      schema: {
        tags,
        summary: "The member's feedback with its status and answer, newest first",
        querystring: feedbackQuerySchema,
        response: { 200: successEnvelope(feedbackPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await feedback.listMine(signedInAccount(request).id, request.query),
    }),
  );
};

export const feedbackOperatorRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (
  app,
  { feedback },
) => {
  app.addHook('onRequest', requireOperator);
  const tags = ['operator'];
  app.get(
    feedbackPaths.operatorList,
    {
      schema: {
        tags,
        summary: "Members' feedback, optionally of one status, newest first",
        querystring: operatorFeedbackQuerySchema,
        response: { 200: successEnvelope(operatorFeedbackPageSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await feedback.operatorPage(request.query) }),
  );
  app.get(
    feedbackPaths.operatorOne,
    {
      schema: {
        tags,
        summary: 'One feedback with its member, answer and images',
        params: feedbackParamsSchema,
        response: { 200: successEnvelope(operatorFeedbackSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await feedback.operatorOne(request.params.id) }),
  );
  app.get(
    feedbackPaths.operatorImage,
    {
      schema: {
        tags,
        summary: "One of a feedback's images: its bytes, as image/png or image/jpeg",
        params: feedbackImageParamsSchema,
      },
    },
    async (request, reply) => {
      const image = await feedback.image(request.params.id, request.params.position);
      // The type was decided from the bytes when they were stored; nosniff keeps the browser to it.
      return reply
        .type(image.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(image.data);
    },
  );
  app.post(
    feedbackPaths.operatorAnswer,
    {
      schema: {
        tags,
        summary: "Answer a feedback once; the answer goes to the member's inbox",
        params: feedbackParamsSchema,
        body: feedbackAnswerSchema,
        response: { 200: successEnvelope(operatorFeedbackSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await feedback.answer(signedInAccount(request).id, request.params.id, request.body.answer),
    }),
  );
};
