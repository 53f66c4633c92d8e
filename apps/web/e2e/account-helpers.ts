/// <reference types="node" />
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { shopDataDir } from './fixtures';

/** The mail outbox of this worker's shop (e2e/fixtures.ts). */
function outboxDir(): string {
  return join(shopDataDir(), 'mail', 'outbox');
}

async function readMailsTo(address: string): Promise<{ name: string; text: string }[]> {
  const names = (await readdir(outboxDir()).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const mails = [];
  for (const name of names) {
    const parsed = await simpleParser(await readFile(join(outboxDir(), name)));
    const recipients = [parsed.to ?? []].flat().map((to) => to.text.toLowerCase());
    if (recipients.some((to) => to.includes(address.toLowerCase()))) {
      mails.push({ name, text: `${parsed.text ?? ''}\n${parsed.html || ''}` });
    }
  }
  return mails;
}

/**
 * Waits for the newest delivered mail to `address` (sent through the job queue, written as an
 * .eml file) whose text holds a link to `route`, and returns that link's path. `seen` counts
 * mails already consumed, so the next call waits for a new one.
 */
export async function readMailLink(address: string, route: string, seen = 0): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s"]+((?:/en|/fr)?/${route}/[A-Za-z0-9_-]+)`);
  let path: string | null = null;
  await expect
    .poll(
      async () => {
        const mails = (await readMailsTo(address)).filter((mail) => pattern.test(mail.text));
        const newest = mails.length > seen ? mails[mails.length - 1] : undefined;
        path = newest ? (pattern.exec(newest.text)?.[1] ?? null) : null;
        return path;
      },
      // The outbox is a folder: looked at often, so a mail is read soon after it is written.
      {
        timeout: 20_000,
        intervals: [100, 250],
        message: `a mail to ${address} with a /${route}/ link`,
      },
    )
    .not.toBeNull();
  if (path === null) throw new Error('unreachable: polled until a link was found');
  return path;
}

/** Consent and welcome handled before the page loads, so no modal covers the journey. */
export async function skipFirstVisitDialogs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookies',
      JSON.stringify({ essentialCookies: true, statisticCookies: false, marketingCookies: false }),
    );
    localStorage.setItem('welcomeNoticeSeen', 'true');
  });
}

/** An input by its accessible name, exactly (the required mark " *" is hidden from it). */
export function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await field(page, 'Benutzername oder E-Mail').fill(username);
  await field(page, 'Passwort').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
}

/** Registers through /register and confirms with the mailed opt-in link (spec 2 §4). */
export async function registerAndConfirm(
  page: Page,
  account: { readonly username: string; readonly email: string; readonly password: string },
): Promise<void> {
  await page.goto('/register');
  await field(page, 'Benutzername').fill(account.username);
  await field(page, 'E-Mail').fill(account.email);
  await field(page, 'Passwort').fill(account.password);
  await field(page, 'Passwort wiederholen').fill(account.password);
  await field(page, 'Vorname').fill('Bea');
  await field(page, 'Nachname').fill('Beispiel');
  await field(page, 'Strasse und Hausnummer').fill('Seestrasse 9');
  await field(page, 'PLZ').fill('3000');
  await field(page, 'Ort').fill('Bern');
  await page.getByLabel(/Datenschutzerklärung/).check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Fast geschafft')).toBeVisible();
  await page.goto(await readMailLink(account.email, 'optin'));
  await expect(page.getByText('Registrierung erfolgreich')).toBeVisible();
}

/** An ASCII STL of a closed cube with `sizeMm` edges: a small, always printable part. */
export function cubeStl(sizeMm: number): Buffer {
  const s = sizeMm;
  const v = (x: number, y: number, z: number) => [x * s, y * s, z * s].join(' ');
  // Two counter-clockwise triangles (seen from outside) per face.
  const faces: [string, string, string, string, string][] = [
    ['0 0 -1', v(0, 0, 0), v(0, 1, 0), v(1, 1, 0), v(1, 0, 0)],
    ['0 0 1', v(0, 0, 1), v(1, 0, 1), v(1, 1, 1), v(0, 1, 1)],
    ['0 -1 0', v(0, 0, 0), v(1, 0, 0), v(1, 0, 1), v(0, 0, 1)],
    ['0 1 0', v(0, 1, 0), v(0, 1, 1), v(1, 1, 1), v(1, 1, 0)],
    ['-1 0 0', v(0, 0, 0), v(0, 0, 1), v(0, 1, 1), v(0, 1, 0)],
    ['1 0 0', v(1, 0, 0), v(1, 1, 0), v(1, 1, 1), v(1, 0, 1)],
  ];
  const facet = (n: string, a: string, b: string, c: string) =>
    `facet normal ${n}\nouter loop\nvertex ${a}\nvertex ${b}\nvertex ${c}\nendloop\nendfacet\n`;
  const body = faces.map(([n, a, b, c, d]) => facet(n, a, b, c) + facet(n, a, c, d)).join('');
  return Buffer.from(`solid cube\n${body}endsolid cube\n`);
}
