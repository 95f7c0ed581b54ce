/** A men's shirt (point collar, placket, chest pocket, shirttail hem) and a tie-neck blouse. */
import type { Drawing } from "./compose";
import type { View } from "./paths";
import { withPattern } from "./features";
import type { Look } from "./looks";
import { both, button, drape, fold, mix, part, seam, symmetric, type Palette } from "./svg";

const SHIRT = symmetric(
  [300, 130],
  [
    [
      [320, 130],
      [336, 129],
      [348, 132],
    ],
    [352, 146],
    [
      [380, 152],
      [410, 158],
      [436, 168],
    ],
    [
      [468, 214],
      [486, 350],
      [490, 500],
    ],
    [492, 550],
    [448, 554],
    [446, 504],
    [
      [440, 400],
      [434, 320],
      [426, 262],
    ],
    [
      [432, 360],
      [430, 470],
      [432, 560],
    ],
    [
      [404, 576],
      [352, 594],
      [300, 596],
    ],
  ],
);

/** Shading shared by the woven long-sleeve tops: sleeve in shadow, elbow creases, body drape. */
export function wovenSleeves(p: Palette, shoulder: readonly [number, number], cuffTop: number): string {
  const [sx, sy] = shoulder;
  return [
    seam(both(`M${sx} ${sy} C${sx - 4} ${sy + 34} ${sx - 8} ${sy + 64} 426 262`), p),
    seam(both(`M448 ${cuffTop} L490 ${cuffTop - 3}`), p, true),
    drape(both("M452 400 C462 392 474 392 484 398"), p, 4),
    drape(both("M448 430 C460 424 472 426 486 432"), p, 4, 0.8),
    drape(both("M422 278 C400 318 384 344 366 376"), p, 8),
    fold("M232 200 C226 270 230 340 238 410", p.light, 24, 0.9),
  ].join("");
}

function shirtFront(p: Palette, look: Look): string {
  const inside = `<path d="M252 132 C264 129 280 130 300 130 C320 130 336 129 348 132 L303 160 L297 160 Z" fill="${p.deep}"/>`;
  const leaf = "M303 160 C318 148 334 138 348 132 L356 150 C356 168 350 184 342 198 C328 186 314 172 303 160 Z";
  const placket =
    part("M291 160 L309 160 L309 592 L291 592 Z", p.base, p) + seam("M294 166 L294 590 M306 166 L306 590", p, false);
  const pocket = part("M328 232 L374 232 L374 290 L351 298 L328 290 Z", p.base, p) + seam("M328 238 L374 238", p, true);
  const band =
    part("M250 128 C270 122 330 122 350 128 L352 150 C332 144 268 144 248 150 Z", mix(p.base, p.light, 0.4), p) +
    seam("M252 136 C270 130 330 130 348 136", p, true);
  return [
    inside,
    placket,
    look.has("pocket") ? pocket + (look.has("button-down") ? "" : "") : "",
    look.has("stand-collar")
      ? band
      : fold(both("M304 170 C320 182 334 194 344 206"), "#000", 5, 1.4) +
        `<path d="${both(leaf)}" fill="${mix(p.base, p.light, 0.4)}" stroke="${p.line}" stroke-width="1.1" stroke-linejoin="round"/>` +
        seam(both("M309 160 C322 150 336 142 346 138"), p, true),
    drape("M360 330 C366 400 362 480 368 560", p, 8, 0.7),
    drape("M246 360 C240 430 244 500 236 570", p, 8, 0.6),
  ].join("");
}

function shirtBack(p: Palette): string {
  return [
    `<path d="M252 132 C264 129 280 130 300 130 C320 130 336 129 348 132 L352 146 C336 142 320 141 300 141 C280 141 264 142 248 146 Z" fill="${mix(p.base, p.light, 0.4)}" stroke="${p.line}" stroke-width="1"/>`,
    seam("M186 204 C240 214 360 214 414 204", p, true),
    fold("M300 214 L300 580", p.shade, 10, 0.7),
    seam("M286 214 L286 250 M314 214 L314 250", p),
  ].join("");
}

export function shirt(view: View, p: Palette, look: Look = new Set()): Drawing {
  const buttonColor = mix(p.base, "#f3efe6", 0.75);
  const buttons =
    view === "front"
      ? [168, 222, 282, 342, 402, 462, 522].map((y) => button(300, y, 4.4, buttonColor)).join("") +
        button(470, 528, 3.6, buttonColor) +
        button(130, 528, 3.6, buttonColor) +
        (look.has("button-down") ? button(338, 190, 3.2, buttonColor) + button(262, 190, 3.2, buttonColor) : "")
      : "";
  return withPattern(
    {
      outline: SHIRT,
      body: wovenSleeves(p, [436, 168], 504) + (view === "front" ? shirtFront(p, look) : shirtBack(p)),
      top: buttons,
      focus: [320, 220],
      texture: "weave",
    },
    look,
    p,
  );
}

