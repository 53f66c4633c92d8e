import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AnalysisWarningData, RepairInfoData } from './file-record.js';

/**
 * An uploaded 3D file. The geometry figures are in the file's OWN length unit (the numbers
 * as written in the model file; `given_unit_of_length` says what they mean), so that changing
 * the unit never needs a new analysis. They are null until the analysis has finished.
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    ownerSession: text('owner_session'),
    name: text('name').notNull(),
    givenUnitOfLength: text('given_unit_of_length').$type<'mm' | 'cm' | 'm' | 'inch'>().notNull(),
    status: text('status').$type<'uploaded' | 'analysing' | 'analysed' | 'failed'>().notNull(),
    volumeFileUnits3: doublePrecision('volume_file_units3'),
    areaFileUnits2: doublePrecision('area_file_units2'),
    dimXFileUnits: doublePrecision('dim_x_file_units'),
    dimYFileUnits: doublePrecision('dim_y_file_units'),
    dimZFileUnits: doublePrecision('dim_z_file_units'),
    thinnestWallFileUnits: doublePrecision('thinnest_wall_file_units'),
    shellCount: integer('shell_count'),
    isWatertight: boolean('is_watertight'),
    repairInfo: jsonb('repair_info').$type<RepairInfoData>(),
    originalPath: text('original_path'),
    model3mfPath: text('model_3mf_path'),
    repairedPath: text('repaired_path'),
    taskId: text('task_id'),
    /** Storage key of the folder holding the analysis outputs (3MF, repaired STL, TRF, pictures). */
    outputDir: text('output_dir'),
    frontPicturePath: text('front_picture_path'),
    triangleCount: integer('triangle_count'),
    /** What the customer should know about the file as read (e.g. damaged STEP entities skipped). */
    analysisWarnings: jsonb('analysis_warnings').$type<AnalysisWarningData[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_session_idx').on(t.ownerSession)],
);
