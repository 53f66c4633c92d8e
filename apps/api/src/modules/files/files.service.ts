import { err, ok, type GeometryFigures, type Result } from '@print/domain';
import type { FileRecord, FilesRepository } from './files.repository.js';

export type AnalysedFileErrorCode = 'FILE_NOT_FOUND' | 'FILE_NOT_ANALYSED';

export interface AnalysedFile {
  readonly file: FileRecord;
  /** In the file's own unit: scaleFigures(figures, scale, unit) gives millimetres. */
  readonly figures: GeometryFigures;
}

/** Maps stored figures to the domain's GeometryFigures (named in mm; here still file units). */
function toGeometryFigures(file: FileRecord): GeometryFigures | null {
  const f = file.figures;
  if (file.status !== 'analysed' || f === null) return null;
  return {
    volumeMm3: f.volume,
    areaMm2: f.area,
    dimensionsMm: f.dimensions,
    thinnestWallMm: f.thinnestWall,
    shellCount: f.shellCount,
    isWatertight: f.isWatertight,
  };
}

export function createFilesService({ repo }: { readonly repo: FilesRepository }) {
  return {
    async loadAnalysed(fileId: string): Promise<Result<AnalysedFile, AnalysedFileErrorCode>> {
      const file = await repo.findById(fileId);
      if (!file) return err('FILE_NOT_FOUND', `No 3D file with id ${fileId}`);
      const figures = toGeometryFigures(file);
      if (!figures) return err('FILE_NOT_ANALYSED', 'The 3D file has not been analysed yet');
      return ok({ file, figures });
    },
    findMany: (ids: readonly string[]) => repo.findByIds(ids),
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
