/// <reference types="node" />
import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from './fixtures';
import { DESK_E2E_EMAIL } from './global-setup';
import { seriousViolations } from './page-checks';

// Issue 25, the desk's daily path in the browser: enrol (password, TOTP, recovery codes), sign in
// again with a second factor, filter the order list, open an order, change its status; axe on the
// pages. The global setup seeded orders and created the staff member (global-setup.ts).

const PASSWORD = 'a long desk password for the test';

async function shoot(page: Page, name: string, fullPage = false) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${dir}/desk-${name}-${width}.png`, fullPage });
}

async function enrol(page: Page): Promise<string[]> {
  const token = process.env.E2E_STAFF_ENROL_TOKEN;
  expect(token, 'the global setup created a staff member').toBeTruthy();
  await page.goto(`/admin/enrol/${token}`);
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await expect(page.getByText('At least 15 characters.')).toBeVisible();
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();

  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'enrol-totp');
  const secret = (await page.locator('.desk-enrol__secret').innerText()).replace(/\s/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel('Code from the app').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirm code' }).click();

  const codes = page.locator('.desk-recovery code');
  await expect(codes).toHaveCount(10);
  await shoot(page, 'enrol-recovery');
  const recoveryCodes = await codes.allInnerTexts();
  const continueButton = page.getByRole('button', { name: 'Continue to the desk' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('I have saved the codes safely.').check();
  await continueButton.click();
  return recoveryCodes;
}

test('desk daily path: enrol with TOTP, sign in, filter, open, status dialog', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('deskLanguage', 'en'));
  const recoveryCodes = await enrol(page);
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();

  // Sign out, then in again with e-mail, password and a recovery code (the TOTP code of the
  // enrolment may not be used twice in its time step).
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await page.getByLabel('E-mail').fill(DESK_E2E_EMAIL);
  await page.getByLabel('Password').fill('wrong password, long enough');
  await page.getByLabel(/^Code from the authenticator app/).fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('E-mail, password or code do not match.');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'sign-in-error');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel(/^Code from the authenticator app/).fill(recoveryCodes[1] ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByText('Desk Test')).toBeVisible();

  // Filter by a status that has orders: the URL keeps it, a reload shows the same list.
  const statuses = page.getByRole('group', { name: 'Status' });
  let chosen = '';
  for (const name of [
    'Order received',
    'Ready for processing',
    'Files printable',
    'In production',
    'Quote created',
  ]) {
    const chip = statuses.getByRole('button', { name: new RegExp(`^${name}`) });
    if ((await chip.locator('.desk-chip__count').innerText()) !== '0') {
      chosen = name;
      await chip.click();
      break;
    }
  }
  expect(chosen, 'the seeded orders include an open status').not.toBe('');
  await expect(page).toHaveURL(/status=/);
  const firstLink = page.locator('a[data-row-link]').first();
  await expect(firstLink).toBeVisible();
  await page.reload();
  await expect(statuses.getByRole('button', { name: new RegExp(`^${chosen}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'orders');

  // Open the first order with the keyboard.
  const orderNumber = await firstLink.innerText();
  await firstLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'order', true);

  // Change its status: the reason is required.
  const actions = page.getByRole('region', { name: 'Change status' });
  // A step without documents to render (accepting a quote renders the order's PDFs).
  const contacted = actions.getByRole('button', { name: 'Customer contacted' });
  const target = (await contacted.count()) > 0 ? contacted : actions.getByRole('button').first();
  const targetName = await target.innerText();
  await target.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`→ ${targetName}$`) });
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(dialog.getByText('Required.', { exact: true })).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('Checked the files with the customer');
  await shoot(page, 'status-dialog');
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(dialog).toBeHidden();
  // Saved: the timeline shows the step with its reason, and the step is no longer offered.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Checked the files with the customer')).toBeVisible();

  // The phone width: the same pages stay usable.
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'order', true);
  await page.goBack();
  await shoot(page, 'orders');
});
