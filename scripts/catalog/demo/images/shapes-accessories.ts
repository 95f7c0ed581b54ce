/** Accessories: a leather tote, a scarf draped as if worn, a beanie, a cap and a belt laid in a loop. */
import type { Drawing } from "./compose";
import type { View } from "./paths";
import { withPattern } from "./features";
import type { Look } from "./looks";
import { ribBand } from "./shapes-tops";
import { both, drape, fold, luminance, mix, part, seam, symmetric, type Palette } from "./svg";

/** Metal fittings: brass on warm leathers, gunmetal on black and cool colours. */
function metal(p: Palette): { light: string; dark: string } {
  const warm =
    luminance(p.base) > 0.05 && Number.parseInt(p.base.slice(1, 3), 16) > Number.parseInt(p.base.slice(5, 7), 16) + 20;
  return warm ? { light: "#e2c27e", dark: "#8c6a2e" } : { light: "#c9cbcc", dark: "#5e6164" };
}

const BAG = symmetric(
  [300, 318],
  [
    [412, 318],
    [
      [420, 430],
      [428, 530],
      [432, 604],
    ],
    [
      [434, 628],
      [420, 640],
      [396, 640],
    ],
    [300, 640],
  ],
);

function handle(d: string, p: Palette, fill: string): string {
  return (
    `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="19" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${fill}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${p.stitch}" stroke-width="0.9" stroke-dasharray="3 2.4" stroke-opacity="0.6" transform="translate(0 -4)"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-width="3" stroke-opacity="0.12" transform="translate(-3 -2)"/>`
  );
}

export function bag(_view: View, p: Palette, look: Look = new Set()): Drawing {
  const m = metal(p);
  const strap = look.has("strap")
    ? `<path d="M240 345 C236 200 250 96 300 92 C350 96 364 200 360 345" fill="none" stroke="${p.line}" stroke-width="9"/>` +
      `<path d="M240 345 C236 200 250 96 300 92 C350 96 364 200 360 345" fill="none" stroke="${mix(p.base, p.shade, 0.3)}" stroke-width="7"/>`
    : "";
  const zipper = look.has("zip")
    ? `<path d="M200 336 L400 336" stroke="${m.dark}" stroke-width="5" stroke-dasharray="1.6 1.4"/>` +
      `<path d="M380 330 h10 v26 h-10 Z" fill="${m.light}" stroke="${m.dark}" stroke-width="1"/>`
    : "";
  const front = "M240 334 C240 236 262 186 300 186 C338 186 360 236 360 334";
  const back = "M224 322 C226 222 256 168 300 168 C344 168 374 222 376 322";
  const tabs = [240, 360]
    .map(
      (x) =>
        part(`M${x - 15} 314 L${x + 15} 314 L${x + 15} 356 L${x} 364 L${x - 15} 356 Z`, p.shade, p) +
        `<circle cx="${x}" cy="345" r="4.2" fill="${m.light}" stroke="${m.dark}" stroke-width="1.2"/>`,
    )
    .join("");
  const body = [
    `<path d="M188 318 L412 318 L412 352 L188 352 Z" fill="${mix(p.base, p.light, 0.15)}"/>`,
    seam("M188 352 L412 352", p, true),
    seam("M192 324 L408 324", p, true),
    drape("M252 380 C250 460 248 540 246 632", p, 8, 0.6),
    drape("M352 380 C354 460 356 540 358 632", p, 7, 0.5),
    fold("M222 364 C218 450 216 540 218 622", p.light, 30, 1.2),
    `<rect x="274" y="450" width="52" height="28" rx="3" fill="none" stroke="${p.shade}" stroke-width="1.4"/>`,
    seam(both("M410 322 C418 430 426 530 428 600"), p, true),
  ].join("");
  return {
    outline: BAG,
    under: strap + handle(back, p, p.shade),
    body: body + zipper,
    top: handle(front, p, p.base) + tabs,
    focus: [270, 350],
    texture: "leather",
    floor: { y: 642, width: 290 },
  };
}

const SCARF = [
  // The loop around an invisible neck, seen from the front: its back half shows above the ends.
  "M206 196 C206 144 250 118 300 118 C350 118 394 144 394 196 C394 220 380 236 360 244 L344 218 C356 210 362 200 362 190 C362 166 336 152 300 152 C264 152 238 166 238 190 C238 200 244 210 256 218 L240 244 C220 236 206 220 206 196 Z",
  "M226 226 C244 236 276 242 300 244 C306 360 310 480 314 610 L220 604 C222 480 224 360 226 226 Z",
  "M300 238 C330 234 360 226 380 214 C386 330 390 460 396 640 L304 646 C304 500 302 360 300 238 Z",
].join(" ");

