import type { Page } from '@playwright/test';

export const PREFIX = { de: '', en: '/en', fr: '/fr' } as const;
export type Lang = keyof typeof PREFIX;

/** Consent already given (essentials only) and the welcome notice seen. */
export async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookies',
      JSON.stringify({ essentialCookies: true, statisticCookies: false, marketingCookies: false }),
    );
    localStorage.setItem('welcomeNoticeSeen', 'true');
  });
}

/** Every form POST answers 500 (the failure notification path). */
export async function failFormPosts(page: Page) {
  await page.route('**/api/forms/**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'x' } }),
        })
      : route.fallback(),
  );
}

/** Texts the tests look for, per language (the same as the locale files). */
export const TEXTS = {
  de: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    mail: 'E-Mail',
    message: 'Nachricht',
    privacy: /Datenschutzerklärung gelesen/,
    send: 'Absenden',
    missing: 'Pflichtfelder fehlen',
    contactOk: 'Absenden erfolgreich',
    error: 'Hier scheint ein Fehler aufgetreten zu sein.',
    vatTitle: 'UStID hinterlegen',
    vatLabel: 'UStID',
    vatOk: 'UStID übermittelt',
    newsTitle: 'Newsletter abonnieren',
    salutation: 'Anrede',
    salutationOption: 'Frau',
    newsOk: 'Newsletteranmeldung erfolgreich',
    home: /Industrielle 3D/,
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    mail: 'E-mail',
    message: 'Message',
    privacy: /read the privacy policy/,
    send: 'Send',
    missing: 'Required fields missing',
    contactOk: 'Sent successfully',
    error: 'Something seems to have gone wrong.',
    vatTitle: 'Register VAT ID',
    vatLabel: 'VAT ID',
    vatOk: 'VAT ID sent',
    newsTitle: 'Subscribe to the newsletter',
    salutation: 'Salutation',
    salutationOption: 'Ms',
    newsOk: 'Newsletter sign-up successful',
    home: /./,
  },
  fr: {
    firstName: 'Prénom',
    lastName: 'Nom',
    mail: 'E-mail',
    message: 'Message',
    privacy: /lu la déclaration de protection/,
    send: 'Envoyer',
    missing: 'Champs obligatoires manquants',
    contactOk: 'Envoi réussi',
    error: 'Une erreur semble s’être produite.',
    vatTitle: 'Enregistrer le numéro de TVA',
    vatLabel: 'Numéro de TVA',
    vatOk: 'Numéro de TVA transmis',
    newsTitle: 'S’abonner à la newsletter',
    salutation: 'Civilité',
    salutationOption: 'Madame',
    newsOk: 'Inscription à la newsletter réussie',
    home: /Pièces imprimées/,
  },
} as const;
