import { expect, test, type Page } from './fixtures';
import { asReturningVisitor, failFormPosts, PREFIX, TEXTS, type Lang } from './forms-helpers';
import { expectWithinScreenWidth, seriousViolations, sidewaysOverflow } from './page-checks';

// Each form in each language against the real API (the server's per-IP limit is raised for the
// run: FORMS_POSTS_PER_10_MIN), and a failing send through an intercepted 500: on the desktop
// (the forms are the same components and requests on a phone). The phone checks what it changes:
// the layout of the form and of the two dialogs (fit, no sideways scroll, accessibility).

async function fillContact(page: Page, lang: Lang) {
  const t = TEXTS[lang];
  // The page is pre-rendered: input typed before hydration would be reset by the form's start.
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.locator('form.contact-form');
  await form.getByLabel(new RegExp(`^${t.firstName}`)).fill('Anna');
  await form.getByLabel(new RegExp(`^${t.lastName}`)).fill('Muster');
  await form.getByLabel(new RegExp(`^${t.mail}`)).fill('anna@example.ch');
  await form.getByLabel(new RegExp(`^${t.message}`)).fill('Bitte um eine Offerte für 20 Teile.');
  await form.getByLabel(t.privacy).check();
  return form;
}

for (const lang of ['de', 'en', 'fr'] as const) {
  const t = TEXTS[lang];
  test.describe(`forms in ${lang}`, () => {
    test.beforeEach(async ({ page }) => asReturningVisitor(page));

    test('contact: disabled until filled, sent, success notification, back home', async ({
      page,
    }) => {
      await page.goto(`${PREFIX[lang]}/kontakt`);
      const send = page.getByRole('button', { name: t.send, exact: true });
      await expect(send).toBeDisabled();
      await expect(send).toHaveAttribute('title', t.missing);
      expect(await seriousViolations(page)).toEqual([]);
      await fillContact(page, lang);
      await expect(send).toBeEnabled();
      const posted = page.waitForResponse(
        (r) => r.url().endsWith('/api/forms/contact') && r.request().method() === 'POST',
      );
      await send.click();
      expect((await posted).status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: t.contactOk })).toBeVisible();
      await expect(page).toHaveURL(
        lang === 'de' ? /^https?:\/\/[^/]+\/$/ : new RegExp(`/${lang}/?$`),
      );
    });

    // The input kept after a failing send is the same in every language, and the warning's
    // header is asserted in every language by the newsletter test: in German only.
    if (lang === 'de') {
      test('contact: a failing send shows the warning and keeps the input', async ({ page }) => {
        await failFormPosts(page);
        await page.goto(`${PREFIX[lang]}/kontakt`);
        const form = await fillContact(page, lang);
        await page.getByRole('button', { name: t.send, exact: true }).click();
        await expect(page.getByText(t.error)).toBeVisible();
        await expect(form.getByLabel(new RegExp(`^${t.lastName}`))).toHaveValue('Muster');
        await expect(page).toHaveURL(/kontakt$/);
      });
    }

    test('VAT-ID modal: axe clean, sent, 15 s notification, closes', async ({ page }) => {
      // The notification's 15 s run on the page's clock, fast-forwarded instead of waited for.
      await page.clock.install();
      await page.goto(`${PREFIX[lang]}/kontakt#ustid`);
      const dialog = page.getByRole('dialog', { name: t.vatTitle });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      const field = dialog.getByLabel(new RegExp(`^${t.vatLabel}`));
      await expect(field).toHaveAttribute('placeholder', 'DE123456789');
      await field.fill('DE 123 456 789');
      await dialog.getByRole('button', { name: t.send, exact: true }).click();
      await expect(dialog).toBeHidden();
      const note = page.getByRole('status').filter({ hasText: t.vatOk });
      await expect(note).toBeVisible();
      // Still there after the 10 s a success notice has by default; gone after its 15 s.
      await page.clock.fastForward(11_000);
      await expect(note).toBeVisible();
      await page.clock.fastForward(4_500);
      await expect(note).toBeHidden();
    });

    // The failing send's behaviour (the dialog closes) is the same in every language and the
    // warning's header is asserted in every language by the newsletter test: in German only.
    if (lang === 'de') {
      test('VAT-ID modal: a failing send warns and closes', async ({ page }) => {
        await failFormPosts(page);
        await page.goto(`${PREFIX[lang]}/kontakt#ustid`);
        const dialog = page.getByRole('dialog', { name: t.vatTitle });
        await dialog.getByLabel(new RegExp(`^${t.vatLabel}`)).fill('DE123456789');
        await dialog.getByRole('button', { name: t.send, exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(t.error)).toBeVisible();
      });
    }

    test('newsletter modal: axe clean, sent, success; a failing send warns', async ({ page }) => {
      await page.goto(`${PREFIX[lang]}/#newsletter`);
      const dialog = page.getByRole('dialog', { name: t.newsTitle });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      const send = dialog.getByRole('button', { name: t.send, exact: true });
      await expect(send).toHaveAttribute('title', t.missing);
      await dialog
        .getByLabel(new RegExp(`^${t.salutation}`))
        .selectOption({ label: t.salutationOption });
      await dialog.getByLabel(new RegExp(`^${t.lastName}`)).fill('Keller');
      await dialog.getByLabel(new RegExp(`^${t.mail}`)).fill(`lea-${lang}@keller.example`);
      await dialog.getByLabel(t.privacy).check();
      await send.click();
      await expect(page.getByRole('status').filter({ hasText: t.newsOk })).toBeVisible();
      await expect(dialog).toBeHidden();

      await failFormPosts(page);
      await page.goto(`${PREFIX[lang]}/#newsletter`);
      const again = page.getByRole('dialog', { name: t.newsTitle });
      await again
        .getByLabel(new RegExp(`^${t.salutation}`))
        .selectOption({ label: t.salutationOption });
      await again.getByLabel(new RegExp(`^${t.lastName}`)).fill('Keller');
      await again.getByLabel(new RegExp(`^${t.mail}`)).fill('lea@keller.example');
      await again.getByLabel(t.privacy).check();
      await again.getByRole('button', { name: t.send, exact: true }).click();
      await expect(page.getByText(t.error)).toBeVisible();
    });
  });
}

