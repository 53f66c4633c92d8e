/**
 * The demo model we ship for the 'Start demo' link. Resolved relative to this module, which
 * sits at the same depth in src/ and dist/ (apps/api/{src,dist}/modules/files/).
 */
import { fileURLToPath } from 'node:url';

export const DEMO_MODEL_NAME = 'demo-flange.stl';
export const DEMO_MODEL_PATH = fileURLToPath(
  new URL(`../../../assets/demo/${DEMO_MODEL_NAME}`, import.meta.url),
);
