import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ResetPasswordCallbackRequest,
  ResetPasswordRequest,
  SessionResponse,
  SigninRequest,
  SignupRequest,
  UpdateUserDetailsRequest,
} from '@print/contracts';
import { requestJson, requestOptionalJson } from '../../../lib/api-client';
// The shell imports this module (sign-out): the schemas load on the first call that needs one.
import { contractSchemas } from '../../../lib/contracts';

/** The calls of spec 2 §7 under /api/auth, each answer parsed with the contract's schema. */

export async function signin(body: SigninRequest): Promise<SessionResponse> {
  const answer = await requestJson('/auth/signin', { method: 'POST', body });
  return (await contractSchemas.auth()).SessionResponseSchema.parse(answer);
}

export async function signup(body: SignupRequest): Promise<void> {
  const answer = await requestJson('/auth/signup', { method: 'POST', body });
  (await contractSchemas.auth()).AuthAcceptedResponseSchema.parse(answer);
}

export async function logout(): Promise<void> {
  await requestOptionalJson('/auth/logout', { method: 'POST' });
}

export async function confirmOptin(uuid: string): Promise<void> {
  await requestOptionalJson('/auth/optin', { method: 'POST', body: { uuid } });
}

/** A new opt-in link for an unconfirmed account (202 for any login: nothing to probe). */
export async function resendOptin(username: string): Promise<void> {
  await requestOptionalJson('/auth/optin/resend', { method: 'POST', body: { username } });
}

/** Whether a reset link is still valid, without using it (LINK_INVALID otherwise). */
export async function checkResetLink(uuid: string): Promise<void> {
  await requestOptionalJson('/auth/reset-password/check', { method: 'POST', body: { uuid } });
}

export async function requestPasswordReset(body: ResetPasswordRequest): Promise<void> {
  await requestOptionalJson('/auth/reset-password', { method: 'POST', body });
}

export async function resetPassword(body: ResetPasswordCallbackRequest): Promise<void> {
  await requestOptionalJson('/auth/reset-password/callback', { method: 'POST', body });
}

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await requestOptionalJson('/auth/password', { method: 'POST', body });
}

export async function requestEmailChange(body: ChangeEmailRequest): Promise<void> {
  await requestOptionalJson('/auth/email', { method: 'POST', body });
}

export async function confirmEmailChange(uuid: string): Promise<void> {
  await requestOptionalJson('/auth/email/confirm', { method: 'POST', body: { uuid } });
}

/** The link to the previous address: restores it and ends every session of the account. */
export async function undoEmailChange(uuid: string): Promise<void> {
  await requestOptionalJson('/auth/email/undo', { method: 'POST', body: { uuid } });
}

/** PUT /api/auth/user/details; the caller reads the details again (the auth status query). */
export async function updateUserDetails(body: UpdateUserDetailsRequest): Promise<void> {
  await requestOptionalJson('/auth/user/details', { method: 'PUT', body });
}

export async function fetchSessions() {
  const answer = await requestJson('/auth/sessions');
  return (await contractSchemas.auth()).SessionListResponseSchema.parse(answer).sessions;
}

export async function endOtherSessions(): Promise<number> {
  const answer = await requestJson('/auth/sessions/others', { method: 'DELETE' });
  return (await contractSchemas.auth()).EndSessionsResponseSchema.parse(answer).ended;
}

/** Everything the shop holds of the account (GET /auth/user/data), as the JSON to save. */
export async function fetchAccountData(): Promise<string> {
  const answer = await requestJson('/auth/user/data');
  return JSON.stringify(answer, null, 2);
}

/** Deletes the account with its password; the server ends every session and clears the cookie. */
export async function deleteAccount(password: string): Promise<void> {
  const answer = await requestJson('/auth/user/delete', { method: 'POST', body: { password } });
  (await contractSchemas.auth()).AuthAcceptedResponseSchema.parse(answer);
}
