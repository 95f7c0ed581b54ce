/**
 * SPEC §7 POST /api/ext/{carrier}/select-servicepoint?cartId= with `servicePoint` = "id" or
 * "id|postnumber": the point is looked up at the carrier and a DHL Packstation needs a post number
 * (SPEC §5: 'Add your postnumber for delivery at a DHL Packstation:'). The choice is kept on the cart.
 */
import { Hono, type Context } from "hono";
import * as z from "zod";
import type { AppEnv } from "../context";
import { AppError, ServiceUnavailableError } from "../errors/app-error";
import { validate } from "../http/validate";
import { ParcelCarrierError, parcelMessage, resolveServicePointSelection, type ParcelCarrier } from "../parcel";
import { cartQuery } from "../../schema/api/cart";

const body = z.strictObject({ servicePoint: z.string().trim().min(1).max(120) });

/** The select-servicepoint call, for the carrier the request's configuration names. */
export function createServicePointSelection(carrierFor: (c: Context<AppEnv>) => ParcelCarrier): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/select-servicepoint", validate("query", cartQuery), validate("json", body), async (c) => {
    const { cartId } = c.req.valid("query");
    const snapshot = await c.get("cart").get(cartId);
    const store = snapshot.cart.store;
    let chosen: Awaited<ReturnType<typeof resolveServicePointSelection>>;
    try {
      chosen = await resolveServicePointSelection(carrierFor(c), c.req.valid("json").servicePoint);
    } catch (error) {
      if (error instanceof ParcelCarrierError)
        throw new ServiceUnavailableError(parcelMessage(store, "parcel.unavailable"), `parcel carrier: ${error.kind}`);
      throw error;
    }
    if ("error" in chosen) {
      const message = parcelMessage(store, chosen.error);
      throw new AppError(400, "INVALID_INPUT", message, { [chosen.field]: message });
    }
    await c
      .get("cart")
      .updateSelectedDelivery(cartId, { servicePoint: { ...chosen.point, postNumber: chosen.postNumber } });
    return c.json({ code: 200, result: { ...chosen.point, postNumber: chosen.postNumber } });
  });
  return app;
}
