/** T-shirt, polo, jumper and cardigan, drawn as on an invisible mannequin (the front shows the inside back of the neck). */
import type { View } from "./paths";
import type { Drawing } from "./compose";
import { withPattern } from "./features";
import type { Look } from "./looks";
import { both, button, drape, fold, mix, part, seam, symmetric, type Palette } from "./svg";

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

/** A V-neck: the inside back seen through a deep V, with its rib band. */
const V_NECK = "M256 141 C270 170 286 196 300 222 C314 196 330 170 344 141";
function vNeck(p: Palette, band: number): string {
  return (
    `<path data-part="v-neck" d="${BACK_NECK} C330 170 314 196 300 222 C286 196 270 170 256 141 Z" fill="${p.deep}"/>` +
    fold("M262 150 C280 158 320 158 338 150", "#000", 4, 1.5) +
    ribBand(V_NECK, band, p)
  );
}

/** A roll neck: a knitted tube folded over above the neckline (its own piece behind the body). */
const ROLL = symmetric(
  [300, 92],
  [
    [
      [326, 92],
      [346, 94],
      [350, 100],
    ],
    [
      [352, 120],
      [350, 140],
      [348, 156],
    ],
    [
      [332, 164],
      [316, 166],
      [300, 166],
    ],
  ],
);
function rollNeck(p: Palette): { outline: string; body: string } {
  const ribs: string[] = [];
  for (let x = 254; x <= 346; x += 6) ribs.push(`M${x} ${96 + Math.abs(x - 300) * 0.05} L${x + (x - 300) * 0.02} 162`);
  return {
    outline: ROLL,
    body:
      `<path data-part="roll-neck" d="${ribs.join(" ")}" stroke="${p.shade}" stroke-width="2.6" stroke-opacity="0.55"/>` +
      `<path d="M252 100 C270 108 330 108 348 100 C340 94 260 94 252 100 Z" fill="${p.deep}" fill-opacity="0.6"/>` +
      fold("M254 128 C270 136 330 136 346 128", "#000", 5, 1.3),
  };
}

/** A chest pocket on the wearer's left (the viewer's right). */
function chestPocket(p: Palette): string {
  return part("M330 228 L376 228 L376 282 L330 282 Z", p.base, p) + seam("M330 236 L376 236", p, true);
}

