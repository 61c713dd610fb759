// Proves the feedback contract's rules (SPEC.md §5, §9): content trimmed, 1 to 140 characters; a
// known type; at most 3 images, each within the base64 length of 5 MB; no unknown fields; an answer
// of 1 to 1000 characters; and that every message key the rules use has text in both languages.
import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_ANSWER_LENGTH_MAX,
  FEEDBACK_CONTENT_LENGTH_MAX,
  feedbackAnswerSchema,
  feedbackRequestSchema,
} from './feedback';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGES_MAX } from './images';
import { MESSAGES, isMessageKey } from './messages';

const messagesOf = (input: unknown) => {
  const parsed = feedbackRequestSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('feedbackRequestSchema', () => {
  it('takes 140 characters, trimmed, and refuses 141 and blank content', () => {
    expect(FEEDBACK_CONTENT_LENGTH_MAX).toBe(140);
    const parsed = feedbackRequestSchema.parse({ type: 'BUG', content: ` ${'a'.repeat(140)} ` });
    expect(parsed).toEqual({ type: 'BUG', content: 'a'.repeat(140), images: [] });
    expect(messagesOf({ type: 'BUG', content: 'a'.repeat(141) })).toEqual({ content: 'validation.tooLong' });
    expect(messagesOf({ type: 'BUG', content: '  ' })).toEqual({ content: 'validation.required' });
    expect(messagesOf({ type: 'BUG' })).toEqual({ content: 'validation.required' });
  });

  it('counts characters, not bytes: 140 Vietnamese letters fit', () => {
    expect(messagesOf({ type: 'OTHER', content: 'ữ'.repeat(140) })).toEqual({});
  });

  it('refuses an unknown type and an unknown field', () => {
    expect(messagesOf({ type: 'PRAISE', content: 'hi' })).toEqual({ type: 'validation.invalidOption' });
    expect(Object.keys(messagesOf({ type: 'BUG', content: 'hi', accountId: 7 }))).toEqual(['']);
  });

  it('takes 3 images and refuses a fourth and an image longer than 5 MB in base64', () => {
    expect(UPLOAD_IMAGES_MAX).toBe(3);
    expect(messagesOf({ type: 'BUG', content: 'hi', images: ['a', 'b', 'c'] })).toEqual({});
    expect(messagesOf({ type: 'BUG', content: 'hi', images: ['a', 'b', 'c', 'd'] })).toEqual({
      images: 'validation.tooManyImages',
    });
    const base64Of5Mb = Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES).toString('base64');
    expect(messagesOf({ type: 'BUG', content: 'hi', images: [base64Of5Mb] })).toEqual({});
    expect(messagesOf({ type: 'BUG', content: 'hi', images: [`${base64Of5Mb}${'A'.repeat(16)}`] })).toEqual({
      'images.0': 'validation.imageTooLarge',
    });
  });
});

describe('feedbackAnswerSchema', () => {
  it('takes 1 to 1000 characters, trimmed', () => {
    expect(feedbackAnswerSchema.parse({ answer: ' ok ' })).toEqual({ answer: 'ok' });
    expect(feedbackAnswerSchema.safeParse({ answer: 'a'.repeat(FEEDBACK_ANSWER_LENGTH_MAX) }).success).toBe(
      true,
    );
    expect(
      feedbackAnswerSchema.safeParse({ answer: 'a'.repeat(FEEDBACK_ANSWER_LENGTH_MAX + 1) }).success,
    ).toBe(false);
    expect(feedbackAnswerSchema.safeParse({ answer: ' ' }).success).toBe(false);
  });
});

describe('the messages feedback uses', () => {
  it('has English and Vietnamese text for each', () => {
    const keys = [
      'validation.tooLong',
      'validation.required',
      'validation.invalidOption',
      'validation.tooManyImages',
      'validation.imageTooLarge',
      'validation.imageType',
      'error.FEEDBACK_NOT_FOUND',
      'error.FEEDBACK_ANSWERED',
      'error.FEEDBACK_TOO_MANY',
      'inbox.feedbackAnswered.title',
      'inbox.feedbackAnswered.content',
    ];
    for (const key of keys) {
      expect(isMessageKey(key), key).toBe(true);
      if (!isMessageKey(key)) continue;
      expect(MESSAGES.en[key]).not.toBe('');
      expect(MESSAGES.vi[key]).not.toBe(MESSAGES.en[key]);
    }
  });
});