function fringe(x1: number, x2: number, y1: number, y2: number, p: Palette): string {
  const lines: string[] = [];
  for (let x = x1 + 2; x < x2 - 1; x += 3.4) {
    const y = y1 + ((y2 - y1) * (x - x1)) / (x2 - x1);
    lines.push(`M${x.toFixed(1)} ${(y - 2).toFixed(1)} l${((x % 7) - 3) * 0.4} ${24 + (x % 5)}`);
  }
  return `<path d="${lines.join(" ")}" fill="none" stroke="${p.base}" stroke-width="2.2" stroke-linecap="round"/><path d="${lines.join(" ")}" fill="none" stroke="${p.shade}" stroke-width="0.8" stroke-opacity="0.7"/>`;
}

export function scarf(_view: View, p: Palette, look: Look = new Set()): Drawing {
  const body = [
    `<path d="M238 190 C238 166 264 152 300 152 C336 152 362 166 362 190 C362 200 356 210 344 218 L300 236 L256 218 C244 210 238 200 238 190 Z" fill="${p.deep}"/>`,
    fold("M228 232 C250 242 280 248 300 250", "#000", 8, 1.6),
    fold("M300 244 C330 240 360 232 380 220", "#000", 8, 1.4),
    fold("M302 250 C304 380 306 520 306 646", "#000", 7, 1.5),
    drape("M258 270 C256 380 262 500 264 600", p, 9),
    drape("M350 270 C352 400 356 520 360 640", p, 9),
    drape("M230 150 C250 132 276 124 300 124", p, 5, 0.8),
    seam("M220 604 L314 610 M304 646 L396 640", p),
  ].join("");
  return withPattern(
    {
      outline: SCARF,
      body,
      top: fringe(220, 314, 604, 610, p) + fringe(304, 396, 646, 640, p),
      focus: [352, 600],
      texture: look.has("rib") ? "rib" : "melange",
    },
    look,
    p,
  );
}

const BEANIE = symmetric(
  [300, 200],
  [
    [
      [352, 200],
      [394, 262],
      [400, 340],
    ],
    [
      [402, 380],
      [402, 410],
      [400, 430],
    ],
    [
      [408, 440],
      [410, 520],
      [406, 536],
    ],
    [
      [404, 546],
      [390, 548],
      [370, 548],
    ],
    [300, 548],
  ],
);

export function beanie(_view: View, p: Palette, look: Look = new Set()): Drawing {
  const ribs: string[] = [];
  for (let i = -9; i <= 9; i++)
    ribs.push(`M${300 + i * 1.2} 206 C${300 + i * 6} 260 ${300 + i * 10} 330 ${300 + i * 10.8} 434`);
  const body = [
    `<path d="${ribs.join(" ")}" fill="none" stroke="${p.shade}" stroke-width="3.2" stroke-opacity="0.5"/>`,
    `<path d="${ribs.join(" ")}" fill="none" stroke="${p.light}" stroke-width="1.4" stroke-opacity="0.45" transform="translate(-3 0)"/>`,
    ribBand("M196 490 C260 494 340 494 404 490", 104, p),
    fold("M198 440 C260 448 340 448 402 440", "#000", 6, 1.6),
    seam("M198 438 C260 446 340 446 402 438", p),
    fold("M236 260 C226 320 222 380 222 430", p.light, 22, 1),
  ].join("");
  const patch =
    part("M276 468 L324 468 L324 500 L276 500 Z", mix(p.base, "#5a3a24", 0.75), p) +
    `<path d="M280 472 L320 472 L320 496 L280 496 Z" fill="none" stroke="#e8d9bf" stroke-width="0.8" stroke-dasharray="2.4 1.8" stroke-opacity="0.7"/><path d="M292 480 L300 490 L308 480" fill="none" stroke="#e8d9bf" stroke-width="1.6" stroke-opacity="0.6"/>`;
  return {
    outline: BEANIE,
    body,
    ...(look.has("patch") ? { top: patch } : {}),
    focus: [300, 430],
    texture: "knit",
    floor: { y: 550, width: 240 },
  };
}

