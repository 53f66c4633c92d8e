import { readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, shopDataDir, test } from './fixtures';
import { openHomeAsReturningVisitor } from './configure-helpers';
import { boxStl, JOURNEY_LANGUAGES, type JourneyLanguage } from './journey-helpers';

// Issue 13 point 5: not printable is not a dead end. A 2 m bar fits no print mode: the screen
// offers the scale at which it fits (the server's figure) and a quote request with the file.
const EXPECTED = {
  de: {
    scaleToFit: /Auf Skalierung ([\d,]+) verkleinern/,
    quote: 'Angebot für dieses Modell anfragen',
  },
  en: { scaleToFit: /Scale down to ([\d.]+)/, quote: 'Request a quote for this model' },
} as const;

for (const language of ['de', 'en'] as const satisfies readonly JourneyLanguage[]) {
  test(`not printable is not a dead end (${language}): scale to fit, or ask for a quote`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const texts = JOURNEY_LANGUAGES[language];
    const expected = EXPECTED[language];
    const file = testInfo.outputPath('bar-2m.stl');
    writeFileSync(file, boxStl(2000, 10, 10));
    await openHomeAsReturningVisitor(page, texts.home);
    await page.locator('input[type="file"]').first().setInputFiles(file);
    await page.getByRole('button', { name: texts.next }).click({ timeout: 60_000 });
    await expect(page.getByRole('heading', { name: texts.materialHeading })).toBeVisible();

    const offer = page.getByTestId('not-printable-offer');
    const quote = offer.getByRole('link', { name: expected.quote });
    await expect(quote).toBeVisible({ timeout: 20_000 });
    expect(await quote.getAttribute('href')).toMatch(/\/kontakt\?file=[\w-]+$/);
    const scaleButton = offer.getByRole('button', { name: expected.scaleToFit });
    const label = await scaleButton.innerText();
    const offered = Number((expected.scaleToFit.exec(label)?.[1] ?? '').replace(',', '.'));
    expect(offered).toBeGreaterThan(0);
    expect(offered).toBeLessThan(1);
    await scaleButton.click();
    const scale = page.getByRole('spinbutton', { name: texts.scale, exact: true });
    await expect(scale).toHaveValue(String(offered));
    // At that scale at least one mode prints it: the quote request is no longer the only way.
    await expect(quote).toHaveCount(0, { timeout: 20_000 });
  });
}

// Per mode, why not — and the quote request carries the customer's own file to the shop.
const WHY = {
  de: {
    why: 'Warum kein Druckverfahren passt',
    side: /^2[.’'‘]?000 mm bei höchstens [\d'’.]+ mm – [\d'’.]+ mm zu gross$/,
    quote: 'Angebot für dieses Modell anfragen',
    quoteFile: 'Ihre 3D-Datei «bar-2m.stl» wird dieser Anfrage beigefügt.',
    subject: 'Angebot für bar-2m.stl',
    firstName: 'Vorname',
    lastName: 'Nachname',
    mail: 'E-Mail',
    privacy: /Datenschutzerklärung gelesen/,
    send: 'Absenden',
    sent: 'Absenden erfolgreich',
  },
  en: {
    why: 'Why no print mode fits',
    side: /^2,000 mm where at most [\d,.]+ mm fit – [\d,.]+ mm too large$/,
    quote: 'Request a quote for this model',
    quoteFile: 'Your 3D file “bar-2m.stl” is attached to this request.',
    subject: 'Quote for bar-2m.stl',
    firstName: 'First name',
    lastName: 'Last name',
    mail: 'E-mail',
    privacy: /read the privacy policy/,
    send: 'Send',
    sent: 'Sent successfully',
  },
} as const;

for (const language of ['de', 'en'] as const satisfies readonly JourneyLanguage[]) {
  test(`no mode prints it (${language}): each mode says why, and the quote request sends the file`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const texts = JOURNEY_LANGUAGES[language];
    const why = WHY[language];
    const file = testInfo.outputPath('bar-2m.stl');
    writeFileSync(file, boxStl(2000, 10, 10));
    await openHomeAsReturningVisitor(page, texts.home);
    await page.locator('input[type="file"]').first().setInputFiles(file);
    await page.getByRole('button', { name: texts.next }).click({ timeout: 60_000 });
    await expect(page.getByRole('heading', { name: texts.materialHeading })).toBeVisible();

    const offer = page.getByTestId('not-printable-offer');
    await expect(offer.getByRole('heading', { name: why.why })).toBeVisible({ timeout: 20_000 });
    const modeCount = await page.getByTestId('print-mode-card').count();
    const modes = offer.getByTestId('not-printable-mode');
    await expect(modes).toHaveCount(modeCount);
    // Every mode names the 2 m side against its own build volume with the excess in mm, and
    // offers its own scale to fit.
    for (let i = 0; i < modeCount; i += 1) {
      const mode = modes.nth(i);
      await expect(mode.getByTestId('too-large-side').first()).toHaveText(why.side);
      await expect(mode.getByRole('button')).toHaveCount(1);
    }
    await page.screenshot({ path: testInfo.outputPath(`why-${language}.png`), fullPage: true });

    await offer.getByRole('link', { name: why.quote }).click();
    await expect(page.getByTestId('quote-file')).toHaveText(why.quoteFile);
    await expect(page.getByLabel(/^(Betreff|Subject)/)).toHaveValue(why.subject);
    await page.getByLabel(new RegExp(`^${why.firstName}`)).fill('Anna');
    await page.getByLabel(new RegExp(`^${why.lastName}`)).fill('Muster');
    await page.getByLabel(new RegExp(`^${why.mail}`)).fill('anna@example.ch');
    await page.getByLabel(why.privacy).check();
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/forms/contact') && request.method() === 'POST',
    );
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/forms/contact'),
    );
    await page.getByRole('button', { name: why.send }).click();
    const body = (await sent).postDataJSON() as { fileId?: string };
    expect(body.fileId).toMatch(/^[\w-]+$/);
    expect((await answered).status()).toBe(200);
    await expect(page.getByText(why.sent)).toBeVisible();
    // The shop's mail (the e2e server's outbox) names the file and carries it.
    const attached = await expect
      .poll(() => findShopMailAttachment(body.fileId ?? ''), {
        timeout: 20_000,
        intervals: [100, 250],
      })
      .not.toBeNull()
      .then(() => findShopMailAttachment(body.fileId ?? ''));
    expect(attached?.filename).toBe('bar-2m.stl');
    expect(attached?.content.equals(readFileSync(file))).toBe(true);
  });
}

/** The attachment of the shop's mail about `fileId` in this worker's shop's outbox, or null. */
async function findShopMailAttachment(fileId: string) {
  const outbox = join(shopDataDir(), 'mail', 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) =>
    n.endsWith('.eml'),
  );
  for (const name of names) {
    const mail = await simpleParser(await readFile(join(outbox, name)));
    if ((mail.text ?? '').includes(`Datei-ID ${fileId}`)) return mail.attachments[0] ?? null;
  }
  return null;
}
