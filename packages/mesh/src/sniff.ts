// Content sniffing only (`@print/mesh/sniff`): what an upload route needs to check that a file
// is what its extension says, without loading the readers, repair, thickness or rendering code
// on the request thread. The analysis itself runs in worker threads.
export { detectFormat } from './io/detect.js';
export type { MeshFormat } from './types.js';
export {
  checkUploadContent,
  isRefusedByHead,
  CONTENT_REFUSAL_CODES,
  PRECHECK_HEAD_BYTES,
  PRECHECK_TAIL_BYTES,
  type ContentCheck,
  type ContentRefusalCode,
  type ContentSample,
} from './io/precheck.js';
