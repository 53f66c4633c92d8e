import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { mailAttachments } from './mail.tables.js';

/** The bytes of queued mails' attachments, stored once each (mail_attachments + the storage). */
export interface MailAttachmentStore {
  /** Stores the contents (the same bytes are one row and one object) and answers their ids. */
  put(contents: readonly Buffer[]): Promise<string[]>;
  /** The contents still stored, by id. */
  get(ids: readonly string[]): Promise<Map<string, Buffer>>;
  /** Removes what was last stored before `before`; answers how many went. */
  sweep(before: Date): Promise<number>;
}

export function attachmentId(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

export function attachmentKey(id: string): string {
  return `mail-attachments/${id}`;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Rows in PostgreSQL, bytes in the file storage, keyed by their SHA-256. `put` writes the row
 * first and the object second, and the sweep deletes rows and their objects in one transaction:
 * a `put` of the same bytes meanwhile waits on the row lock, inserts the row again and then
 * writes the object again, so a row that exists always has its object once `put` answered.
 */
export function createMailAttachmentStore(db: Db, storage: FileStorage): MailAttachmentStore {
  return {
    async put(contents) {
      const ids = contents.map(attachmentId);
      const unique = new Map<string, Buffer>();
      contents.forEach((content, i) => unique.set(ids[i] ?? '', content));
      if (unique.size === 0) return ids;
      await db
        .insert(mailAttachments)
        .values([...unique].map(([id, content]) => ({ id, sizeBytes: content.length })))
        // Stored again: the new mail keeps it from the sweep as long as a new one would be kept.
        .onConflictDoUpdate({ target: mailAttachments.id, set: { createdAt: sql`now()` } });
      await Promise.all(
        [...unique].map(([id, content]) => storage.write(attachmentKey(id), content)),
      );
      return ids;
    },
    async get(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: mailAttachments.id, content: mailAttachments.content })
        .from(mailAttachments)
        .where(inArray(mailAttachments.id, [...new Set(ids)]));
      const found = await Promise.all(
        rows.map(async (row): Promise<[string, Buffer] | null> => {
          if (row.content !== null) return [row.id, row.content];
          const key = attachmentKey(row.id);
          return (await storage.exists(key)) ? [row.id, await readAll(storage.read(key))] : null;
        }),
      );
      return new Map(found.filter((entry) => entry !== null));
    },
    async sweep(before) {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(mailAttachments)
          .where(lt(mailAttachments.createdAt, before))
          .returning({ id: mailAttachments.id });
        for (const { id } of gone) await storage.remove(attachmentKey(id));
        return gone.length;
      });
    },
  };
}
