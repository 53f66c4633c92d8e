import { readContentFiles } from './content-import.js';
import { ContentSnapshot } from './content-snapshot.js';
import type { ContentPageRow } from './content.repository.js';

export { ContentSnapshot } from './content-snapshot.js';
export { pageLink } from './content-build.js';

/**
 * The pages straight from the data files, without a database: the web build pre-renders them
 * from this (apps/web/scripts/prerender.mjs), so the build needs no running API. Same
 * validation, sanitizing and shape as the API's.
 */
export async function loadContentSnapshotFromFiles(
  dir: string,
  shopEmail: string,
): Promise<ContentSnapshot> {
  const { rows } = await readContentFiles(dir);
  const sorted = [...rows].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.path.localeCompare(b.path),
  );
  const complete: ContentPageRow[] = sorted.map((row) => ({
    ...row,
    parentPath: row.parentPath ?? null,
    updatedAt: new Date(0),
  }));
  return new ContentSnapshot(complete, shopEmail);
}
