import { createHash } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailAttachments } from './mail.tables.js';

/** The bytes of queued mails' attachments, stored once each (mail_attachments). */
export interface MailAttachmentStore {
  /** Stores the contents (one statement; the same bytes are one row) and answers their ids. */
  put(contents: readonly Buffer[]): Promise<string[]>;
  /** The contents still stored, by id. */
  get(ids: readonly string[]): Promise<Map<string, Buffer>>;
  /** Removes what was last stored before `before`; answers how many rows went. */
  sweep(before: Date): Promise<number>;
}

export function attachmentId(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

export function createMailAttachmentStore(db: Db): MailAttachmentStore {
  return {
    async put(contents) {
      const ids = contents.map(attachmentId);
      const rows = new Map<string, Buffer>();
      contents.forEach((content, i) => rows.set(ids[i] ?? '', content));
      if (rows.size > 0) {
        await db
          .insert(mailAttachments)
          .values([...rows].map(([id, content]) => ({ id, content })))
          // Stored again: the new mail keeps it from the sweep as long as a new one would be kept.
          .onConflictDoUpdate({ target: mailAttachments.id, set: { createdAt: sql`now()` } });
      }
      return ids;
    },
    async get(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: mailAttachments.id, content: mailAttachments.content })
        .from(mailAttachments)
        .where(inArray(mailAttachments.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.content]));
    },
    async sweep(before) {
      const gone = await db
        .delete(mailAttachments)
        .where(lt(mailAttachments.createdAt, before))
        .returning({ id: mailAttachments.id });
      return gone.length;
    },
  };
}
