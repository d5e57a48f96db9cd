import { jwtVerify, SignJWT } from 'jose';
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';

/**
 * Signed links of the booking mails (issue 15): /orders-history (the parent's side) and /bookings-history (the
 * provider's) open one order read-only without signing in. The token names the order and the side, and expires.
 */
export const ORDER_LINK_TTL_DAYS = 30;
const AUDIENCE = 'kinderly-order-link';
const ALGORITHM = 'HS256';

export type OrderLinkSide = 'parent' | 'provider';

export interface OrderLinks {
  sign(orderId: string, side: OrderLinkSide): Promise<string>;
  /** 404 for a bad, foreign or expired token: the page says the link no longer works. */
  verify(token: string): Promise<{ orderId: string; side: OrderLinkSide }>;
}

export function createOrderLinks(secret: string, clock: Clock): OrderLinks {
  const key = new TextEncoder().encode(`order-links:${secret}`);
  return {
    async sign(orderId, side) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ side })
        .setProtectedHeader({ alg: ALGORITHM })
        .setAudience(AUDIENCE)
        .setSubject(orderId)
        .setIssuedAt(now)
        .setExpirationTime(now + ORDER_LINK_TTL_DAYS * 86_400)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          audience: AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ['exp', 'sub'],
        });
        if ((payload.side !== 'parent' && payload.side !== 'provider') || !payload.sub) throw new Error('bad claims');
        return { orderId: payload.sub, side: payload.side };
      } catch {
        throw AppError.notFound('This link has expired or does not work. Sign in to see your bookings.');
      }
    },
  };
}
