/**
 * The checkout's logic without the browser (SPEC §2, §4; issue 35): the form and what the shopper
 * typed into it, SPEC §5 validation, the draft kept for 30 minutes, loading the cart's methods and
 * totals, and 'Place order' — sent until answered with one idempotency key (lib/send-order.ts),
 * 'Processing order...' meanwhile, and an order sent before a reload resumed rather than lost.
 * The island (islands/Checkout.tsx) renders its state and calls its actions; tests drive it with
 * fake calls, storage and clock.
 *
 * Typed input is never lost: `adopt` takes what the shopper typed into the server's fields before
 * hydration (the DOM is the truth until the island owns the fields), and neither the draft nor the
 * signed-in customer's name overwrites a field the shopper typed (checkout-draft.ts fillUntyped).
 */
import { atom, type ReadableAtom } from "nanostores";
import type { ShippingMethodDto, TotalsDto } from "../../schema/api/cart";
import {
  chooseMethod,
  clearDraft,
  fillUntyped,
  FORM_FIELDS,
  formErrors,
  loadDraft,
  saveDraft,
  type CheckoutForm,
  type FieldErrors,
  type FormField,
} from "./checkout-draft";
import {
  INITIAL_CHECKOUT,
  type CheckoutDeps,
  type CheckoutState,
  type Leaving,
  type SubmitExtras,
  type SubmitResult,
  type TypedCheckout,
} from "./checkout-types";

export {
  CHECKOUT_FIELD_IDS,
  INITIAL_CHECKOUT,
  type CheckoutApi,
  type CheckoutDeps,
  type CheckoutPhase,
  type CheckoutState,
  type OrderSender,
  type StepErrors,
  type SubmitExtras,
  type SubmitResult,
  type TypedCheckout,
} from "./checkout-types";

/**
 * Loading the cart's methods meets a passing fault now and then (a database that missed its 1 s
 * deadline answers 503): it is tried again after a moment, twice, before the checkout shows
 * "could not load" with its own retry button.
 */
const LOAD_TRIES = 3;
const LOAD_PAUSE_MS = 1_000;

/** A fault that says nothing about the cart: no answer, a deadline or a 5xx. */
function isPassing(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && (status === 0 || status >= 500);
}

