import { z } from 'zod';
import { DimensionsSchema, IdSchema, LengthUnitSchema } from './common.js';
import { FileStatusSchema, RepairInfoSchema } from './files.js';
import { ScaleSchema } from './pricing.js';

/** Server task texts of spec 1 §4, in the order the analysis passes them. */
export const ANALYSIS_STEPS = [
  'converting to stl',
  'starting analysis',
  'repairing file',
  'converting to trf',
  'analyzing volume and dimensions',
  'analysis completed',
] as const;
export const AnalysisStepSchema = z.enum(ANALYSIS_STEPS);
export type AnalysisStep = z.infer<typeof AnalysisStepSchema>;

/** Upload and demo answer at once (202); the analysis runs in the background. */
export const AnalysisStartedResponseSchema = z.object({
  taskId: IdSchema,
  createdObject: z.object({ _id: IdSchema }),
});
export type AnalysisStartedResponse = z.infer<typeof AnalysisStartedResponseSchema>;

export const TaskStatusSchema = z.enum(['queued', 'running', 'completed', 'failed']);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

export const TaskParamsSchema = z.object({ taskId: IdSchema });

/** GET /analytx/task/{taskId}; `error.message` is in the request's language. */
export const AnalysisTaskSchema = z.object({
  _id: IdSchema,
  taskId: IdSchema,
  objectId: IdSchema,
  status: TaskStatusSchema,
  step: AnalysisStepSchema.nullable(),
  steps: z.array(AnalysisStepSchema),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type AnalysisTask = z.infer<typeof AnalysisTaskSchema>;

export const FileParamsSchema = z.object({ id: IdSchema });

/** Figures of the repaired mesh in the file's own unit (givenUnitOfLength), at scale 1. */
export const AnalysedPropertiesSchema = z.object({
  dimensions: DimensionsSchema,
  volume: z.number(),
  area: z.number(),
  thinnestWall: z.number().nullable(),
  shellCount: z.number().int(),
  watertight: z.boolean(),
  triangleCount: z.number().int().nullable(),
});

/** Spec 1 §3 "3D file". Every URL in it is an absolute path under /api. */
export const AnalytxFileSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  name: z.string(),
  givenUnitOfLength: LengthUnitSchema,
  status: FileStatusSchema,
  taskId: IdSchema.nullable(),
  scale: z.number(),
  analysedProperties: AnalysedPropertiesSchema.nullable(),
  files: z.object({ '3mf': z.string(), repaired: z.string() }).nullable(),
  repairInfo: RepairInfoSchema.extend({
    repairImages: z.record(z.string(), z.string()),
  }).nullable(),
  frontPictures: z.array(z.string()),
  /** What the customer must know about how the file was read (shown as warnings). */
  warnings: z
    .array(z.object({ code: z.enum(['STEP_DAMAGED_ENTITIES']), count: z.number().int() }))
    .default([]),
});
export type AnalytxFile = z.infer<typeof AnalytxFileSchema>;

export const FILE_NAME_MAX_LENGTH = 120;

export const PatchAnalytxFileRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(FILE_NAME_MAX_LENGTH).optional(),
    givenUnitOfLength: LengthUnitSchema.optional(),
  })
  .strict();
export type PatchAnalytxFileRequest = z.infer<typeof PatchAnalytxFileRequestSchema>;

export const FileAssetParamsSchema = z.object({
  id: IdSchema,
  name: z.string().regex(/^[a-z0-9-]+\.(3mf|stl|png)$/i),
});

/** Axis X/Y/Z, direction P/M, rotation 0/90/180/270 (spec 1 §4 "Histogram rotation"). */
export const HistogramQuerySchema = z.object({
  scale: z.coerce.number().pipe(ScaleSchema),
  unitOfLength: LengthUnitSchema,
  direction: z.enum(['XP', 'XM', 'YP', 'YM', 'ZP', 'ZM']),
  rotation: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)])),
  printModeId: IdSchema,
});
export type HistogramQuery = z.infer<typeof HistogramQuerySchema>;
