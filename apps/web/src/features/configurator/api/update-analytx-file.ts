import {
  AnalytxFileSchema,
  type AnalytxFile,
  type PatchAnalytxFileRequest,
} from '@print/contracts';
import { requestJson } from '../../../lib/api-client';

/** PATCH /api/analytx/file/{id} with name and unit: saves the basics (spec 1 §4 sub-step 0 → 1). */
export async function updateAnalytxFile(
  fileId: string,
  patch: PatchAnalytxFileRequest,
): Promise<AnalytxFile> {
  const body = await requestJson(`/analytx/file/${encodeURIComponent(fileId)}`, {
    method: 'PATCH',
    body: patch,
  });
  return AnalytxFileSchema.parse(body);
}
