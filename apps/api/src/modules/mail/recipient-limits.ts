import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import {
  EMAIL_CHANGE_MAILS_PER_ADDRESS_PER_HOUR,
  EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR,
} from '@print/domain';
import type { Db } from '../../db/client.js';
import type { RecipientLimitConfig } from '../../plugins/config.js';
import { mailRecipientCounts } from './mail.tables.js';

/** What a mail to a typed-in address is for; each has its own allowance per recipient. */
export type RecipientPurpose =
  | 'guest-order'
  | 'form-confirmation'
  | 'newsletter-optin'
  | 'account-notice'
  | 'email-change'
  | 'email-change-account'
  | 'optin-resend';

export type RecipientLimit = RecipientLimitConfig;

const HOUR_MS = 3_600_000;

/**
 * Per recipient and window (issue 23 item 10). A customer orders as a guest a few times a day at
 * most; more to one address is someone using the shop to mail a stranger. Form confirmations and
 * opt-in links are courtesy mails: a few per address suffice.
 */
export const RECIPIENT_LIMITS: Readonly<Record<RecipientPurpose, RecipientLimit>> = {
  'guest-order': { max: 5, windowMs: 24 * HOUR_MS },
  'form-confirmation': { max: 3, windowMs: HOUR_MS },
  'newsletter-optin': { max: 3, windowMs: 24 * HOUR_MS },
  // "Someone tried to register with your address" (sign-up with a taken e-mail).
  'account-notice': { max: 3, windowMs: 24 * HOUR_MS },
  // E-mail change (issue 23 items 2, 10): confirmation links to one typed address, and the changes
  // one account may ask for (keyed `account:<id>`), each per hour.
  'email-change': { max: EMAIL_CHANGE_MAILS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS },
  'email-change-account': { max: EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR, windowMs: HOUR_MS },
  // A new opt-in link asked for at sign-in (issue 24 point 13): a few a day to one address.
  'optin-resend': { max: 3, windowMs: 24 * HOUR_MS },
};

/** The recipient's key: SHA-256 of the trimmed, lower-cased address (never the address itself). */
export function recipientHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}

function windowStartOf(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Counts mails to typed-in addresses in PostgreSQL (one upsert: every process sees the same
 * count). `take` answers whether one more mail to the address is allowed now, and counts it.
 */
export function createRecipientLimiter(
  db: Db,
  limits: Readonly<Record<RecipientPurpose, RecipientLimit>> = RECIPIENT_LIMITS,
) {
  return {
    async take(address: string, purpose: RecipientPurpose, now: Date): Promise<boolean> {
      const { max, windowMs } = limits[purpose];
      const [row] = await db
        .insert(mailRecipientCounts)
        .values({
          recipientHash: recipientHash(address),
          purpose,
          windowStart: windowStartOf(now, windowMs),
          count: 1,
        })
        .onConflictDoUpdate({
          target: [
            mailRecipientCounts.recipientHash,
            mailRecipientCounts.purpose,
            mailRecipientCounts.windowStart,
          ],
          set: { count: sql`${mailRecipientCounts.count} + 1` },
        })
        .returning({ count: mailRecipientCounts.count });
      return (row?.count ?? 1) <= max;
    },
    /** Removes the windows that ended before `before` (the longest window is a day). */
    async sweep(before: Date): Promise<void> {
      await db.delete(mailRecipientCounts).where(lt(mailRecipientCounts.windowStart, before));
    },
  };
}

export type RecipientLimiter = ReturnType<typeof createRecipientLimiter>;
