import type { Language } from '@print/contracts';
import type { OrderStatus } from '@print/domain';

/** The statuses a staff member can move an order to, each with a customer mail per language. */
export const MAIL_STATUSES = [
  'ORDER_RECEIVED',
  'READY_FOR_PROCESSING',
  'CUSTOMER_CONTACTED',
  'FILES_PRINTABLE',
  'FILES_REPAIRED',
  'FILES_NOT_PRINTABLE',
  'SUPPLIER_REQUEST_SENT',
  'IN_PRODUCTION',
  'PARTS_DEFECTIVE',
  'PARTS_REVIEWED',
  'ORDER_CANCELLED',
  'ORDER_COMPLETED',
] as const satisfies readonly OrderStatus[];
export type MailStatus = (typeof MAIL_STATUSES)[number];

export function isMailStatus(status: string): status is MailStatus {
  return (MAIL_STATUSES as readonly string[]).includes(status);
}

export interface StatusMailText {
  readonly subject: string;
  /** Paragraphs separated by a blank line; the first is the greeting. */
  readonly body: string;
}

type Texts = Readonly<Record<Language, StatusMailText>>;

const GREETING: Readonly<Record<Language, string>> = {
  de: 'Guten Tag {{customerName}}',
  en: 'Hello {{customerName}}',
  fr: 'Bonjour {{customerName}}',
};

function texts(de: [string, string], en: [string, string], fr: [string, string]): Texts {
  const of = (lang: Language, [subject, body]: [string, string]) => ({
    subject,
    body: `${GREETING[lang]}\n\n${body}`,
  });
  return { de: of('de', de), en: of('en', en), fr: of('fr', fr) };
}

/**
 * The seeded texts (Swiss German spelling with ss, proper English and French). Switched on by default
 * where the customer needs to know or act: repaired or unprintable files, production, defects,
 * cancellation, completion. Placeholders: {{orderNumber}}, {{customerName}}, {{status}},
 * {{reason}}, {{orderUrl}}.
 */
export const STATUS_MAIL_DEFAULTS: Readonly<
  Record<MailStatus, { readonly enabled: boolean; readonly texts: Texts }>
