/** Outerwear: a belted wrap coat with shawl collar, a men's overcoat with notch lapels, a short field jacket. */
import type { Drawing } from "./compose";
import type { View } from "./paths";
import { buttonRows, waistBelt, withHood, withPattern, zip } from "./features";
import type { Look } from "./looks";
import { both, drape, fold, mix, part, seam, symmetric, type Palette } from "./svg";
import { ribBand } from "./shapes-tops";
import { wovenSleeves } from "./shapes-shirts";

const COAT = symmetric(
  [300, 124],
  [
    [
      [322, 124],
      [340, 122],
      [354, 126],
    ],
    [
      [386, 142],
      [414, 152],
      [440, 164],
    ],
    [
      [476, 222],
      [494, 380],
      [500, 540],
    ],
    [504, 588],
    [452, 592],
    [448, 540],
    [
      [444, 420],
      [438, 330],
      [430, 266],
    ],
    [
      [434, 330],
      [428, 380],
      [420, 408],
    ],
    [
      [428, 500],
      [434, 600],
      [440, 692],
    ],
    [
      [400, 698],
      [350, 700],
      [300, 700],
    ],
  ],
);

const BUTTON_HORN = "#4a3526";

function coatFront(p: Palette): string {
  const lapel =
    "M330 126 C354 130 372 146 378 170 C384 240 356 322 316 404 L300 404 C304 320 310 220 316 150 C318 138 322 130 330 126 Z";
  const belt = "M178 394 C240 404 360 404 422 394 L424 420 C360 430 240 430 176 420 Z";
  const tails =
    "M332 414 C330 460 328 500 320 548 L334 550 C342 502 344 460 344 414 Z M344 414 C352 450 360 486 364 520 L376 516 C372 482 366 448 356 412 Z";
  return [
    `<path d="M254 126 C270 122 286 121 300 121 C314 121 330 122 346 126 L300 404 Z" fill="${p.deep}"/>`,
    drape("M318 430 C322 520 326 610 330 698", p, 9, 1.3),
    seam("M318 424 C322 520 326 610 330 698", p),
    drape("M384 460 C390 540 396 620 402 696", p, 8, 0.8),
    drape("M238 470 C232 550 228 620 222 696", p, 8, 0.7),
    seam(both("M352 520 L392 508"), p),
    fold(both("M316 410 C352 334 378 258 380 180"), "#000", 6, 1.4),
    part(both(lapel), mix(p.base, p.light, 0.25), p),
    fold(both("M322 150 C318 220 312 300 306 380"), p.shade, 4, 1.2),
    part(belt, p.base, p),
    seam("M180 400 C240 410 360 410 420 400", p, true),
    part(tails, mix(p.base, p.shade, 0.2), p),
    `<path d="M318 400 C326 392 340 392 348 400 C350 412 344 424 332 426 C322 424 316 412 318 400 Z" fill="${p.base}" stroke="${p.line}" stroke-width="1.1"/>`,
  ].join("");
}

function coatBack(p: Palette): string {
  return [
    `<path d="M254 126 C270 122 286 121 300 121 C314 121 330 122 346 126 L350 150 C332 144 316 142 300 142 C284 142 268 144 250 150 Z" fill="${mix(p.base, p.light, 0.25)}" stroke="${p.line}" stroke-width="1"/>`,
    seam("M300 150 L300 600", p),
    seam("M300 600 L300 700 M306 600 L306 700", p),
    drape("M306 600 L306 698", p, 5, 1.2),
    `<path d="M178 394 C240 404 360 404 422 394 L424 420 C360 430 240 430 176 420 Z" fill="${p.base}" stroke="${p.line}" stroke-width="1"/>`,
    seam("M180 400 C240 410 360 410 420 400", p, true),
  ].join("");
}

/** A wrap coat (shawl collar, tie belt); any other coat is tailored like the overcoat. */
export function coat(view: View, p: Palette, look: Look = new Set()): Drawing {
  if (!look.has("shawl")) return overcoat(view, p, look);
  const cuffs = seam(both("M448 540 L500 537"), p, true);
  return withPattern(
    {
      outline: COAT,
      body: wovenSleeves(p, [440, 164], 540) + cuffs + (view === "front" ? coatFront(p) : coatBack(p)),
      focus: [330, 300],
      texture: "melange",
    },
    look,
    p,
  );
}

const OVERCOAT = symmetric(
  [300, 122],
  [
    [
      [322, 122],
      [340, 120],
      [356, 124],
    ],
    [
      [390, 138],
      [420, 148],
      [448, 158],
    ],
    [
      [478, 210],
      [494, 380],
      [498, 560],
    ],
    [500, 600],
    [454, 604],
    [450, 560],
    [
      [446, 440],
      [440, 340],
      [432, 268],
    ],
    [
      [436, 420],
      [436, 560],
      [438, 692],
    ],
    [
      [400, 696],
      [350, 698],
      [300, 698],
    ],
  ],
);

