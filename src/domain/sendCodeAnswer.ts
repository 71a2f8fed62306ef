import type { SendCodeAnswer } from './types';

/**
 * The send-code answer when it has the expected shape, else null (the specification does not read
 * it; /acesso also reads it back from navigation state, which may hold anything): the screen then
 * just says less.
 */
export function readSendCodeAnswer(body: unknown): SendCodeAnswer | null {
  if (body === null || typeof body !== 'object') return null;
  const { maskedEmail, expiresInSeconds, alreadySent, resendInSeconds, botCheckPass } =
    body as Record<string, unknown>;
  if (typeof maskedEmail !== 'string' || maskedEmail.length === 0 || maskedEmail.length > 254) {
    return null;
  }
  if (typeof expiresInSeconds !== 'number' || !Number.isFinite(expiresInSeconds)) return null;
  if (typeof resendInSeconds !== 'number' || !Number.isFinite(resendInSeconds)) return null;
  const answer: SendCodeAnswer = {
    maskedEmail,
    expiresInSeconds: Math.max(0, Math.floor(expiresInSeconds)),
    alreadySent: alreadySent === true,
    resendInSeconds: Math.max(0, Math.ceil(resendInSeconds)),
  };
  if (typeof botCheckPass === 'string' && botCheckPass.length <= 64) {
    answer.botCheckPass = botCheckPass;
  }
  return answer;
}