/** A sleeveless top: narrow shoulders, armholes bound with a seam. */
const TANK = symmetric(
  [300, 150],
  [
    [
      [322, 150],
      [336, 146],
      [344, 141],
    ],
    [376, 146],
    [
      [382, 190],
      [404, 236],
      [430, 258],
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

/** The long-sleeve version of a jersey top: the knit outline without ribbed trims. */
function longSleeveBody(view: View, p: Palette): string {
  return [
    `<g data-part="long-sleeves"/>`,
    `<path d="${both("M434 168 C470 220 490 360 494 516 L448 520 C442 410 436 320 426 262 C430 230 433 200 434 168 Z")}" fill="${p.shade}" fill-opacity="0.16"/>`,
    seam(both("M434 168 C431 200 429 230 426 262"), p),
    seam(both("M451 548 L497 545"), p, true),
    seam("M178 560 C240 563 360 563 422 560", p, true),
    drape(both("M424 276 C402 318 386 344 370 374"), p, 8),
    drape(both("M470 330 C474 390 476 450 478 510"), p, 6, 0.8),
    drape("M354 400 C360 450 358 490 362 560", p, 9, 0.8),
    fold("M234 200 C228 270 232 340 240 410", p.light, 24, 0.9),
    view === "back" ? ribBand(BACK_NECK, 9, p) + fold("M300 160 L300 560", p.shade, 12, 0.6) : "",
  ].join("");
}

function tankBody(view: View, p: Palette): string {
  return [
    `<g data-part="sleeveless"/>`,
    seam(both("M376 150 C382 192 404 236 428 256"), p, true),
    seam("M163 548 C230 556 370 556 437 548", p, true),
    drape("M352 420 C358 470 356 515 362 560", p, 8, 0.8),
    drape("M236 440 C230 485 234 520 228 560", p, 8, 0.7),
    fold("M232 190 C226 260 230 330 238 400", p.light, 22, 0.9),
    view === "back" ? ribBand(BACK_NECK, 9, p) + fold("M300 160 L300 540", p.shade, 12, 0.6) : "",
  ].join("");
}

export function tshirt(view: View, p: Palette, look: Look = new Set()): Drawing {
  const long = look.has("long-sleeves");
  const sleeveless = !long && look.has("sleeveless");
  const front = view === "front";
  let body = long ? longSleeveBody(view, p) : sleeveless ? tankBody(view, p) : teeBody(view, p, true);
  if (front)
    body += look.has("v-neck")
      ? vNeck(p, 9)
      : `<path d="${NECK_INSIDE}" fill="${p.deep}"/>${fold("M262 150 C280 158 320 158 338 150", "#000", 4, 1.5)}${ribBand(FRONT_NECK, 9, p)}`;
  else if (!long && !sleeveless) body = teeBody(view, p, false);
  if (front && look.has("pocket")) body += chestPocket(p);
  const drawing: Drawing = {
    outline: long ? KNIT : sleeveless ? TANK : TEE,
    body,
    focus: [330, 220],
    texture: look.has("rib") ? "rib" : "weave",
  };
  return withPattern(drawing, look, p);
}

export function polo(view: View, p: Palette, look: Look = new Set()): Drawing {
  const buttons = view === "front" ? button(300, 196, 4.6, p.light) + button(300, 236, 4.6, p.light) : "";
  return withPattern(
    {
      outline: TEE,
      body:
        teeBody(view, p, true) + poloCollar(view, p) + (view === "front" && look.has("pocket") ? chestPocket(p) : ""),
      top: buttons,
      focus: [320, 220],
      texture: "weave",
    },
    look,
    p,
  );
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

/** Cables knitted in columns down the front (and back). */
function cables(p: Palette): string {
  return `<g data-part="cable">${cableColumns(p)}</g>`;
}

function cableColumns(p: Palette): string {
  const columns = [252, 300, 348].map((x) => {
    const d: string[] = [];
    for (let y = 196; y < 520; y += 28)
      d.push(
        `M${x - 9} ${y} C${x - 9} ${y + 10} ${x + 9} ${y + 14} ${x + 9} ${y + 28} M${x + 9} ${y} C${x + 9} ${y + 8} ${x + 3} ${y + 12} ${x + 1} ${y + 13}`,
      );
    return (
      `<path d="${d.join(" ")}" fill="none" stroke="${p.shade}" stroke-width="7" stroke-opacity="0.55" stroke-linecap="round"/>` +
      `<path d="${d.join(" ")}" fill="none" stroke="${p.light}" stroke-width="3" stroke-opacity="0.5" stroke-linecap="round" transform="translate(-1.5 -1.5)"/>` +
      seam(`M${x - 16} 190 L${x - 16} 530 M${x + 16} 190 L${x + 16} 530`, p)
    );
  });
  return columns.join("");
}

export function sweater(view: View, p: Palette, look: Look = new Set()): Drawing {
  const front = view === "front";
  const roll = look.has("roll-neck") ? rollNeck(p) : null;
  const neck =
    !front || roll
      ? ""
      : look.has("v-neck")
        ? vNeck(p, 12)
        : `<path d="${NECK_INSIDE}" fill="${p.deep}"/>${fold("M262 150 C280 158 320 158 338 150", "#000", 4, 1.5)}${ribBand(FRONT_NECK, 12, p)}`;
  const raglan = look.has("raglan") ? seam(both("M340 144 C370 190 400 230 426 262"), p, true) : "";
  const drawing: Drawing = {
    outline: KNIT,
    ...(roll ? { behind: [roll] } : {}),
    body: knitBody(view, p) + (look.has("cable") ? cables(p) : "") + raglan + neck,
    focus: look.has("cable") ? [300, 330] : [320, 230],
    texture: look.has("rib") ? "rib" : "knit",
  };
  return withPattern(drawing, look, p);
}

export function cardigan(view: View, p: Palette, look: Look = new Set()): Drawing {
  if (view === "back")
    return withPattern({ outline: KNIT, body: knitBody(view, p), focus: [320, 230], texture: "knit" }, look, p);
  const opening = `<path d="${BACK_NECK} L300 360 Z" fill="${p.deep}"/>${fold("M300 160 L300 350", "#000", 8, 1.2)}`;
  const bands = ribBand("M344 141 L301 362 M256 141 L299 362", 14, p) + ribBand("M300 360 L300 578", 17, p);
  const pockets = look.has("pocket")
    ? `<path d="${both("M332 440 L392 440 L392 506 L332 506 Z")}" fill="none" stroke="${p.line}" stroke-width="1.1" stroke-opacity="0.6"/>` +
      ribBand(both("M332 445 L392 445"), 10, p)
    : "";
  // Horn buttons when the name says so, else buttons in a shade of the yarn.
  const buttonColor = look.has("horn") ? mix(p.base, "#3a2a1e", 0.75) : mix(p.base, p.deep, 0.35);
  const buttons = [384, 432, 480, 528].map((y) => button(300, y, 5.5, buttonColor)).join("");
  return withPattern(
    {
      outline: KNIT,
      body: knitBody(view, p) + opening + bands + pockets,
      top: buttons,
      focus: [320, 380],
      texture: look.has("rib") ? "rib" : "knit",
    },
    look,
    p,
  );
}