/** A stand collar: a band standing around the neck, closed at the front. */
function standCollar(p: Palette, y: number): string {
  return (
    `<path d="M254 ${y + 2} C270 ${y - 2} 330 ${y - 2} 346 ${y + 2} L300 ${y + 40} Z" fill="${p.deep}"/>` +
    part(
      `M250 ${y - 12} C270 ${y - 18} 330 ${y - 18} 350 ${y - 12} L356 ${y + 22} C340 ${y + 14} 320 ${y + 12} 300 ${y + 12} C280 ${y + 12} 260 ${y + 14} 244 ${y + 22} Z`,
      mix(p.base, p.light, 0.2),
      p,
    ) +
    seam(`M252 ${y - 4} C270 ${y - 10} 330 ${y - 10} 348 ${y - 4}`, p, true) +
    fold(`M246 ${y + 24} C270 ${y + 16} 330 ${y + 16} 354 ${y + 24}`, "#000", 5, 1.3)
  );
}

function overcoatFront(p: Palette, look: Look): string {
  const lapel =
    "M324 126 C346 126 372 134 384 150 L388 186 L372 194 L400 204 C390 262 346 330 312 372 L304 372 C306 300 314 200 324 126 Z";
  const flap = "M336 500 L412 496 L414 522 L338 526 Z";
  const patch = "M334 470 L414 466 L416 560 L336 564 Z";
  const tailored = look.has("lapels") || !(look.has("stand-collar") || look.has("hood"));
  const double = look.has("double");
  const closing = double ? 332 : 304;
  return [
    tailored
      ? `<path d="M254 124 C270 120 286 119 300 119 C314 119 330 120 346 124 L304 372 L296 372 Z" fill="${p.deep}"/>`
      : look.has("hood")
        ? `<path d="M254 124 C270 120 330 120 346 124 L300 150 Z" fill="${p.deep}"/>`
        : standCollar(p, 124),
    drape(`M${closing + 2} 380 L${closing + 2} 698`, p, 7, 1.2),
    seam(`M${closing} ${tailored ? 372 : 150} L${closing} 698`, p),
    drape("M380 560 C384 610 388 650 392 696", p, 8, 0.8),
    tailored ? fold(both("M312 374 C350 326 392 262 400 206"), "#000", 6, 1.3) : "",
    tailored ? part(both(lapel), mix(p.base, p.light, 0.2), p) + seam(both("M372 194 L388 186"), p) : "",
    tailored ? fold(both("M324 140 C318 210 312 290 306 360"), p.shade, 4, 1.2) : "",
    look.has("pocket")
      ? part(both(patch), p.base, p) + seam(both("M336 478 L414 474"), p, true)
      : part(both(flap), p.base, p) + fold(both("M338 528 L414 524"), "#000", 3, 1.2),
    tailored ? seam("M340 268 L384 264", p) : "",
    look.has("belt") ? waistBelt(392, p, true) : "",
  ].join("");
}

export function overcoat(view: View, p: Palette, look: Look = new Set()): Drawing {
  const back = [
    `<path d="M254 124 C270 120 286 119 300 119 C314 119 330 120 346 124 L352 150 C334 143 316 141 300 141 C284 141 266 143 248 150 Z" fill="${mix(p.base, p.light, 0.2)}" stroke="${p.line}" stroke-width="1"/>`,
    seam("M300 150 L300 590", p),
    seam("M300 590 L300 698 M308 590 L308 698", p),
    drape("M308 590 L308 696", p, 5, 1.2),
    look.has("belt") ? waistBelt(392, p, true) : seam("M300 380 C260 388 220 388 186 380", p),
  ].join("");
  const horn = mix(p.base, BUTTON_HORN, 0.6);
  const tailored = look.has("lapels") || !(look.has("stand-collar") || look.has("hood"));
  const ys = tailored ? [402, 470, 538] : [190, 260, 330, 400, 470, 540];
  const buttons = view === "front" ? buttonRows(ys, look.has("double"), 7, horn) : "";
  let drawing: Drawing = {
    outline: OVERCOAT,
    body:
      wovenSleeves(p, [448, 158], 560) +
      seam(both("M450 560 L498 557"), p, true) +
      (view === "front" ? overcoatFront(p, look) : back),
    top: buttons,
    focus: [330, 300],
    texture: "melange",
  };
  if (look.has("hood")) drawing = withHood(drawing, view, p, 124);
  return withPattern(drawing, look, p);
}

