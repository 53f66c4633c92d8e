import { sql, type SQL } from 'drizzle-orm';
import { fromColumnRecord } from '../../db/json-rows.js';
import type { FileRecord } from './file-record.js';
import { toFileRecord } from './files.repository.js';
import { files } from './files.tables.js';

/** The files' part of the checkout's read: each cart line's 3D file, read with the line. */
export const filesCheckoutSql = {
  join(fileId: SQL): SQL {
    return sql`LEFT JOIN ${files} ON ${files.id} = ${fileId}`;
  },
  columns: sql`CASE WHEN ${files.id} IS NULL THEN NULL ELSE to_jsonb(${files}) END AS file`,
  /** The distinct files of the read's rows. */
  decode(rows: readonly Record<string, unknown>[]): FileRecord[] {
    const byId = new Map<string, FileRecord>();
    for (const row of rows) {
      const raw = row['file'];
      if (raw === null || raw === undefined) continue;
      const record = toFileRecord(fromColumnRecord(files, raw as Record<string, unknown>));
      byId.set(record.id, record);
    }
    return [...byId.values()];
  },
};

export type FilesCheckoutSql = typeof filesCheckoutSql;
