import type { Language } from '@print/contracts';
import { renderMail } from '../mail/index.js';
import type { MailMessage } from '../mail/index.js';

/** The account mails; each is one template in de/en/fr, rendered to HTML and plain text. */
export type AccountMailKind =
  | 'optin'
  | 'alreadyRegistered'
  | 'reset'
  | 'passwordChanged'
  | 'emailConfirm'
  | 'emailChanged'
  | 'addressChanged'
  | 'accountDeleted';

interface Template {
  readonly subject: string;
  readonly paragraphs: readonly string[];
  readonly action?: string;
  readonly note?: string;
}

const GREETING: Readonly<Record<Language, (name: string) => string>> = {
  de: (name) => `Guten Tag ${name}`,
  en: (name) => `Hello ${name}`,
  fr: (name) => `Bonjour ${name}`,
};

const SECURITY_NOTE: Readonly<Record<Language, string>> = {
  de: 'Waren Sie das nicht? Setzen Sie Ihr Passwort zurück und antworten Sie auf diese E-Mail.',
  en: 'Was this not you? Reset your password and reply to this e-mail.',
  fr: 'Ce n’était pas vous ? Réinitialisez votre mot de passe et répondez à cet e-mail.',
};

const TEMPLATES: Readonly<Record<AccountMailKind, Readonly<Record<Language, Template>>>> = {
  optin: {
    de: {
      subject: 'Bitte bestätigen Sie Ihre Registrierung',
      paragraphs: ['Vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse.'],
      action: 'Registrierung bestätigen',
      note: 'Der Link ist 7 Tage gültig. Haben Sie sich nicht registriert, ignorieren Sie diese E-Mail.',
    },
    en: {
      subject: 'Please confirm your registration',
      paragraphs: ['Thank you for registering. Please confirm your e-mail address.'],
      action: 'Confirm registration',
      note: 'The link is valid for 7 days. If you did not register, ignore this e-mail.',
    },
    fr: {
      subject: 'Veuillez confirmer votre inscription',
      paragraphs: ['Merci de votre inscription. Veuillez confirmer votre adresse e-mail.'],
      action: 'Confirmer l’inscription',
      note: 'Le lien est valable 7 jours. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
    },
  },
  alreadyRegistered: {
    de: {
      subject: 'Registrierung mit Ihrer E-Mail-Adresse',
      paragraphs: [
        'Jemand wollte mit Ihrer E-Mail-Adresse ein neues Konto eröffnen. Sie haben bereits ein Konto: melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
      ],
    },
    en: {
      subject: 'Registration with your e-mail address',
      paragraphs: [
        'Someone tried to open a new account with your e-mail address. You already have an account: sign in or reset your password.',
      ],
    },
    fr: {
      subject: 'Inscription avec votre adresse e-mail',
      paragraphs: [
        'Quelqu’un a voulu ouvrir un nouveau compte avec votre adresse e-mail. Vous avez déjà un compte : connectez-vous ou réinitialisez votre mot de passe.',
      ],
    },
  },
  reset: {
    de: {
      subject: 'Passwort zurücksetzen',
      paragraphs: ['Sie haben einen Link zum Zurücksetzen Ihres Passworts angefordert.'],
      action: 'Neues Passwort wählen',
      note: 'Der Link ist 24 Stunden gültig und nur einmal verwendbar.',
    },
    en: {
      subject: 'Reset your password',
      paragraphs: ['You asked for a link to reset your password.'],
      action: 'Choose a new password',
      note: 'The link is valid for 24 hours and works once.',
    },
    fr: {
      subject: 'Réinitialiser votre mot de passe',
      paragraphs: ['Vous avez demandé un lien pour réinitialiser votre mot de passe.'],
      action: 'Choisir un nouveau mot de passe',
      note: 'Le lien est valable 24 heures et une seule fois.',
    },
  },
  passwordChanged: {
    de: {
      subject: 'Ihr Passwort wurde geändert',
      paragraphs: ['Ihr Passwort wurde geändert; alle Sitzungen wurden abgemeldet.'],
    },
    en: {
      subject: 'Your password was changed',
      paragraphs: ['Your password was changed; every session was signed out.'],
    },
    fr: {
      subject: 'Votre mot de passe a été modifié',
      paragraphs: ['Votre mot de passe a été modifié ; toutes les sessions ont été fermées.'],
    },
  },
  emailConfirm: {
    de: {
      subject: 'Neue E-Mail-Adresse bestätigen',
      paragraphs: ['Bitte bestätigen Sie diese Adresse als neue E-Mail-Adresse Ihres Kontos.'],
      action: 'E-Mail-Adresse bestätigen',
      note: 'Der Link ist 24 Stunden gültig.',
    },
    en: {
      subject: 'Confirm your new e-mail address',
      paragraphs: ['Please confirm this address as the new e-mail address of your account.'],
      action: 'Confirm e-mail address',
      note: 'The link is valid for 24 hours.',
    },
    fr: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      paragraphs: [
        'Veuillez confirmer cette adresse comme nouvelle adresse e-mail de votre compte.',
      ],
      action: 'Confirmer l’adresse e-mail',
      note: 'Le lien est valable 24 heures.',
    },
  },
  emailChanged: {
    de: {
      subject: 'Ihre E-Mail-Adresse wurde geändert',
      paragraphs: [
        'Die E-Mail-Adresse Ihres Kontos wurde geändert; Mitteilungen gehen nun an die neue Adresse.',
      ],
      action: 'Änderung rückgängig machen',
      note: 'Waren Sie das nicht? Mit diesem Link stellen Sie diese Adresse wieder her und melden alle Sitzungen ab; danach setzen Sie Ihr Passwort zurück. Der Link ist 72 Stunden gültig und nur einmal verwendbar.',
    },
    en: {
      subject: 'Your e-mail address was changed',
      paragraphs: [
        'The e-mail address of your account was changed; notices now go to the new address.',
      ],
      action: 'Undo the change',
      note: 'Was this not you? This link restores this address and signs out every session; then reset your password. The link is valid for 72 hours and works once.',
    },
    fr: {
      subject: 'Votre adresse e-mail a été modifiée',
      paragraphs: [
        'L’adresse e-mail de votre compte a été modifiée ; les avis vont désormais à la nouvelle adresse.',
      ],
      action: 'Annuler la modification',
      note: 'Ce n’était pas vous ? Ce lien rétablit cette adresse et ferme toutes les sessions ; réinitialisez ensuite votre mot de passe. Le lien est valable 72 heures et une seule fois.',
    },
  },
  addressChanged: {
    de: {
      subject: 'Ihre Adressdaten wurden geändert',
      paragraphs: ['Die Rechnungs- oder Lieferadresse Ihres Kontos wurde geändert.'],
    },
    en: {
      subject: 'Your address details were changed',
      paragraphs: ['The billing or shipping address of your account was changed.'],
    },
    fr: {
      subject: 'Vos adresses ont été modifiées',
      paragraphs: ['L’adresse de facturation ou de livraison de votre compte a été modifiée.'],
    },
  },
  accountDeleted: {
    de: {
      subject: 'Ihr Konto wurde gelöscht',
      paragraphs: [
        'Ihr Kundenkonto, Ihre gespeicherten Adressen, Warenkörbe und nicht bestellten Dateien wurden gelöscht; Sie wurden überall abgemeldet.',
        'Ihre Bestellungen bewahren wir mit Namen und Adressen, wie bestellt, 10 Jahre auf, wie es das Gesetz verlangt. Mit dieser E-Mail-Adresse können Sie sich jederzeit neu registrieren.',
      ],
    },
    en: {
      subject: 'Your account was deleted',
      paragraphs: [
        'Your customer account, your saved addresses, carts and files never ordered were deleted; you were signed out everywhere.',
        'We keep your orders with the names and addresses as ordered for 10 years, as the law requires. You can register again with this e-mail address at any time.',
      ],
    },
    fr: {
      subject: 'Votre compte a été supprimé',
      paragraphs: [
        'Votre compte client, vos adresses enregistrées, vos paniers et vos fichiers jamais commandés ont été supprimés ; vous avez été déconnecté partout.',
        'Nous conservons vos commandes avec les noms et adresses tels que commandés pendant 10 ans, comme la loi l’exige. Vous pouvez vous réinscrire avec cette adresse e-mail à tout moment.',
      ],
    },
  },
};

/** Notices without a link of their own; the e-mail-changed notice carries its undo link. */
const NOTIFICATIONS: ReadonlySet<AccountMailKind> = new Set([
  'passwordChanged',
  'addressChanged',
  'alreadyRegistered',
]);

/** One account mail to `to`, greeting `name`; `url` is the link of the kinds that carry one. */
export function accountMail(input: {
  readonly kind: AccountMailKind;
  readonly lang: Language;
  readonly to: string;
  readonly name: string;
  readonly url?: string;
}): MailMessage {
  const template = TEMPLATES[input.kind][input.lang];
  const note = NOTIFICATIONS.has(input.kind) ? SECURITY_NOTE[input.lang] : template.note;
  const rendered = renderMail({
    lang: input.lang,
    subject: template.subject,
    greeting: GREETING[input.lang](input.name),
    paragraphs: template.paragraphs,
    ...(template.action && input.url ? { action: { label: template.action, url: input.url } } : {}),
    ...(note ? { note } : {}),
  });
  return { to: input.to, ...rendered };
}
