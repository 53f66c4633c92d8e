import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The nearest `shared/models` folder above this file: /work/shared/models from the repository
 * (/work/main) and from a worktree one level deeper (/work/wt/<name>). A path that does not
 * exist when there is none, so a test reading a model fails (never skips).
 */
function findModelsDir(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  for (let dir = here; ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'models');
    if (existsSync(join(candidate, 'README.md'))) return candidate;
    if (dirname(dir) === dir) return join(here, 'shared-models-not-found');
  }
}

export const MODELS_DIR = findModelsDir();

/** The folder as a file URL ending in '/', for `new URL(relative, MODELS_URL)`. */
export const MODELS_URL = new URL(`${pathToFileURL(MODELS_DIR).href}/`);
