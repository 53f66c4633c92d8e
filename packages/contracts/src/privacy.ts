import { z } from 'zod';
import { UserDetailsResponseSchema } from './auth.js';
import { OrderViewSchema } from './order-view.js';

/**
 * The account's data as the customer downloads it from /account (a JSON file): the profile with
 * its addresses, every order with its lines, addresses and documents, the carts and the uploaded
 * files. Times are ISO 8601 in UTC, money in integer cents.
 */
export const AccountDataExportSchema = z.object({
  exportedAt: z.string(),
  profile: UserDetailsResponseSchema,
  orders: z.array(OrderViewSchema),
  carts: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      items: z.array(
        z.object({
          fileId: z.string(),
          quantity: z.number().int(),
          scale: z.number(),
          printModeId: z.string(),
          surfaceFinishId: z.string(),
          colorId: z.string(),
          lineNetCents: z.number().int(),
          attachments: z.array(z.string()),
        }),
      ),
    }),
  ),
  files: z.array(
    z.object({ id: z.string(), name: z.string(), uploadedAt: z.string(), status: z.string() }),
  ),
});
export type AccountDataExport = z.infer<typeof AccountDataExportSchema>;

/** Deleting the account needs the current password again (the web's confirmation dialog). */
export const DeleteAccountRequestSchema = z.object({
  password: z.string().min(1).max(1024),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;
