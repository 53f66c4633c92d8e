import type { ParsedMail } from 'mailparser';
import type { App } from '../app.js';
import type { SmtpSink } from './smtp-sink.js';

/** A valid Swiss address (the only selectable country). */
export const TEST_ADDRESS = {
  firstname: 'Anna',
  lastname: 'Muster',
  street: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  countryId: 'ch',
};

export const TEST_PASSWORD = 'Kupfer-Drossel-42';
export const AUTH_COOKIE = 'pp_auth';

export function signupBody(username: string, email: string, password = TEST_PASSWORD) {
  return {
    username,
    password,
    repeatPassword: password,
    email,
    billingAddress: TEST_ADDRESS,
    shippingAddress: null,
  };
}

/** The link code of a delivered mail (opt-in, reset, e-mail change), read from its text part. */
export function linkCodeOf(mail: ParsedMail | undefined, path: string): string {
  const match = new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in mail "${mail?.subject ?? '(none)'}"`);
  return match[1];
}

/** Mails that arrived for `to`, in order. */
export function mailsTo(sink: SmtpSink, to: string): ParsedMail[] {
  return sink.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === to);
}

/** Waits until `to` got `count` mails and answers the last. */
export async function waitForMailTo(
  sink: SmtpSink,
  to: string,
  count = 1,
  timeoutMs = 10_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  while (mailsTo(sink, to).length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} mails to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mails = mailsTo(sink, to);
  return mails[mails.length - 1] as ParsedMail;
}

/**
 * The code of the newest mail to `to` with a `path` link, once one arrived: mails of one account
 * (a reset link, a "password changed" notice) are delivered by the queue in no fixed order.
 */
export async function waitForLinkCode(
  sink: SmtpSink,
  to: string,
  path: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const withLink = mailsTo(sink, to).filter((mail) =>
      new RegExp(`${path}/[A-Za-z0-9_-]{43}`).test(mail.text ?? ''),
    );
    const newest = withLink[withLink.length - 1];
    if (newest !== undefined) return linkCodeOf(newest, path);
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${path} link`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Registers and confirms through the REAL opt-in mail; answers nothing, the account can sign in. */
export async function registerConfirmed(
  app: App,
  sink: SmtpSink,
  username: string,
  email: string,
  password = TEST_PASSWORD,
): Promise<void> {
  const before = mailsTo(sink, email).length;
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: signupBody(username, email, password),
  });
  if (signup.statusCode !== 201) throw new Error(`signup ${signup.statusCode}: ${signup.body}`);
  const uuid = linkCodeOf(await waitForMailTo(sink, email, before + 1), '/optin');
  const optin = await app.inject({ method: 'POST', url: '/api/auth/optin', payload: { uuid } });
  if (optin.statusCode !== 200) throw new Error(`optin ${optin.statusCode}: ${optin.body}`);
}

/** Signs in and answers the auth cookie's value plus the response. */
export async function signIn(
  app: App,
  username: string,
  password = TEST_PASSWORD,
  cookies: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { username, password },
    cookies,
  });
  const token = res.cookies.find((c) => c.name === AUTH_COOKIE)?.value ?? '';
  return { res, token, cookies: { ...cookies, [AUTH_COOKIE]: token } };
}
