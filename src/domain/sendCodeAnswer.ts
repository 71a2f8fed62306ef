import type { SendCodeAnswer } from './types';

/**
 * The send-code answer's body when it has the expected shape, else null: the specification does
 * not read it, so an older server (204, no body) still works and the screen just says less.
 */
export function readSendCodeAnswer(body: unknown): SendCodeAnswer | null {
  if (body === null || typeof body !== 'object') return null;
  const { maskedEmail, expiresInSeconds, alreadySent, resendInSeconds, botCheckPass } =
    body as Record<string, unknown>;
  if (typeof maskedEmail !== 'string' || maskedEmail.length === 0 || maskedEmail.length > 254) {
    return null;
  }
  if (typeof expiresInSeconds !== 'number' || !Number.isFinite(expiresInSeconds)) return null;
  const answer: SendCodeAnswer = {
    maskedEmail,
    expiresInSeconds: Math.max(0, Math.floor(expiresInSeconds)),
    alreadySent: alreadySent === true,
  };
  if (typeof resendInSeconds === 'number' && Number.isFinite(resendInSeconds)) {
    answer.resendInSeconds = Math.max(0, Math.ceil(resendInSeconds));
  }
  if (typeof botCheckPass === 'string' && botCheckPass.length <= 64) {
    answer.botCheckPass = botCheckPass;
  }
  return answer;
}
