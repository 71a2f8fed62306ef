import type {
  LoginResponse,
  RegisterPayload,
  SendCodePayload,
  ValidateCodePayload,
} from '../domain/types';

import { api } from './client';

/** POST /auth/send-otp-code: e-mails a one-time code; the answer's body is not read. */
export async function sendOtpCode(payload: SendCodePayload): Promise<void> {
  await api.post('/auth/send-otp-code', payload);
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
