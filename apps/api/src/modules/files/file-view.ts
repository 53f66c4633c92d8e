import type { AnalytxFile } from '@print/contracts';
import { toAsReadFigures } from '@print/domain';
import type { FileRecord } from './file-record.js';

/** Public URL of an analysis output, as the web app loads it. */
export function assetUrl(fileId: string, name: string): string {
  return `/api/analytx/files/${fileId}/${name}`;
}

/** Spec 1 §3 "3D file"; every URL in it is an absolute path under /api. */
export function toFileView(file: FileRecord): AnalytxFile {
  // Spec 1 §3 names the figures without units: they are the file's own numbers, in its unit.
  const f = file.geometry === null ? null : toAsReadFigures(file.geometry);
  const isAnalysed = file.status === 'analysed' && f !== null;
  const repair = file.repairInfo;
  return {
    _id: file.id,
    id: file.id,
    name: file.name,
    givenUnitOfLength: file.givenUnitOfLength,
    status: file.status,
    taskId: file.taskId,
    scale: 1,
    analysedProperties: isAnalysed
      ? {
          dimensions: f.dimensionsMm,
          volume: f.volumeMm3,
          area: f.areaMm2,
          thinnestWall: f.thinnestWallMm,
          shellCount: f.shellCount,
          watertight: f.isWatertight,
          triangleCount: file.triangleCount,
        }
      : null,
    files: isAnalysed
      ? { '3mf': assetUrl(file.id, 'model.3mf'), repaired: assetUrl(file.id, 'repaired.stl') }
      : null,
    repairInfo:
      isAnalysed && repair
        ? {
            numberOfFlippedPolygons: repair.numberOfFlippedPolygons,
            numberOfRemovedFlatOpenShells: repair.numberOfRemovedFlatOpenShells,
            numberOfClosedOpenLoops: repair.numberOfClosedOpenLoops,
            numberOfMergedVertexPairs: repair.numberOfMergedVertexPairs,
            repairImages: Object.fromEntries(
              Object.entries(repair.repairImages ?? {}).map(([key, name]) => [
                key,
                assetUrl(file.id, name),
              ]),
            ),
          }
        : null,
    frontPictures: isAnalysed && file.frontPicturePath ? [assetUrl(file.id, 'front.png')] : [],
    warnings: file.analysisWarnings.map((w) => ({ code: w.code, count: w.count })),
  };
}
