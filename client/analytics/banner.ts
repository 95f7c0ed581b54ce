/**
 * The consent banner (issue 34), built with the DOM when page.ts asks for it: the shopper has not
 * chosen yet, or pressed a `data-consent-open` button (the footer's "Cookie settings"). It shows
 * over the foot of the page (fixed, so nothing moves); "Reject all" sits beside "Accept all" and
 * weighs the same; "Choose per purpose" opens a checkbox per purpose. Opened again, it shows the
 * purposes with the stored choice ticked, takes focus, closes on Escape and gives focus back. No
 * island and no React root: a page pays nothing for it until it shows, a returning shopper never
 * downloads it (the checkout's JS budget has no room for more), and its words come with it.
 */
import type { StoreCode } from "../../domain/store-views";
import { loadConsentStrings, type ConsentStrings } from "../components/consent/consent-strings";
import { applyConsent, type Purposes } from "./consent";
import { readConsent } from "./consent-state";

const OPTIONAL = ["preferences", "statistics", "marketing"] as const;
let shown: HTMLElement | null = null;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function purpose(strings: ConsentStrings, name: (typeof OPTIONAL)[number] | "necessary", checked: boolean) {
  const box = el("input", { type: "checkbox", name });
  box.checked = checked;
  box.disabled = name === "necessary";
  const label = name === "necessary" ? `${strings.necessary} (${strings.alwaysOn})` : strings[name];
  return el(
    "label",
    { class: "consent__purpose" },
    box,
    el("span", {}, el("strong", {}, label), ` — ${strings[`${name}Text`]}`),
  );
}

/** Shows the banner (again); `opener` is the button that asked for it, if any. */
export async function showBanner(store: StoreCode, gtm: string | undefined, opener: HTMLElement | null): Promise<void> {
  const strings = await loadConsentStrings[store]();
  shown?.remove();
  const stored = readConsent();
  const purposes = el(
    "fieldset",
    { class: "consent__purposes" },
    el("legend", { class: "visually-hidden" }, strings.purposes),
    purpose(strings, "necessary", true),
    ...OPTIONAL.map((name) => purpose(strings, name, stored?.[name] ?? false)),
  );
  purposes.hidden = opener === null;
  const button = (label: string, variant: string, onClick: () => void) => {
    const b = el("button", { type: "button", class: `btn btn--${variant}` }, label);
    b.addEventListener("click", onClick);
    return b;
  };
  const box = el("div", {
    class: "consent",
    role: "dialog",
    "aria-modal": "false",
    "aria-labelledby": "consent-title",
    "aria-describedby": "consent-text",
  });
  const close = () => {
    box.remove();
    shown = null;
    opener?.focus();
  };
  const decide = (chosen: Purposes) => {
    applyConsent(chosen, gtm);
    close();
  };
  const on = (name: string) => purposes.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.checked;
  const all = (yes: boolean): Purposes => ({ preferences: yes, statistics: yes, marketing: yes });
  const focusFirst = () => purposes.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus();
  const save = button(strings.save, "primary", () =>
    decide({ preferences: on("preferences"), statistics: on("statistics"), marketing: on("marketing") }),
  );
  const choose = button(strings.choose, "tertiary", () => {
    purposes.hidden = false;
    choose.replaceWith(save);
    focusFirst();
  });
  box.append(
    el("h2", { class: "consent__title", id: "consent-title" }, strings.title),
    el("p", { class: "consent__text", id: "consent-text" }, strings.text),
    purposes,
    el(
      "div",
      { class: "consent__actions" },
      button(strings.reject, "secondary", () => decide(all(false))),
      button(strings.accept, "secondary", () => decide(all(true))),
      opener ? save : choose,
    ),
  );
  box.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && opener) close();
  });
  document.body.append(box);
  shown = box;
  if (opener) focusFirst();
}
