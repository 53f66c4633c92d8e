import { z } from 'zod';
import { DimensionsSchema, IdSchema, LengthUnitSchema } from './common.js';

/** Status of an uploaded 3D file; the analysis service moves it along. */
export const FileStatusSchema = z.enum(['uploaded', 'analysing', 'analysed', 'failed']);
export type FileStatus = z.infer<typeof FileStatusSchema>;

export const RepairInfoSchema = z.object({
  numberOfFlippedPolygons: z.number().int(),
  numberOfRemovedFlatOpenShells: z.number().int(),
  numberOfClosedOpenLoops: z.number().int(),
  numberOfMergedVertexPairs: z.number().int(),
  repairImages: z.record(z.string(), z.string()).optional(),
});
export type RepairInfo = z.infer<typeof RepairInfoSchema>;

/** The 3D file as embedded in a cart item ("model"). Dimensions are in the file's own unit. */
export const ModelSummarySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  givenUnitOfLength: LengthUnitSchema,
  analysedProperties: z.object({ dimensions: DimensionsSchema }).nullable(),
});
export type ModelSummary = z.infer<typeof ModelSummarySchema>;
