/** T-shirt, polo, jumper and cardigan, drawn as on an invisible mannequin (the front shows the inside back of the neck). */
import type { View } from "./paths";
import type { Drawing } from "./compose";
import { both, button, drape, fold, mix, seam, symmetric, type Palette } from "./svg";

/** A rib-knit band: a wide stroke dashed across its width reads as ribs. */
export function ribBand(d: string, width: number, p: Palette): string {
  return (
    `<path d="${d}" fill="none" stroke="${mix(p.base, p.light, 0.3)}" stroke-width="${width}"/>` +
    `<path d="${d}" fill="none" stroke="${p.shade}" stroke-width="${width}" stroke-dasharray="1.5 2.5" stroke-opacity="0.6"/>`
  );
}

export const BACK_NECK = "M256 141 C266 146 282 150 300 150 C318 150 334 146 344 141";
const FRONT_NECK = "M256 141 C262 162 280 176 300 176 C320 176 338 162 344 141";
/** The inside of the back, seen through the front neckline. */
export const NECK_INSIDE = `${BACK_NECK} C338 162 320 176 300 176 C280 176 262 162 256 141 Z`;

const TEE = symmetric(
  [300, 150],
  [
    [
      [322, 150],
      [336, 146],
      [344, 141],
    ],
    [
      [372, 149],
      [404, 155],
      [432, 164],
    ],
    [
      [462, 190],
      [488, 226],
      [506, 262],
    ],
    [466, 298],
    [
      [452, 284],
      [440, 268],
      [432, 252],
    ],
    [
      [438, 340],
      [430, 440],
      [438, 556],
    ],
    [
      [392, 564],
      [340, 566],
      [300, 566],
    ],
  ],
);

function teeBody(view: View, p: Palette, polo: boolean): string {
  const parts = [
    `<path d="${both("M432 164 C462 190 488 226 506 262 L466 298 C452 284 440 268 432 252 C434 220 434 190 432 164 Z")}" fill="${p.shade}" fill-opacity="0.18"/>`,
    seam(both("M432 164 C435 190 435 222 432 252"), p),
    seam(both("M500 268 L464 292"), p, true),
    seam("M163 548 C230 556 370 556 437 548", p, true),
    drape(both("M428 262 C404 300 384 322 366 350"), p, 7),
    drape("M352 420 C358 470 356 515 362 560", p, 8, 0.8),
    drape("M236 440 C230 485 234 520 228 560", p, 8, 0.7),
    fold("M232 190 C226 260 230 330 238 400", p.light, 22, 0.9),
  ];
  if (view === "front" && !polo)
    parts.push(
      `<path d="${NECK_INSIDE}" fill="${p.deep}"/>`,
      fold("M262 150 C280 158 320 158 338 150", "#000", 4, 1.5),
      ribBand(FRONT_NECK, 9, p),
    );
  if (view === "back" || polo) parts.push(ribBand(BACK_NECK, 9, p));
  if (view === "back") parts.push(fold("M300 160 L300 540", p.shade, 12, 0.6));
  return parts.join("");
}

function poloCollar(view: View, p: Palette): string {
  if (view === "back") return ribBand("M252 146 C268 138 332 138 348 146", 14, p);
  const leaf = "M303 166 C318 156 334 146 346 138 L360 160 C360 180 354 198 346 212 C330 198 316 182 303 166 Z";
  return (
    `<path d="${NECK_INSIDE}" fill="${p.deep}"/>` +
    ribBand(BACK_NECK, 12, p) +
    `<path d="M290 166 L290 264 L310 264 L310 166 Z" fill="${p.base}" stroke="${p.line}" stroke-width="1"/>` +
    fold("M305 170 L305 262", p.shade, 3) +
    fold(both("M304 176 C320 190 336 204 348 218"), "#000", 5, 1.4) +
    `<path d="${both(leaf)}" fill="${p.light}" stroke="${p.line}" stroke-width="1.1" stroke-linejoin="round"/>` +
    `<path d="${both(leaf)}" fill="none" stroke="${p.shade}" stroke-width="7" stroke-dasharray="1.2 2.2" stroke-opacity="0.3"/>`
  );
}

