/** Trousers (pressed crease, slant pockets, belt loops) and a midi dress with a tie waist. */
import type { Drawing } from "./compose";
import type { View } from "./paths";
import { NECK_INSIDE } from "./shapes-tops";
import { both, button, drape, fold, mix, part, seam, symmetric, type Palette } from "./svg";

const TROUSERS = symmetric(
  [300, 112],
  [
    [374, 112],
    [
      [382, 160],
      [390, 212],
      [396, 262],
    ],
    [
      [400, 400],
      [400, 560],
      [404, 694],
    ],
    [316, 698],
    [
      [314, 560],
      [310, 420],
      [300, 320],
    ],
  ],
);

function trouserCommon(p: Palette): string {
  return [
    part("M226 112 L374 112 L376 140 L224 140 Z", mix(p.base, p.light, 0.12), p),
    seam("M226 134 L374 134", p, true),
    drape(both("M358 150 C360 330 360 520 362 692"), p, 5, 1.1),
    drape(both("M392 300 C394 420 394 560 398 690"), p, 7, 0.8),
    drape(both("M318 600 C330 610 344 612 356 606"), p, 4, 0.8),
    seam("M160 690 C180 686 200 686 224 690 M440 690 C420 686 400 686 376 690", p, true),
  ].join("");
}

function loops(p: Palette, xs: readonly number[]): string {
  return xs
    .map((x) => part(`M${x - 5} 108 L${x + 5} 108 L${x + 5} 146 L${x - 5} 146 Z`, mix(p.base, p.light, 0.18), p))
    .join("");
}

export function trousers(view: View, p: Palette): Drawing {
  if (view === "back") {
    const body = [
      trouserCommon(p),
      seam("M300 140 L300 320", p),
      seam("M226 186 L300 168 L374 186", p, true),
      part(both("M326 214 L374 210 L374 218 L326 222 Z"), p.shade, p, 0.7),
      loops(p, [236, 300, 364]),
    ].join("");
    return { outline: TROUSERS, body, focus: [330, 220], texture: "twill" };
  }
  const body = [
    trouserCommon(p),
    seam("M308 140 L308 252 C308 268 302 280 296 288", p, true),
    fold("M306 144 L306 250", p.shade, 4, 1.2),
    seam(both("M350 140 C360 178 374 202 392 214"), p, true),
    fold(both("M352 144 C362 180 374 202 390 212"), "#000", 5, 1.1),
    drape(both("M336 142 C338 162 340 180 342 200"), p, 4),
    loops(p, [236, 270, 330, 364]),
  ].join("");
  return {
    outline: TROUSERS,
    body,
    top: button(304, 126, 5.5, mix(p.base, "#2a2622", 0.6)),
    focus: [330, 220],
    texture: "twill",
  };
}

const DRESS = symmetric(
  [300, 140],
  [
    [
      [318, 140],
      [332, 138],
      [340, 134],
    ],
    [
      [356, 138],
      [372, 142],
      [386, 148],
    ],
    [
      [406, 156],
      [422, 174],
      [430, 196],
    ],
    [
      [424, 214],
      [412, 226],
      [398, 232],
    ],
    [
      [398, 264],
      [388, 300],
      [370, 330],
    ],
    [
      [396, 420],
      [432, 560],
      [448, 690],
    ],
    [
      [420, 702],
      [340, 706],
      [300, 704],
    ],
  ],
);

function skirt(p: Palette): string {
  return [
    [-104, 690],
    [-62, 700],
    [-20, 704],
    [22, 704],
    [64, 700],
    [106, 692],
  ]
    .map(([dx, y], i) =>
      drape(
        `M${300 + dx! * 0.32} 350 C${300 + dx! * 0.5} 450 ${300 + dx! * 0.8} 560 ${300 + dx!} ${y! - 4}`,
        p,
        i % 2 ? 7 : 10,
        0.9,
      ),
    )
    .join("");
}

export function dress(view: View, p: Palette): Drawing {
  const sleeves =
    seam(both("M386 148 C392 172 396 204 398 232"), p) + drape(both("M404 170 C412 186 418 200 420 210"), p, 4);
  const belt = part(
    "M230 318 C270 326 330 326 370 318 L372 340 C330 348 270 348 228 340 Z",
    mix(p.base, p.light, 0.1),
    p,
  );
  const knot =
    view === "front"
      ? part(
          "M330 336 C326 380 322 420 314 466 L326 470 C334 424 340 380 342 336 Z M340 336 C348 370 356 404 362 436 L374 432 C368 400 360 366 350 334 Z",
          mix(p.base, p.shade, 0.15),
          p,
        ) + part("M324 322 C330 316 344 316 350 322 C352 334 346 344 336 346 C328 344 322 334 324 322 Z", p.base, p)
      : "";
  const neck =
    view === "front"
      ? `<path d="M260 134 C272 140 286 142 300 142 C314 142 328 140 340 134 L300 232 Z" fill="${p.deep}"/>` +
        seam("M262 136 L300 232 L338 136", p) +
        fold("M300 236 L300 310", p.shade, 5, 1)
      : `<path d="${NECK_INSIDE}" fill="none"/>` +
        seam("M300 146 L300 318", p) +
        `<path d="M298 146 L302 146 L302 160 L298 160 Z" fill="${mix(p.base, "#c8c2b8", 0.6)}"/>`;
  const body = [
    sleeves,
    fold("M252 180 C246 230 248 280 258 318", p.light, 18, 0.8),
    neck,
    skirt(p),
    belt,
    seam("M230 326 C270 334 330 334 370 326", p, true),
    knot,
  ].join("");
  return { outline: DRESS, body, focus: [320, 300], texture: "smooth" };
}
