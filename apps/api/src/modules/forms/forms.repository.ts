import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { formSubmissions, newsletterOptins } from './forms.tables.js';

export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
export type NewFormSubmissionRow = typeof formSubmissions.$inferInsert;
export type NewNewsletterOptinRow = typeof newsletterOptins.$inferInsert;

export function createFormsRepository(db: Db) {
  return {
    async insertSubmission(row: NewFormSubmissionRow): Promise<void> {
      await db.insert(formSubmissions).values(row);
    },
    /** A newsletter sign-up and its opt-in token (hashed) in one transaction. */
    async insertNewsletter(
      submission: NewFormSubmissionRow,
      optin: NewNewsletterOptinRow,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(formSubmissions).values(submission);
        await tx.insert(newsletterOptins).values(optin);
      });
    },
    /** The open (unconfirmed, unexpired) opt-in with this token hash, or null. */
    async findOpenOptin(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(newsletterOptins)
        .where(
          and(
            eq(newsletterOptins.tokenHash, tokenHash),
            isNull(newsletterOptins.confirmedAt),
            gt(newsletterOptins.expiresAt, now),
          ),
        );
      return row ?? null;
    },
    /**
     * Marks the open opt-in confirmed and returns its sign-up; null when the token is unknown, used
     * or expired. One conditional UPDATE: two concurrent confirmations cannot both succeed.
     */
    async confirmOptin(tokenHash: string, now: Date): Promise<FormSubmissionRow | null> {
      const [optin] = await db
        .update(newsletterOptins)
        .set({ confirmedAt: now })
        .where(
          and(
            eq(newsletterOptins.tokenHash, tokenHash),
            isNull(newsletterOptins.confirmedAt),
            gt(newsletterOptins.expiresAt, now),
          ),
        )
        .returning({ submissionId: newsletterOptins.submissionId });
      if (!optin) return null;
      const [submission] = await db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.id, optin.submissionId));
      return submission ?? null;
    },
  };
}

export type FormsRepository = ReturnType<typeof createFormsRepository>;
