import { readSendCodeAnswer } from '../domain/sendCodeAnswer';
import type {
  LoginResponse,
  RegisterPayload,
  SendCodeAnswer,
  SendCodePayload,
  ValidateCodePayload,
  ValidateLinkPayload,
} from '../domain/types';

import { api } from './client';

/** POST /auth/send-otp-code: e-mails a one-time code; answers where it went and for how long. */
export async function sendOtpCode(payload: SendCodePayload): Promise<SendCodeAnswer | null> {
  const response = await api.post<unknown>('/auth/send-otp-code', payload);
  return readSendCodeAnswer(response.data);
}

/** POST /auth/register: success is 201. */
export async function registerUser(payload: RegisterPayload): Promise<void> {
  await api.post('/auth/register', payload);
}

/** POST /auth/validate-otp-code: 200 with the access token. */
export async function validateOtpCode(payload: ValidateCodePayload): Promise<LoginResponse> {
  const response = await api.post<LoginResponse>('/auth/validate-otp-code', payload);
  return response.data;
}

/** POST /auth/validate-otp-link: the e-mail's sign-in link; 200 with the access token, like a code. */
export async function validateOtpLink(payload: ValidateLinkPayload): Promise<LoginResponse> {
  const response = await api.post<LoginResponse>('/auth/validate-otp-link', payload);
  return response.data;
}

/**
 * POST /auth/sign-out with the given token: the server ends the voter's sessions (issue 25), so
 * a copy of the token stops working too. Best effort: the session is cleared here regardless.
 */
export async function signOutOnServer(token: string): Promise<void> {
  await api.post('/auth/sign-out', null, { headers: { Authorization: `Bearer ${token}` } });
}
