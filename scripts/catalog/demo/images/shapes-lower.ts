/** Trousers (pressed crease, slant pockets, belt loops) and a midi dress with a tie waist. */
import type { Drawing } from "./compose";
import type { View } from "./paths";
import { buttonRows, withPattern } from "./features";
import type { Look } from "./looks";
import { NECK_INSIDE } from "./shapes-tops";
import { both, button, drape, fold, mirrored, mix, part, seam, symmetric, type Palette } from "./svg";

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

/** Wide legs flaring from the hip. */
const WIDE_TROUSERS = symmetric(
  [300, 112],
  [
    [374, 112],
    [
      [384, 160],
      [394, 212],
      [402, 262],
    ],
    [
      [412, 400],
      [424, 560],
      [438, 694],
    ],
    [312, 698],
    [
      [310, 560],
      [308, 420],
      [300, 320],
    ],
  ],
);

export function trousers(view: View, p: Palette, look: Look = new Set()): Drawing {
  const drawing = trouserDrawing(view, p);
  const wide = look.has("wide");
  const extra: string[] = [];
  if (look.has("turn-ups"))
    extra.push(
      part(
        both(wide ? "M312 656 L434 652 L438 694 L312 698 Z" : "M316 656 L402 652 L404 694 L316 698 Z"),
        mix(p.base, p.light, 0.1),
        p,
      ),
      fold(both(wide ? "M314 652 L434 648" : "M318 652 L402 648"), "#000", 4, 1.4),
    );
  if (look.has("pleats") && view === "front")
    extra.push(fold(both("M336 142 C338 170 340 200 342 232"), "#000", 4, 1.3), seam(both("M336 140 L340 228"), p));
  if (look.has("drawstring")) {
    const gathers: string[] = [];
    for (let x = 230; x <= 370; x += 7) gathers.push(`M${x} 114 L${x} 138`);
    extra.push(`<path d="${gathers.join(" ")}" stroke="${p.shade}" stroke-width="2.4" stroke-opacity="0.6"/>`);
    if (view === "front")
      extra.push(
        `<path d="M296 128 C290 160 284 190 280 214 M304 128 C312 160 318 192 324 218" fill="none" stroke="${mix(p.base, "#efe9dd", 0.75)}" stroke-width="4" stroke-linecap="round"/>`,
      );
  }
  if (look.has("denim")) {
    const thread = "#c9933a";
    extra.push(
      `<path d="M226 134 L374 134 M308 140 L308 252 C308 268 302 280 296 288 ${both("M350 140 C360 178 374 202 392 214")}" fill="none" stroke="${thread}" stroke-width="1.4" stroke-dasharray="3 2" stroke-opacity="0.9"/>`,
      `<circle cx="354" cy="146" r="3" fill="#b8a27a"/><circle cx="246" cy="146" r="3" fill="#b8a27a"/>`,
    );
  }
  return withPattern(
    {
      ...drawing,
      outline: wide ? WIDE_TROUSERS : drawing.outline,
      body: drawing.body + extra.join(""),
      texture: look.has("denim") ? "twill" : drawing.texture,
    },
    look,
    p,
  );
}

function trouserDrawing(view: View, p: Palette): Drawing {
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

/** The dress without its cap sleeves. */
const DRESS_SLEEVELESS = symmetric(
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
      [392, 178],
      [396, 206],
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
const LONG_SLEEVE = "M384 146 C422 168 448 300 460 474 L424 480 C418 380 408 292 396 232 Z";

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

export function dress(view: View, p: Palette, look: Look = new Set()): Drawing {
  const sleeveless = look.has("sleeveless") && !look.has("long-sleeves");
  const sleeves = sleeveless
    ? `<g data-part="sleeveless"/>` + seam(both("M386 150 C392 178 396 206 398 232"), p, true)
    : seam(both("M386 148 C392 172 396 204 398 232"), p) + drape(both("M404 170 C412 186 418 200 420 210"), p, 4);
  const cuff = "M424 472 L460 466";
  const crease = "M402 300 C408 360 412 420 414 470";
  const longSleeves = look.has("long-sleeves")
    ? [
        {
          outline: LONG_SLEEVE,
          body: `<g data-part="long-sleeves"/>` + seam(cuff, p, true) + drape(crease, p, 6, 0.8),
        },
        { outline: mirrored(LONG_SLEEVE), body: seam(mirrored(cuff), p, true) + drape(mirrored(crease), p, 6, 0.8) },
      ]
    : [];
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
    view === "front" && look.has("placket")
      ? part("M292 232 L308 232 L308 318 L292 318 Z", p.base, p) +
        part("M292 348 L308 348 L308 700 L292 700 Z", p.base, p)
      : "",
  ].join("");
  const buttons =
    view === "front" && look.has("placket")
      ? buttonRows([250, 284, 372, 420, 468, 516, 564], false, 4.4, mix(p.base, "#f3efe6", 0.7))
      : "";
  return withPattern(
    {
      outline: sleeveless ? DRESS_SLEEVELESS : DRESS,
      behind: longSleeves,
      body,
      top: buttons,
      focus: [320, 300],
      texture: "smooth",
    },
    look,
    p,
  );
}
