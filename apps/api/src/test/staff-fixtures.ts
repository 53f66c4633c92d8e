import type { StaffRole } from '@print/domain';
import type { App } from '../app.js';
import { totpCodeAt } from '../modules/staff/totp.js';

/** A staff password that passes the rules (15+ characters, not a common one). */
export const STAFF_TEST_PASSWORD = 'Grauer-Kormoran-am-See-7';
/** The staff cookie on the tests' http://shop.test (on https it is `__Host-pp_staff`). */
export const STAFF_COOKIE = 'pp_staff';

const STEP_MS = 30_000;

export interface EnrolledStaff {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  readonly password: string;
  /** The authenticator's base32 secret: `totpCodeAt(totpSecret, at)` is its code at a time. */
  readonly totpSecret: string;
  /** The ten recovery codes answered at enrolment (each works once). */
  readonly recoveryCodes: readonly string[];
  /** The session the enrolment opened (TOTP-verified after the confirmation). */
  readonly enrolmentCookies: Record<string, string>;
}

let counter = 0;

function staffCookieOf(response: { cookies: readonly { name: string; value: string }[] }) {
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE);
  if (!cookie?.value) throw new Error('no staff cookie in the answer');
  return { [STAFF_COOKIE]: cookie.value };
}

function expectStatus(
  response: { statusCode: number; body: string },
  status: number,
  step: string,
) {
  if (response.statusCode !== status) {
    throw new Error(`${step}: expected ${status}, got ${response.statusCode} ${response.body}`);
  }
}

/** The token of an enrolment link. */
export function enrolmentTokenOf(url: string): string {
  const token = url.split('/admin/enrol/')[1];
  if (!token) throw new Error(`not an enrolment link: ${url}`);
  return token;
}

/**
 * A staff member created by the service and enrolled through the real routes: the enrolment link
 * sets the password, TOTP setup answers the secret, and the first code (at the app's clock)
 * confirms it. `enrolOnly`: stops after the password (a session that reaches only 'enrolling').
 */
export async function createStaffMember(
  app: App,
  options: { role: StaffRole; email?: string; name?: string; enrolOnly?: boolean },
): Promise<EnrolledStaff> {
  counter += 1;
  const email = options.email ?? `staff-${process.pid}-${counter}@desk.test`;
  const name = options.name ?? `Staff ${options.role} ${counter}`;
  const created = await app.services.staff.accounts.createMember({
    email,
    name,
    role: options.role,
  });
  const base = `/api/admin/auth/enrolment/${created.token}`;
  const enrolled = await app.inject({
    method: 'POST',
    url: base,
    payload: { password: STAFF_TEST_PASSWORD },
  });
  expectStatus(enrolled, 200, 'enrolment');
  const cookies = staffCookieOf(enrolled);
  const member = {
    id: created.member.id,
    email: created.member.email,
    name,
    role: options.role,
    password: STAFF_TEST_PASSWORD,
  };
  if (options.enrolOnly === true) {
    return { ...member, totpSecret: '', recoveryCodes: [], enrolmentCookies: cookies };
  }
  const setup = await app.inject({ method: 'POST', url: '/api/admin/auth/totp/setup', cookies });
  expectStatus(setup, 200, 'totp setup');
  const totpSecret = setup.json<{ secret: string }>().secret;
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/totp/confirm',
    cookies,
    payload: { code: totpCodeAt(totpSecret, app.runtime.platform.now()) },
  });
  expectStatus(confirm, 200, 'totp confirm');
  const { recoveryCodes } = confirm.json<{ recoveryCodes: string[] }>();
  return { ...member, totpSecret, recoveryCodes, enrolmentCookies: cookies };
}

export interface SignedInStaff {
  /** `pp_staff=<token>` for a Cookie header. */
  readonly cookie: string;
  /** The same for `app.inject({ cookies })`. */
  readonly cookies: Record<string, string>;
  readonly staff: EnrolledStaff;
}

/**
 * A fresh staff member of `role`, enrolled, then signed in through POST /api/admin/auth/sign-in
 * with e-mail, password and the authenticator's next code (the confirmation used the current
 * step; the next one is inside the ±1 window and not a replay).
 */
export async function signInStaff(
  app: App,
  role: StaffRole,
  options: { email?: string } = {},
): Promise<SignedInStaff> {
  const staff = await createStaffMember(app, { role, ...options });
  const at = new Date(app.runtime.platform.now().getTime() + STEP_MS);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/sign-in',
    payload: {
      email: staff.email,
      password: staff.password,
      code: totpCodeAt(staff.totpSecret, at),
    },
  });
  expectStatus(response, 200, 'staff sign-in');
  const cookies = staffCookieOf(response);
  return { cookie: `${STAFF_COOKIE}=${cookies[STAFF_COOKIE] ?? ''}`, cookies, staff };
}