const BLOUSE = symmetric(
  [300, 140],
  [
    [
      [320, 140],
      [334, 138],
      [344, 136],
    ],
    [
      [372, 146],
      [400, 152],
      [424, 162],
    ],
    [
      [470, 222],
      [500, 340],
      [502, 466],
    ],
    [
      [502, 500],
      [490, 520],
      [478, 530],
    ],
    [478, 558],
    [442, 560],
    [442, 532],
    [
      [430, 520],
      [424, 498],
      [430, 466],
    ],
    [
      [434, 380],
      [428, 320],
      [420, 262],
    ],
    [
      [428, 360],
      [432, 460],
      [438, 572],
    ],
    [
      [390, 578],
      [340, 580],
      [300, 580],
    ],
  ],
);

function bow(p: Palette): string {
  const fill = mix(p.base, p.light, 0.3);
  const loop = "M300 176 C318 150 360 144 366 166 C370 186 336 196 300 184 Z";
  const tailRight = "M306 184 C318 230 326 280 340 336 L322 342 C312 286 304 232 298 188 Z";
  const tailLeft = "M296 186 C288 236 278 282 266 328 L284 334 C294 286 302 236 304 188 Z";
  return (
    fold("M276 196 C290 206 310 206 324 196", "#000", 7, 1.4) +
    fold("M334 344 C318 290 312 240 304 196", "#000", 7, 1.1) +
    part(tailLeft, mix(fill, p.shade, 0.3), p) +
    part(tailRight, fill, p) +
    drape("M324 250 C328 280 330 300 334 330", p, 3, 0.8) +
    part(both(loop), fill, p) +
    fold(both("M312 174 C330 166 348 164 356 170"), p.shade, 3, 1.4) +
    `<ellipse cx="300" cy="181" rx="11" ry="10" fill="${fill}" stroke="${p.line}" stroke-width="1"/>`
  );
}

export function blouse(view: View, p: Palette, look: Look = new Set()): Drawing {
  const neckInside = `<path d="M256 140 C268 146 284 150 300 150 C316 150 332 146 344 140 C336 158 320 168 300 168 C280 168 264 158 256 140 Z" fill="${p.deep}"/>`;
  const neckband =
    view === "front"
      ? neckInside +
        `<path d="M256 140 C264 158 280 168 300 168 C320 168 336 158 344 140" fill="none" stroke="${mix(p.base, p.light, 0.3)}" stroke-width="9"/>` +
        seam("M259 146 C268 162 282 172 300 172 C318 172 332 162 341 146", p)
      : `<path d="M256 140 C268 146 284 150 300 150 C316 150 332 146 344 140" fill="none" stroke="${mix(p.base, p.light, 0.3)}" stroke-width="9"/>`;
  const gathers = [-40, -14, 14, 40]
    .map((dx) =>
      drape(`M${300 + dx} 176 C${300 + dx * 1.2} 260 ${300 + dx * 1.4} 340 ${300 + dx * 1.5} 420`, p, 5, 0.5),
    )
    .join("");
  const cuffs =
    seam(both("M442 532 L478 530"), p, true) + fold(both("M446 520 C452 510 458 506 466 504"), p.shade, 4, 1.2);
  const body = [
    wovenSleeves(p, [424, 162], 532),
    drape(both("M468 300 C478 360 484 420 486 470"), p, 7, 0.9),
    view === "front"
      ? gathers
      : fold("M300 160 L300 570", p.shade, 10, 0.6) + seam("M200 220 C260 232 340 232 400 220", p),
    neckband,
    view === "front" && look.has("bow") ? bow(p) : "",
    view === "front" && look.has("v-neck") && !look.has("bow")
      ? `<path data-part="v-neck" d="M262 146 C276 172 290 196 300 216 C310 196 324 172 338 146 Z" fill="${p.deep}"/>` +
        seam("M262 146 C276 172 290 196 300 216 C310 196 324 172 338 146", p, true)
      : "",
    drape("M362 420 C366 480 364 530 368 572", p, 9, 0.7),
    cuffs,
  ].join("");
  return withPattern({ outline: BLOUSE, body, focus: [310, 220], texture: "smooth" }, look, p);
}