export function createCheckout(deps: CheckoutDeps) {
  const $state = atom<CheckoutState>(INITIAL_CHECKOUT);
  let restored = false;
  const { t } = deps;

  const update = (patch: Partial<CheckoutState> | ((s: CheckoutState) => Partial<CheckoutState>)) => {
    const before = $state.get();
    const next = { ...before, ...(typeof patch === "function" ? patch(before) : patch) };
    $state.set(next);
    // Keep the details for a reload within the activity window (SPEC §4), once the draft is read.
    if (
      restored &&
      next.phase !== "empty" &&
      (next.form !== before.form ||
        next.shippingCode !== before.shippingCode ||
        next.paymentCode !== before.paymentCode)
    )
      saveDraft(
        deps.storage ?? { setItem: () => undefined },
        { form: next.form, shippingMethod: next.shippingCode, paymentMethod: next.paymentCode },
        deps.now(),
      );
  };

  const fieldError = (field: FormField, form: CheckoutForm) => {
    const key = formErrors(form)[field];
    return key ? t(key) : undefined;
  };

  /** What the shopper typed before the island owned the fields: taken as is (the DOM is the truth). */
  function adopt(typed: TypedCheckout) {
    update((s) => {
      const form = { ...s.form };
      const fields = new Set(s.typed);
      for (const field of FORM_FIELDS) {
        const value = typed[field];
        if (typeof value !== "string") continue;
        form[field] = value;
        fields.add(field);
      }
      return {
        form,
        typed: [...fields],
        terms: typeof typed.terms === "boolean" ? typed.terms : s.terms,
      };
    });
  }

  /** The pending order of an earlier page, the draft, then the cart's methods and totals. */
  async function load() {
    update({ phase: "loading" });
    const first = !restored;
    if (first) await resume();
    const draft = first ? loadDraft(deps.storage ?? { getItem: () => null }, deps.now()) : null;
    if (first) {
      const user = deps.user();
      const saved =
        draft?.form ?? (user ? { email: user.email, firstname: user.firstname, lastname: user.lastname } : {});
      update((s) => ({ form: fillUntyped(s.form, s.typed, saved) }));
      restored = true;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return await loadMethods(draft);
      } catch (error) {
        if (attempt >= LOAD_TRIES || !isPassing(error)) {
          update((s) => ({ phase: s.phase === "ready" ? s.phase : "failed" }));
          return;
        }
        await (deps.pause ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms))))(LOAD_PAUSE_MS);
      }
    }
  }

  /** The cart's methods and totals (the draft's choices kept when they are still offered). */
  async function loadMethods(draft: ReturnType<typeof loadDraft>) {
    const id = await deps.api.findCheckoutCart({});
    if (!id) return update({ phase: "empty" });
    update({ cartId: id });
    const [ships, pays, current] = await Promise.all([
      deps.api.shippingMethods({ cartId: id }),
      deps.api.paymentMethods({ cartId: id }),
      deps.api.checkoutTotals({ cartId: id }),
    ]);
    if (current.items.length === 0) return update({ phase: "empty" });
    const ship = chooseMethod(ships, $state.get().shippingCode ?? draft?.shippingMethod ?? null, (m) => m.method_code);
    const chosen = ships.find((m) => m.method_code === ship);
    update((s) => ({
      shipping: ships,
      shippingCode: ship,
      payments: pays,
      paymentCode: chooseMethod(pays, s.paymentCode ?? draft?.paymentMethod ?? null, (m) => m.code),
      totals: current,
      phase: "ready",
    }));
    // Its own small chunk: the checkout page has no room for it in its first download (the JS budget).
    void import("../analytics/checkout-events").then((m) => m.trackBeginCheckout(id, current));
    if (chosen)
      update({
        totals: await deps.api.collectTotals({
          cartId: id,
          shippingCarrierCode: chosen.carrier_code,
          shippingMethodCode: chosen.method_code,
        }),
      });
  }

  /** An order sent before this page that never got its answer: sent again with its key. */
  async function resume() {
    if (!deps.order.pending()) return;
    update({ busy: true });
    try {
      const outcome = await deps.order.resume();
      if (outcome?.kind === "placed" || outcome?.kind === "redirect") return finish(outcome);
      update({ busy: false, formError: outcome?.kind === "unconfirmed" ? t("checkout.unconfirmed") : null });
    } catch {
      update({ busy: false });
    }
  }

  /** Placed: the details are done with. A payment page keeps them, for a declined payment's return. */
  function finish(outcome: Leaving) {
    if (outcome.kind === "placed") clearDraft(deps.storage ?? { removeItem: () => undefined });
    deps.leave(outcome);
  }

  function change(field: FormField, value: string) {
    update((s) => {
      const form = { ...s.form, [field]: value };
      const errors = { ...s.errors };
      // A message already shown follows the value as it is corrected.
      if (errors[field]) errors[field] = fieldError(field, form);
      if ((field === "postcode" || field === "country_id") && errors.postcode)
        errors.postcode = fieldError("postcode", form);
      return {
        form,
        errors,
        typed: s.typed.includes(field) ? s.typed : [...s.typed, field],
        formError: null,
      };
    });
  }

  /**
   * What the address lookup answered: the street and city it found (replacing what was there, the
   * lookup knows better), or its messages beside the postcode, house number or street.
   */
  function lookedUp(found: Partial<Pick<CheckoutForm, "street" | "city">>, problems: FieldErrors = {}) {
    update((s) => {
      const form = { ...s.form, ...found };
      const errors = { ...s.errors, ...problems };
      for (const field of Object.keys(found) as FormField[]) errors[field] = undefined;
      if (Object.keys(found).length > 0) {
        errors.postcode = undefined;
        errors.housenumber = undefined;
      }
      return { form, errors };
    });
  }

  /** A saved address chosen (issue 31.8): its fields replace the delivery address's. */
  function fill(patch: Partial<CheckoutForm>) {
    update((s) => {
      const errors = { ...s.errors };
      for (const field of Object.keys(patch) as FormField[]) errors[field] = undefined;
      return { form: { ...s.form, ...patch }, errors, formError: null };
    });
  }

  function blur(field: FormField) {
    if (field === "addition") return;
    update((s) => ({ errors: { ...s.errors, [field]: fieldError(field, s.form) } }));
  }

  function setTerms(checked: boolean) {
    update((s) => ({
      terms: checked,
      formError: null,
      stepErrors: checked ? { ...s.stepErrors, terms: undefined } : s.stepErrors,
    }));
  }

  /** Prices the cart again with `next`; on failure the totals stay (placing the order prices it anyway). */
  async function refreshTotals(next: Promise<TotalsDto>) {
    update({ updating: true });
    try {
      update({ totals: await next });
    } catch {
      // The totals stay as they were.
    } finally {
      update({ updating: false });
    }
  }

  function selectShipping(method: ShippingMethodDto) {
    update((s) => ({ shippingCode: method.method_code, stepErrors: { ...s.stepErrors, point: undefined } }));
    const { cartId } = $state.get();
    if (cartId)
      void refreshTotals(
        deps.api.collectTotals({
          cartId,
          shippingCarrierCode: method.carrier_code,
          shippingMethodCode: method.method_code,
        }),
      );
  }

  function selectPayment(code: string) {
    update((s) => ({ paymentCode: code, formError: null, stepErrors: { ...s.stepErrors, payment: undefined } }));
  }

  /** 'Place order': SPEC §5 checks, then the order, sent until it is answered (checkout-submit.ts). */
  async function submit(extras: SubmitExtras = {}): Promise<SubmitResult> {
    const { submitCheckout } = await import("./checkout-submit");
    return submitCheckout({ state: $state.get(), update, t, send: deps.order.send, finish }, extras);
  }

  return {
    $state: $state as ReadableAtom<CheckoutState>,
    adopt,
    load,
    change,
    lookedUp,
    fill,
    /** The billing address is the delivery address, or its own (issue 31.8). */
    setBillingSame: (same: boolean) => update({ billingSame: same }),
    setSaveAddress: (save: boolean) => update({ saveAddress: save }),
    /** Messages a part of the form checked itself (the billing address's fields). */
    setErrors: (patch: FieldErrors) => update((s) => ({ errors: { ...s.errors, ...patch } })),
    blur,
    setTerms,
    refreshTotals,
    selectShipping,
    selectPayment,
    submit,
    /** Replaces what the summary's own forms (coupon, points) or the address changed. */
    set: (patch: Partial<Pick<CheckoutState, "payments" | "totals" | "formError" | "stepErrors">>) => update(patch),
  };
}

export type CheckoutStore = ReturnType<typeof createCheckout>;
