/**
 * Custom options (SPEC §3/§4): gift wrapping at a fixed price, a monogram at a percentage of
 * the product price, hemming for trousers. Value ids start at 1, since SPEC §4 only adds the
 * price of values whose option_type_id is above 0.
 */
import type { CustomOption } from "./types";
import type { DemoContext } from "./context";
import type { Kind } from "./garments";
import { shelfNet } from "./prices";
import type { Random } from "./random";
import { l } from "./vocabulary";

const MONOGRAM_IMAGES = new Set(["bag", "belt", "shirt", "scarf"]);

export function giftWrapping(ctx: DemoContext, position: number): CustomOption {
  return {
    optionId: ctx.nextOptionId(),
    title: l("Cadeauverpakking", "Geschenkverpackung", "Gift wrapping"),
    type: "checkbox",
    required: false,
    position,
    values: [
      {
        optionTypeId: ctx.nextOptionTypeId(),
        title: l("Inpakken als cadeau, met kaartje", "Als Geschenk verpacken, mit Karte", "Gift-wrap with a card"),
        priceType: "fixed",
        price: shelfNet(4.95),
      },
    ],
  };
}

function monogram(ctx: DemoContext, position: number): CustomOption {
  return {
    optionId: ctx.nextOptionId(),
    title: l("Monogram", "Monogramm", "Monogram"),
    type: "field",
    required: false,
    position,
    // Hundredths of a percent: 1000 = 10 % of the product price.
    values: [
      {
        optionTypeId: ctx.nextOptionTypeId(),
        title: l("Initialen (max. 3 letters)", "Initialen (max. 3 Buchstaben)", "Initials (up to 3 letters)"),
        priceType: "percent",
        price: 1000,
      },
    ],
  };
}

function hemming(ctx: DemoContext, position: number): CustomOption {
  return {
    optionId: ctx.nextOptionId(),
    title: l("Lengte", "Länge", "Length"),
    type: "drop_down",
    required: true,
    position,
    values: [
      {
        optionTypeId: ctx.nextOptionTypeId(),
        title: l("Standaardlengte", "Standardlänge", "Standard length"),
        priceType: "fixed",
        price: 0,
      },
      {
        optionTypeId: ctx.nextOptionTypeId(),
        title: l("Inkorten op maat", "Auf Maß kürzen", "Hemmed to measure"),
        priceType: "fixed",
        price: shelfNet(9.95),
      },
    ],
  };
}

/** About one product in eight offers a custom option; which ones depends on the garment. */
export function customOptionsFor(ctx: DemoContext, random: Random, kind: Kind): CustomOption[] {
  const options: CustomOption[] = [];
  if (kind.image === "trousers" && random.chance(0.15)) options.push(hemming(ctx, options.length));
  if (MONOGRAM_IMAGES.has(kind.image) && random.chance(0.15)) options.push(monogram(ctx, options.length));
  if (random.chance(0.06)) options.push(giftWrapping(ctx, options.length));
  return options;
}
