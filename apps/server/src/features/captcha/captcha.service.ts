// Image captchas (SPEC.md §4 "Login": human verification; §7 "captcha"). A captcha is issued with a
// random id, answered once, and forgotten: whatever the answer, the first attempt uses it up, so a
// script cannot try answers against one picture.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Captcha } from '@playdeck/contract/captcha';
import type { Database } from '../../plugins/database';
import { randomCaptchaText, renderCaptchaPng } from './captcha.image';
import { createCaptchaRepository } from './captcha.repository';

export const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;
/** Expired rows deleted per issue: each issue adds one row, so this keeps well ahead of growth. */
const PURGE_BATCH_SIZE = 10;

function answerHash(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

export function createCaptchaService(deps: {
  db: Database;
  /** CAPTCHA_TEST_ANSWER: every captcha's answer is this value (test switch, refused in production). */
  testAnswer?: string;
  /** The clock; tests move it to see expiry. */
  now?: () => Date;
}) {
  const repository = createCaptchaRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  /** Issues a new captcha: its id and its picture as a PNG data URL. Raises no error of its own. */
  async function issue(): Promise<Captcha> {
    const text = deps.testAnswer ?? randomCaptchaText();
    const captchaId = randomBytes(18).toString('base64url');
    const issuedAt = now();
    await repository.deleteExpired(issuedAt, PURGE_BATCH_SIZE);
    await repository.insert({
      id: captchaId,
      answerHash: answerHash(text),
      expiresAt: new Date(issuedAt.getTime() + CAPTCHA_LIFETIME_MS),
      createdAt: issuedAt,
    });
    return { captchaId, image: renderCaptchaPng(text) };
  }

  /**
   * Checks an answer, case-insensitively, and uses the captcha up whatever the outcome. False for an
   * unknown, used or expired captcha, a missing answer or a wrong one; raises no error, so that each
   * caller picks its own (usually CAPTCHA_INVALID 400 or CAPTCHA_REQUIRED).
   */
  async function verify(captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!captchaId || captchaId.length > 64) return false;
    const checkedAt = now();
    const captcha = await repository.consume(captchaId, checkedAt);
    if (!captcha || !answer || captcha.expiresAt.getTime() <= checkedAt.getTime()) return false;
    return timingSafeEqual(Buffer.from(captcha.answerHash, 'hex'), Buffer.from(answerHash(answer), 'hex'));
  }

  return { issue, verify };
}
