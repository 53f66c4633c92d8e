import { z } from 'zod';

/** Languages the API answers in; chosen by the `mas-language-key` header (DE → de, GB → en, FR → fr). */
export const LanguageSchema = z.enum(['de', 'en', 'fr']);
export type Language = z.infer<typeof LanguageSchema>;

/** Length units a 3D file can be given in. */
export const LengthUnitSchema = z.enum(['mm', 'cm', 'm', 'inch']);

/** Integer cents (CHF). */
export const CentsSchema = z.number().int();

/** Three lengths in millimetres. */
export const DimensionsSchema = z.object({ x: z.number(), y: z.number(), z: z.number() });

/** Opaque identifier: carts are 128-bit base64url, other ids are UUIDs or catalogue slugs. */
export const IdSchema = z.string().min(1).max(64);

export const HealthResponseSchema = z.object({ status: z.literal('ok') });
/** GET /api/ready: this process reaches its database and job queue and is not stopping. */
export const ReadyResponseSchema = z.object({
  status: z.literal('ready'),
  checks: z.object({ database: z.literal('ok'), queue: z.literal('ok') }),
});
