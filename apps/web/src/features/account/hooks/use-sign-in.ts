import { useQueryClient } from '@tanstack/react-query';
import type { SigninRequest } from '@print/contracts';
import { useNavigate } from 'react-router';
import { invalidateAuthStatus } from '../../../lib/server-state/auth-status';
import { fetchCart, switchCart } from '../../../lib/server-state/cart';
import { useLocalizePath } from '../../../lib/use-route-language';
import { signin } from '../api/auth-api';
import { resolveLoginTarget, takeReturnPath } from '../utils/return-path';

/**
 * Signs in, switches to the cart the server names (the anonymous cart carried over into the
 * account), reads the sign-in state again and goes on (spec 2 §4): the remembered page, else
 * payment details with a filled cart, else the account.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalizePath();
  return async (request: SigninRequest): Promise<void> => {
    const session = await signin(request);
    switchCart(session.cartId);
    await invalidateAuthStatus(queryClient);
    const cart = session.cartId === null ? null : await fetchCart(session.cartId).catch(() => null);
    const target = resolveLoginTarget(takeReturnPath(), cart?.items.length ?? 0);
    await navigate(target.isLocalized ? target.path : to(target.path), { replace: true });
  };
}
