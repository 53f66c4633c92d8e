/// <reference types="node" />
import { Secret, TOTP } from 'otpauth';
import { expect, type Page } from './fixtures';

/**
 * Enrols a staff member through the desk's API (password, TOTP setup and confirmation) in the
 * page's browser context, which then holds the staff cookie: for tests whose subject is not the
 * enrolment itself (desk-daily.spec.ts walks that in the pages).
 */
export async function enrolStaffByApi(page: Page, token: string, password: string): Promise<void> {
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(`/api/admin/auth/${path}`, { data });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return response.json() as Promise<unknown>;
  };
  await post(`enrolment/${token}`, { password });
  const { secret } = (await post('totp/setup', {})) as { secret: string };
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await post('totp/confirm', { code: totp.generate() });
}
