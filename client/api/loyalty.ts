/**
 * Paying with loyalty points at checkout (our extension beside SPEC §7's cart calls). A module of
 * its own so only customers' checkouts load it, with the points form.
 */
import { apiRequest, type CallOptions } from "./request";

const POINTS_TIMEOUT_MS = 5000;

/** POST /api/ext/cart-extend/loyalty-points?cartId= {points}; a refusal says 'You do not have this many points'. */
export const applyLoyaltyPoints = ({ cartId, points }: { cartId: string; points: number }, options?: CallOptions) =>
  apiRequest<boolean>(
    {
      method: "POST",
      path: "/api/ext/cart-extend/loyalty-points",
      query: { cartId },
      body: { points },
      timeoutMs: POINTS_TIMEOUT_MS,
    },
    options,
  );

/** POST /api/ext/cart-extend/loyalty-points/remove?cartId=: the order is paid without points. */
export const removeLoyaltyPoints = ({ cartId }: { cartId: string }, options?: CallOptions) =>
  apiRequest<boolean>(
    {
      method: "POST",
      path: "/api/ext/cart-extend/loyalty-points/remove",
      query: { cartId },
      timeoutMs: POINTS_TIMEOUT_MS,
    },
    options,
  );