test('bug report (de): axe clean in bug mode, error message only after an error, sent', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto('/kontakt');
  const form = page.locator('form.contact-form');
  await form.getByLabel('Ich möchte einen Fehler auf der Website melden').check();
  await expect(form.getByLabel(/^Nachricht/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByLabel(/^Vorname/).fill('Anna');
  await form.getByLabel(/^Nachname/).fill('Muster');
  await form.getByLabel(/^E-Mail/).fill('anna@example.ch');
  await form.getByLabel(/^Was wollten Sie tun/).fill('Eine STEP-Datei hochladen');
  await form.getByLabel(/^Was haben Sie erwartet/).fill('Eine Vorschau');
  await form.getByLabel(/^Was ist stattdessen passiert/).fill('Die Seite blieb weiss');
  await form.getByLabel(/^Verwendeter Browser/).selectOption({ label: 'Mozilla Firefox' });
  await form.getByLabel(/^Betriebssystem/).selectOption({ label: 'Microsoft Windows' });
  await form
    .getByRole('group', { name: /anderen Browsern/ })
    .getByLabel('Google Chrome')
    .check();
  await form
    .getByRole('group', { name: /Internetverbindung/ })
    .getByLabel('Ja')
    .check();
  const errorMessage = form.getByLabel('Fehlermeldung', { exact: true });
  await expect(errorMessage).toBeDisabled();
  await form.getByLabel('Es wurde eine Fehlermeldung angezeigt').check();
  await expect(errorMessage).toBeEnabled();
  await errorMessage.fill('Fehler 42');
  await form.getByLabel(TEXTS.de.privacy).check();
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/forms/bug-report'));
  await page.getByRole('button', { name: 'Absenden', exact: true }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    browserUsed: 'firefox',
    differentBrowsers: ['chrome'],
    userCheckedInternetConnection: 'yes',
    errorMessageOccurred: true,
    errorMessage: 'Fehler 42',
  });
  await expect(page.getByRole('status').filter({ hasText: 'Absenden erfolgreich' })).toBeVisible();
});

test(
  'on a phone (de): the contact form and the VAT-ID and newsletter dialogs fit the screen and are axe clean',
  { tag: '@phone-only' },
  async ({ page }) => {
    const t = TEXTS.de;
    await asReturningVisitor(page);
    await page.goto('/kontakt#ustid');
    const vat = page.getByRole('dialog', { name: t.vatTitle });
    await expect(vat).toBeVisible();
    await expectWithinScreenWidth(page, vat);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(vat).toBeHidden();

    const form = page.locator('form.contact-form');
    await expect(form.getByLabel(/^Nachricht/)).toBeVisible();
    await expectWithinScreenWidth(page, form);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/#newsletter');
    const newsletter = page.getByRole('dialog', { name: t.newsTitle });
    await expect(newsletter).toBeVisible();
    await expectWithinScreenWidth(page, newsletter);
    expect(await seriousViolations(page)).toEqual([]);
  },
);
