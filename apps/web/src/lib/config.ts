/** Shop-wide settings of the web app. Values that differ per deployment come from Vite env. */

/** Base path of the API on the same origin: the spec's paths live under /api, the pages beside them. */
export const API_BASE_PATH = '/api';

/** Welcome offer for customers of the former marketplace brand (spec 1 §1, §9). */
export const WELCOME_VOUCHER_CODE = 'WELCOME10';
export const WELCOME_DISCOUNT_PERCENT = 10;

export const TAG_MANAGER_URL = import.meta.env.VITE_TAG_MANAGER_URL ?? '';
export const MARKETPLACE_URL = import.meta.env.VITE_MARKETPLACE_URL ?? '';

/** Notifications hide after this unless they carry their own duration (spec 1 §4). */
export const NOTIFICATION_DEFAULT_DURATION_MS = 10_000;

export interface SupportContact {
  readonly email: string;
  readonly phone: string;
  /** E.164 form for tel: links. */
  readonly phoneE164: string;
}

/** Support contacts shown on the home and contact pages (spec 1 §1). Replace with the real ones. */
export const SUPPORT_CONTACTS: Readonly<Record<'technical' | 'sales', SupportContact>> = {
  technical: {
    email: 'technik@print-portal.ch',
    phone: '+41 44 500 30 10',
    phoneE164: '+41445003010',
  },
  sales: { email: 'verkauf@print-portal.ch', phone: '+41 44 500 30 20', phoneE164: '+41445003020' },
};

/** Accepted upload formats (spec 1 §5), for the file picker's `accept` hint only. */
export const UPLOAD_ACCEPT = '.ply,.stl,.3ds,.3mf,.step,.stp';