export function tshirt(view: View, p: Palette): Drawing {
  return { outline: TEE, body: teeBody(view, p, false), focus: [330, 220], texture: "weave" };
}

export function polo(view: View, p: Palette): Drawing {
  const buttons = view === "front" ? button(300, 196, 4.6, p.light) + button(300, 236, 4.6, p.light) : "";
  return {
    outline: TEE,
    body: teeBody(view, p, true) + poloCollar(view, p),
    top: buttons,
    focus: [320, 220],
    texture: "weave",
  };
}

const KNIT = symmetric(
  [300, 150],
  [
    [
      [322, 150],
      [336, 146],
      [344, 141],
    ],
    [
      [374, 150],
      [406, 156],
      [434, 168],
    ],
    [
      [470, 220],
      [490, 360],
      [494, 516],
    ],
    [498, 560],
    [452, 563],
    [448, 520],
    [
      [442, 410],
      [436, 320],
      [426, 262],
    ],
    [
      [432, 360],
      [430, 450],
      [428, 522],
    ],
    [424, 574],
    [
      [380, 577],
      [340, 578],
      [300, 578],
    ],
  ],
);

function knitBody(view: View, p: Palette): string {
  return [
    `<path d="${both("M434 168 C470 220 490 360 494 516 L448 520 C442 410 436 320 426 262 C430 230 433 200 434 168 Z")}" fill="${p.shade}" fill-opacity="0.16"/>`,
    seam(both("M434 168 C431 200 429 230 426 262"), p),
    ribBand(both("M451 541 L496 538"), 42, p),
    ribBand("M178 549 C240 551 360 551 422 549", 52, p),
    drape(both("M424 276 C402 318 386 344 370 374"), p, 8),
    drape(both("M470 330 C474 390 476 450 478 510"), p, 6, 0.8),
    drape("M354 400 C360 450 358 490 362 522", p, 9, 0.8),
    fold("M234 200 C228 270 232 340 240 410", p.light, 24, 0.9),
    view === "back" ? ribBand(BACK_NECK, 10, p) : "",
  ].join("");
}

export function sweater(view: View, p: Palette): Drawing {
  const neck =
    view === "front"
      ? `<path d="${NECK_INSIDE}" fill="${p.deep}"/>${fold("M262 150 C280 158 320 158 338 150", "#000", 4, 1.5)}${ribBand(FRONT_NECK, 12, p)}`
      : "";
  return { outline: KNIT, body: knitBody(view, p) + neck, focus: [320, 230], texture: "knit" };
}

export function cardigan(view: View, p: Palette): Drawing {
  if (view === "back") return { outline: KNIT, body: knitBody(view, p), focus: [320, 230], texture: "knit" };
  const opening = `<path d="${BACK_NECK} L300 360 Z" fill="${p.deep}"/>${fold("M300 160 L300 350", "#000", 8, 1.2)}`;
  const bands = ribBand("M344 141 L301 362 M256 141 L299 362", 14, p) + ribBand("M300 360 L300 578", 17, p);
  const pockets =
    `<path d="${both("M332 440 L392 440 L392 506 L332 506 Z")}" fill="none" stroke="${p.line}" stroke-width="1.1" stroke-opacity="0.6"/>` +
    ribBand(both("M332 445 L392 445"), 10, p);
  const buttons = [384, 432, 480, 528].map((y) => button(300, y, 5.5, mix(p.base, "#3a2a1e", 0.55))).join("");
  return {
    outline: KNIT,
    body: knitBody(view, p) + opening + bands + pockets,
    top: buttons,
    focus: [320, 380],
    texture: "knit",
  };
}
