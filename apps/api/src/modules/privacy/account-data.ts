import type { AccountDataExport, OrderView } from '@print/contracts';
import { ok, type Result } from '@print/domain';
import { userPrincipal } from '../../plugins/session.js';
import type { AccountsService } from '../accounts/index.js';
import type { OrdersService } from '../orders/index.js';
import {
  deleteUnreferencedFile,
  unreferencedFiles,
  type FileDeletionDeps,
} from './file-deletion.js';

export interface AccountDataDeps extends FileDeletionDeps {
  readonly orders: Pick<OrdersService, 'retention' | 'listUserOrders' | 'getOrderView'>;
  readonly accounts: Pick<AccountsService, 'getDetails'>;
  readonly now: () => Date;
}

/**
 * Everything the shop holds of a signed-in customer, as one JSON document: the profile with its
 * addresses, every order (quotes too) with lines, addresses and documents, the carts and the
 * uploaded files. The newsletter choice is part of each order (the shop stores no other consent).
 */
export async function exportAccountData(
  deps: AccountDataDeps,
  userId: string,
): Promise<Result<AccountDataExport, 'NOT_AUTHENTICATED'>> {
  const profile = await deps.accounts.getDetails(userId);
  if (!profile.ok) return profile;
  const principal = userPrincipal(userId);
  const summaries = await deps.orders.listUserOrders(principal);
  const orders: OrderView[] = [];
  for (const orderId of Object.keys(summaries)) {
    const view = await deps.orders.getOrderView(orderId, principal);
    if (view.ok) orders.push(view.value);
  }
  const [carts, files] = await Promise.all([
    deps.cart.retention.listOfOwner(principal),
    deps.files.listOwnedBy(principal),
  ]);
  return ok({
    exportedAt: deps.now().toISOString(),
    profile: profile.value,
    orders,
    carts: carts.map((cart) => ({
      ...cart,
      createdAt: cart.createdAt.toISOString(),
      updatedAt: cart.updatedAt.toISOString(),
      items: cart.items.map((item) => ({ ...item, attachments: [...item.attachments] })),
    })),
    files: files.map((file) => ({
      id: file.id,
      name: file.name,
      uploadedAt: file.createdAt.toISOString(),
      status: file.status,
    })),
  });
}

/**
 * An account's deletion (accounts module's deleteAccount calls it after the password check):
 * the owner's carts no order was placed from, with their attachments, and the owner's files no
 * order names, with their outputs. Orders, the carts they came from and their files stay.
 */
export async function removeOwnedData(deps: FileDeletionDeps, principal: string): Promise<void> {
  const carts = await deps.cart.retention.listOfOwner(principal);
  const cartIds = carts.map((cart) => cart.id);
  const ordered = await deps.orders.retention.orderedCartIds(cartIds);
  await deps.cart.retention.deleteCarts(cartIds.filter((id) => !ordered.has(id)));
  const owned = await deps.files.listOwnedBy(principal);
  const candidates = await unreferencedFiles(
    deps,
    owned.map((file) => file.id),
  );
  // A file still being analysed (or added to a cart meanwhile) is left to the retention sweep.
  for (const id of candidates) await deleteUnreferencedFile(deps, id);
}