> = {
  ORDER_RECEIVED: {
    enabled: false,
    texts: texts(
      [
        'Ihre Bestellung {{orderNumber}} ist eingegangen',
        'Ihre Bestellung {{orderNumber}} ist bei uns eingegangen. Wir melden uns, sobald wir sie bearbeiten.',
      ],
      [
        'Your order {{orderNumber}} has been received',
        'Your order {{orderNumber}} has reached us. We will be in touch as soon as we start working on it.',
      ],
      [
        'Votre commande {{orderNumber}} a été reçue',
        'Votre commande {{orderNumber}} nous est bien parvenue. Nous vous informerons dès que nous la traiterons.',
      ],
    ),
  },
  READY_FOR_PROCESSING: {
    enabled: false,
    texts: texts(
      [
        'Ihre Bestellung {{orderNumber}} wird bearbeitet',
        'Ihre Bestellung {{orderNumber}} ist bereit zur Bearbeitung. Als Nächstes prüfen wir Ihre Dateien.',
      ],
      [
        'Your order {{orderNumber}} is being processed',
        'Your order {{orderNumber}} is ready for processing. Next, we will check your files.',
      ],
      [
        'Votre commande {{orderNumber}} est en cours de traitement',
        'Votre commande {{orderNumber}} est prête pour le traitement. Nous allons maintenant vérifier vos fichiers.',
      ],
    ),
  },
  CUSTOMER_CONTACTED: {
    enabled: false,
    texts: texts(
      [
        'Rückfrage zu Ihrer Bestellung {{orderNumber}}',
        'Wir haben eine Frage zu Ihrer Bestellung {{orderNumber}}:\n\n{{reason}}\n\nBitte antworten Sie auf diese E-Mail, damit wir weiterarbeiten können.',
      ],
      [
        'A question about your order {{orderNumber}}',
        'We have a question about your order {{orderNumber}}:\n\n{{reason}}\n\nPlease reply to this e-mail so that we can carry on.',
      ],
      [
        'Une question concernant votre commande {{orderNumber}}',
        'Nous avons une question concernant votre commande {{orderNumber}} :\n\n{{reason}}\n\nMerci de répondre à cet e-mail afin que nous puissions poursuivre.',
      ],
    ),
  },
  FILES_PRINTABLE: {
    enabled: false,
    texts: texts(
      [
        'Ihre Dateien zur Bestellung {{orderNumber}} sind druckbar',
        'Wir haben die Dateien Ihrer Bestellung {{orderNumber}} geprüft: Sie sind druckbar. Die Produktion wird als Nächstes eingeplant.',
      ],
      [
        'The files of your order {{orderNumber}} are printable',
        'We have checked the files of your order {{orderNumber}}: they are printable. Production will be scheduled next.',
      ],
      [
        'Les fichiers de votre commande {{orderNumber}} sont imprimables',
        'Nous avons vérifié les fichiers de votre commande {{orderNumber}} : ils sont imprimables. La production sera planifiée prochainement.',
      ],
    ),
  },
  FILES_REPAIRED: {
    enabled: true,
    texts: texts(
      [
        'Ihre Dateien zur Bestellung {{orderNumber}} wurden repariert',
        'Bei der Prüfung der Dateien Ihrer Bestellung {{orderNumber}} haben wir kleine Fehler gefunden und behoben. Form und Masse der Teile bleiben unverändert.\n\n{{reason}}',
      ],
      [
        'The files of your order {{orderNumber}} have been repaired',
        'While checking the files of your order {{orderNumber}} we found and fixed small defects. The shape and dimensions of the parts stay the same.\n\n{{reason}}',
      ],
      [
        'Les fichiers de votre commande {{orderNumber}} ont été réparés',
        'En vérifiant les fichiers de votre commande {{orderNumber}}, nous avons trouvé et corrigé de petits défauts. La forme et les dimensions des pièces restent inchangées.\n\n{{reason}}',
      ],
    ),
  },
  FILES_NOT_PRINTABLE: {
    enabled: true,
    texts: texts(
      [
        'Ihre Bestellung {{orderNumber}}: Dateien nicht druckbar',
        'Leider können wir die Dateien Ihrer Bestellung {{orderNumber}} so nicht drucken:\n\n{{reason}}\n\nGerne erstellen wir Ihnen ein angepasstes Angebot, oder Sie stornieren die Bestellung kostenlos. Bitte wählen Sie über den Link unten (ohne Anmeldung, 30 Tage gültig), was Ihnen lieber ist.',
      ],
      [
        'Your order {{orderNumber}}: files not printable',
        'Unfortunately we cannot print the files of your order {{orderNumber}} as they are:\n\n{{reason}}\n\nWe will gladly send you an adjusted quote, or you can cancel the order free of charge. Please choose with the link below (no sign-in needed, valid for 30 days).',
      ],
      [
        'Votre commande {{orderNumber}} : fichiers non imprimables',
        'Malheureusement, nous ne pouvons pas imprimer les fichiers de votre commande {{orderNumber}} en l’état :\n\n{{reason}}\n\nNous vous proposons volontiers une offre adaptée, ou vous pouvez annuler la commande gratuitement. Merci de faire votre choix avec le lien ci-dessous (sans connexion, valable 30 jours).',
      ],
    ),
  },
  SUPPLIER_REQUEST_SENT: {
    enabled: false,
    texts: texts(
      [
        'Ihre Bestellung {{orderNumber}}: Material wird beschafft',
        'Für Ihre Bestellung {{orderNumber}} haben wir eine Anfrage an unseren Lieferanten gesendet. Wir melden uns, sobald wir mehr wissen.',
      ],
      [
        'Your order {{orderNumber}}: material is being sourced',
        'For your order {{orderNumber}} we have sent a request to our supplier. We will let you know as soon as we hear back.',
      ],
      [
        'Votre commande {{orderNumber}} : matériel en cours d’approvisionnement',
        'Pour votre commande {{orderNumber}}, nous avons envoyé une demande à notre fournisseur. Nous vous tiendrons informé dès que possible.',
      ],
    ),
  },
  IN_PRODUCTION: {
    enabled: true,
    texts: texts(
      [
        'Ihre Bestellung {{orderNumber}} ist in Produktion',
        'Gute Nachricht: Ihre Bestellung {{orderNumber}} ist jetzt in Produktion. Änderungen an Positionen und Adressen sind ab jetzt nicht mehr möglich.',
      ],
      [
        'Your order {{orderNumber}} is in production',
        'Good news: your order {{orderNumber}} is now in production. Items and addresses can no longer be changed from now on.',
      ],
      [
        'Votre commande {{orderNumber}} est en production',
        'Bonne nouvelle : votre commande {{orderNumber}} est maintenant en production. Les articles et les adresses ne peuvent plus être modifiés.',
      ],
    ),
  },
  PARTS_DEFECTIVE: {
    enabled: true,
    texts: texts(
      [
        'Ihre Bestellung {{orderNumber}}: Teile werden neu gedruckt',
        'Bei der Kontrolle Ihrer Bestellung {{orderNumber}} haben wir Mängel festgestellt. Wir drucken die betroffenen Teile neu; dadurch kann sich die Lieferung etwas verzögern. Wir bitten um Ihr Verständnis.',
      ],
      [
        'Your order {{orderNumber}}: parts are being reprinted',
        'During the inspection of your order {{orderNumber}} we found defects. We are reprinting the affected parts, which may delay delivery slightly. Thank you for your understanding.',
      ],
      [
        'Votre commande {{orderNumber}} : pièces réimprimées',
        'Lors du contrôle de votre commande {{orderNumber}}, nous avons constaté des défauts. Nous réimprimons les pièces concernées, ce qui peut retarder légèrement la livraison. Merci de votre compréhension.',
      ],
    ),
  },
  PARTS_REVIEWED: {
    enabled: false,
    texts: texts(
      [
        'Ihre Bestellung {{orderNumber}} ist geprüft',
        'Die Teile Ihrer Bestellung {{orderNumber}} sind gedruckt und geprüft. Der Versand folgt in Kürze.',
      ],
      [
        'Your order {{orderNumber}} has been inspected',
        'The parts of your order {{orderNumber}} are printed and inspected. Shipping follows shortly.',
      ],
      [
        'Votre commande {{orderNumber}} a été contrôlée',
        'Les pièces de votre commande {{orderNumber}} sont imprimées et contrôlées. L’expédition suivra sous peu.',
      ],
    ),
  },
  ORDER_CANCELLED: {
    enabled: true,
    texts: texts(
      [
        'Ihre Bestellung {{orderNumber}} wurde storniert',
        'Ihre Bestellung {{orderNumber}} wurde storniert.\n\n{{reason}}\n\nBereits bezahlte Beträge erstatten wir Ihnen zurück. Bei Fragen sind wir gerne für Sie da.',
      ],
      [
        'Your order {{orderNumber}} has been cancelled',
        'Your order {{orderNumber}} has been cancelled.\n\n{{reason}}\n\nAny amount already paid will be refunded. If you have any questions, we are happy to help.',
      ],
      [
        'Votre commande {{orderNumber}} a été annulée',
        'Votre commande {{orderNumber}} a été annulée.\n\n{{reason}}\n\nLes montants déjà payés vous seront remboursés. Pour toute question, nous restons volontiers à votre disposition.',
      ],
    ),
  },
  ORDER_COMPLETED: {
    enabled: true,
    texts: texts(
      [
        'Ihre Bestellung {{orderNumber}} ist abgeschlossen',
        'Ihre Bestellung {{orderNumber}} ist fertig und unterwegs zu Ihnen. Vielen Dank für Ihr Vertrauen, wir freuen uns auf Ihren nächsten Auftrag.',
      ],
      [
        'Your order {{orderNumber}} is complete',
        'Your order {{orderNumber}} is finished and on its way to you. Thank you for your trust; we look forward to your next order.',
      ],
      [
        'Votre commande {{orderNumber}} est terminée',
        'Votre commande {{orderNumber}} est terminée et en route vers vous. Merci de votre confiance, nous nous réjouissons de votre prochaine commande.',
      ],
    ),
  },
};