const BRIM =
  "M462 426 C440 482 380 510 312 510 C250 510 190 482 160 426 C200 438 250 444 308 444 C364 444 420 438 462 426 Z";
const CAP = [
  "M156 430 C156 316 222 262 308 262 C394 262 460 316 460 430 C410 442 360 448 308 448 C256 448 206 442 156 430 Z",
  BRIM,
].join(" ");

export function cap(_view: View, p: Palette): Drawing {
  const body = [
    seam("M308 266 C262 320 240 380 234 444 M308 266 L308 448 M308 266 C354 320 376 380 382 444", p, true),
    fold("M164 428 C220 452 300 462 380 456 C410 452 440 442 458 430", "#000", 9, 1.8),
    `<path d="${BRIM}" fill="${mix(p.base, p.light, 0.08)}" stroke="${p.line}" stroke-width="1.1"/>`,
    seam("M180 446 C216 480 262 498 312 498 C370 498 420 478 444 446", p, true),
    fold("M192 320 C180 360 174 400 172 424", p.light, 22, 1),
    drape("M344 320 C352 360 356 400 358 440", p, 6, 0.6),
  ].join("");
  const top =
    `<ellipse cx="308" cy="266" rx="13" ry="6" fill="${p.shade}" stroke="${p.line}" stroke-width="1"/>` +
    [
      [266, 330],
      [350, 330],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="3.4" fill="${p.deep}" stroke="${p.stitch}" stroke-width="1" stroke-opacity="0.6"/>`,
      )
      .join("") +
    `<path d="M297 386 L308 373 L319 386 M297 399 L308 386 L319 399" fill="none" stroke="${p.stitch}" stroke-width="2.4" stroke-linecap="round" stroke-opacity="0.9"/>`;
  return { outline: CAP, body, top, focus: [308, 390], texture: "twill", floor: { y: 512, width: 340 } };
}

const BELT =
  "M60 380 A240 150 0 1 1 540 380 A240 150 0 1 1 60 380 Z M96 380 A204 116 0 1 0 504 380 A204 116 0 1 0 96 380 Z";

const BUCKLES = {
  brass: { light: "#e2c27e", dark: "#8c6a2e" },
  silver: { light: "#d4d6d8", dark: "#6a6d70" },
  matt: { light: "#3a3836", dark: "#1c1b1a" },
} as const;

export function belt(_view: View, p: Palette, look: Look = new Set()): Drawing {
  const named = (["brass", "silver", "matt"] as const).find((b) => look.has(b));
  const m = named ? BUCKLES[named] : metal(p);
  const holes = [
    [362, 508],
    [392, 501],
    [422, 490],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="3.8" ry="2.8" fill="${p.deep}"/>`)
    .join("");
  const body = [
    `<path d="M66 380 A234 144 0 1 1 534 380 A234 144 0 1 1 66 380 Z M90 380 A210 122 0 1 0 510 380 A210 122 0 1 0 90 380 Z" fill="none" stroke="${p.stitch}" stroke-width="0.9" stroke-dasharray="3 2.4" stroke-opacity="0.55"/>`,
    fold("M110 300 C170 250 236 234 300 232", p.light, 12, 1.6),
    fold("M300 522 C370 522 440 500 486 456", "#000", 8, 1),
    holes,
    part("M452 462 L468 454 L480 494 L464 502 Z", p.shade, p, 0.9),
    part("M342 492 L358 490 L362 530 L346 532 Z", mix(p.base, p.shade, 0.4), p),
  ].join("");
  const frame = "M262 482 L338 482 L338 544 L262 544 Z";
  const buckle =
    fold(frame, "#000", 4, 1.8) +
    `<path d="${frame}" fill="none" stroke="${m.dark}" stroke-width="10" stroke-linejoin="round"/>` +
    `<path d="${frame}" fill="none" stroke="${m.light}" stroke-width="5.6" stroke-linejoin="round"/>` +
    `<path d="M264 480 L336 480" stroke="#fff" stroke-width="1.4" stroke-opacity="0.6"/>` +
    `<path d="M264 513 L322 511" stroke="${m.dark}" stroke-width="4.8" stroke-linecap="round"/><path d="M264 512 L322 510" stroke="${m.light}" stroke-width="2.4" stroke-linecap="round"/>`;
  return withPattern({ outline: BELT, body, top: buckle, focus: [310, 470], texture: "leather" }, look, p);
}