const JACKET = symmetric(
  [300, 128],
  [
    [
      [320, 128],
      [338, 127],
      [352, 130],
    ],
    [356, 150],
    [
      [386, 156],
      [414, 162],
      [440, 172],
    ],
    [
      [474, 222],
      [490, 350],
      [494, 500],
    ],
    [496, 544],
    [450, 548],
    [448, 504],
    [
      [442, 400],
      [436, 320],
      [428, 264],
    ],
    [
      [434, 360],
      [434, 450],
      [438, 548],
    ],
    [
      [400, 552],
      [350, 552],
      [300, 552],
    ],
  ],
);

function jacketFront(p: Palette, look: Look): string {
  const collar = "M303 164 C318 150 336 138 352 130 L362 152 C364 178 360 200 354 220 C336 204 318 184 303 164 Z";
  const chest = "M328 236 L390 236 L390 300 L328 300 Z";
  const chestFlap = "M326 230 L392 230 L392 256 L359 262 L326 256 Z";
  const lower = "M322 398 L404 398 L404 490 L322 490 Z";
  const blazer = look.has("lapels");
  const zipped = look.has("zip");
  const neck = look.has("hood")
    ? `<path d="M252 130 C264 127 336 127 348 130 L300 158 Z" fill="${p.deep}"/>`
    : look.has("rib-trim")
      ? `<path d="M252 130 C264 127 336 127 348 130 L300 150 Z" fill="${p.deep}"/>` +
        ribBand("M250 134 C270 150 330 150 350 134", 18, p)
      : look.has("stand-collar")
        ? standCollar(p, 130)
        : blazer
          ? `<path d="M252 130 C264 127 282 126 300 126 C318 126 336 127 348 130 L304 360 L296 360 Z" fill="${p.deep}"/>` +
            fold(both("M312 362 C350 316 390 256 398 206"), "#000", 6, 1.3) +
            part(
              both(
                "M324 130 C346 130 370 138 382 152 L386 186 L370 194 L398 204 C388 262 346 318 312 360 L304 360 C306 290 314 200 324 130 Z",
              ),
              mix(p.base, p.light, 0.2),
              p,
            ) +
            seam(both("M370 194 L386 186"), p)
          : `<path d="M252 130 C264 127 282 126 300 126 C318 126 336 127 348 130 L303 166 L297 166 Z" fill="${p.deep}"/>` +
            fold(both("M304 172 C320 186 338 202 352 224"), "#000", 5, 1.4) +
            part(both(collar), mix(p.base, p.light, 0.25), p);
  const pockets = blazer
    ? part(both("M330 430 L400 428 L400 448 L330 450 Z"), p.base, p) + seam("M330 250 L380 248", p)
    : look.has("rib-trim") && !look.has("pocket")
      ? seam(both("M340 380 L372 470"), p)
      : part(both(chest), p.base, p) +
        part(both(chestFlap), mix(p.base, p.light, 0.15), p) +
        seam(both("M328 262 L390 262"), p, true) +
        part(both(lower), p.base, p) +
        seam(both("M322 406 L404 406"), p, true);
  return [
    drape("M306 170 L306 550", p, 7, 1.2),
    zipped ? "" : seam(blazer ? "M304 360 L304 550" : "M304 166 L304 550", p, true),
    pockets,
    neck,
    look.has("rib-trim")
      ? ribBand("M176 534 C240 540 360 540 424 534", 26, p)
      : seam("M178 528 C240 534 360 534 422 528", p, true),
  ].join("");
}

export function jacket(view: View, p: Palette, look: Look = new Set()): Drawing {
  const metal = mix(p.base, "#3b3632", 0.7);
  const front = view === "front";
  const ys = look.has("lapels") ? [390, 460] : [196, 270, 344, 418, 492];
  const top = !front
    ? ""
    : look.has("zip")
      ? zip(look.has("rib-trim") ? 146 : 136, 540, p)
      : buttonRows(ys, false, 6, metal);
  const back = `<path d="M252 130 C264 127 282 126 300 126 C318 126 336 127 348 130 L356 150 C336 144 318 142 300 142 C282 142 264 144 244 150 Z" fill="${mix(p.base, p.light, 0.25)}" stroke="${p.line}" stroke-width="1"/>${seam("M188 222 C240 232 360 232 412 222", p, true)}${look.has("rib-trim") ? ribBand("M176 534 C240 540 360 540 424 534", 26, p) : seam("M178 528 C240 534 360 534 422 528", p, true)}`;
  const cuffs = look.has("rib-trim") ? ribBand(both("M449 530 L495 527"), 30, p) : "";
  let drawing: Drawing = {
    outline: JACKET,
    body: wovenSleeves(p, [440, 172], 504) + cuffs + (front ? jacketFront(p, look) : back),
    top,
    focus: [340, 250],
    texture: look.has("lapels") ? "melange" : "twill",
  };
  if (look.has("hood")) drawing = withHood(drawing, view, p, 130);
  return withPattern(drawing, look, p);
}