/** The status names customers read in the mails ({{status}}). */
export const STATUS_NAMES: Readonly<Record<Language, Readonly<Record<OrderStatus, string>>>> = {
  de: {
    QUOTE_GENERATED: 'Angebot erstellt',
    ORDER_RECEIVED: 'Bestellung eingegangen',
    READY_FOR_PROCESSING: 'Bereit zur Bearbeitung',
    CUSTOMER_CONTACTED: 'Kunde kontaktiert',
    FILES_PRINTABLE: 'Dateien druckbar',
    FILES_REPAIRED: 'Dateien repariert',
    FILES_NOT_PRINTABLE: 'Dateien nicht druckbar',
    SUPPLIER_REQUEST_SENT: 'Anfrage an Lieferanten gesendet',
    IN_PRODUCTION: 'In Produktion',
    PARTS_DEFECTIVE: 'Teile fehlerhaft',
    PARTS_REVIEWED: 'Teile geprüft',
    ORDER_CANCELLED: 'Bestellung storniert',
    ORDER_COMPLETED: 'Bestellung abgeschlossen',
    UNKNOWN: 'Offen',
  },
  en: {
    QUOTE_GENERATED: 'Quote created',
    ORDER_RECEIVED: 'Order received',
    READY_FOR_PROCESSING: 'Ready for processing',
    CUSTOMER_CONTACTED: 'Customer contacted',
    FILES_PRINTABLE: 'Files printable',
    FILES_REPAIRED: 'Files repaired',
    FILES_NOT_PRINTABLE: 'Files not printable',
    SUPPLIER_REQUEST_SENT: 'Request sent to supplier',
    IN_PRODUCTION: 'In production',
    PARTS_DEFECTIVE: 'Parts defective',
    PARTS_REVIEWED: 'Parts reviewed',
    ORDER_CANCELLED: 'Order cancelled',
    ORDER_COMPLETED: 'Order completed',
    UNKNOWN: 'Open',
  },
  fr: {
    QUOTE_GENERATED: 'Offre créée',
    ORDER_RECEIVED: 'Commande reçue',
    READY_FOR_PROCESSING: 'Prête pour le traitement',
    CUSTOMER_CONTACTED: 'Client contacté',
    FILES_PRINTABLE: 'Fichiers imprimables',
    FILES_REPAIRED: 'Fichiers réparés',
    FILES_NOT_PRINTABLE: 'Fichiers non imprimables',
    SUPPLIER_REQUEST_SENT: 'Demande envoyée au fournisseur',
    IN_PRODUCTION: 'En production',
    PARTS_DEFECTIVE: 'Pièces défectueuses',
    PARTS_REVIEWED: 'Pièces contrôlées',
    ORDER_CANCELLED: 'Commande annulée',
    ORDER_COMPLETED: 'Commande terminée',
    UNKNOWN: 'Ouverte',
  },
};
