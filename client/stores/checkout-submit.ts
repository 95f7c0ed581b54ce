import { ApiError } from "../api/errors";
import { trackCheckoutChoices } from "../analytics/checkout-events";
import type { MessageKey } from "../i18n/messages/types";
import type { OrderChoice, SendOutcome } from "../lib/send-order";
import type { CheckoutState, StepErrors, SubmitExtras, SubmitResult } from "./checkout";
import { billingErrors, toBillingAddress } from "./checkout-billing";
import { COLLECT_METHOD } from "../../schema/constants";
import {
  chooseMethod,
  FORM_FIELDS,
  formErrors,
  isServicePointMethod,
  serverFieldErrors,
  toAddress,
  type FieldErrors,
} from "./checkout-draft";

/** What 'Place order' works with: the checkout's state and how it changes it, sends and leaves. */
export interface SubmitContext {
  state: CheckoutState;
  update: (patch: Partial<CheckoutState> | ((s: CheckoutState) => Partial<CheckoutState>)) => void;
  t: (key: MessageKey) => string;
  send: (choice: OrderChoice) => Promise<SendOutcome>;
  finish: (outcome: Extract<SendOutcome, { kind: "placed" | "redirect" }>) => void;
}

/**
 * 'Place order' (stores/checkout.ts `submit`): SPEC §5 checks, then the order, sent until it is
 * answered (lib/send-order.ts). Its own chunk: the checkout loads it at the first click.
 */
export async function submitCheckout(
  { state: s, update, t, send, finish }: SubmitContext,
  extras: SubmitExtras,
): Promise<SubmitResult> {
  if (s.busy || !s.cartId || !s.shipping) return "busy";
  const found = { ...formErrors(s.form), ...(s.billingSame ? {} : billingErrors(s.form)) };
  const errors: FieldErrors = {};
  for (const field of FORM_FIELDS) {
    const key = found[field];
    if (key) errors[field] = t(key);
  }
  const method = s.shipping.find((m) => m.method_code === s.shippingCode);
  const payment = s.payments?.find((m) => m.code === s.paymentCode) ?? null;
  const stepErrors: StepErrors = {
    point:
      method && isServicePointMethod(method.method_code) && extras.pointMissing
        ? t("checkout.point.required")
        : method?.method_code === COLLECT_METHOD && !extras.pickupStore
          ? t("checkout.collect.required")
          : undefined,
    payment: payment ? undefined : t("checkout.pay.required"),
    terms: s.terms ? undefined : t("checkout.terms.required"),
  };
  const invalid =
    Object.keys(errors).length > 0 ||
    !method ||
    !payment ||
    stepErrors.point ||
    stepErrors.terms ||
    extras.accountProblem;
  update({ errors, stepErrors, formError: invalid ? t("form.fixErrors") : null });
  if (invalid) return "invalid";
  const choice: OrderChoice = {
    cartId: s.cartId,
    address: toAddress(s.form),
    ...(s.billingSame ? {} : { billing: toBillingAddress(s.form) }),
    ...(s.saveAddress ? { saveAddress: true } : {}),
    method,
    payment: payment.code,
    ...(method.method_code === COLLECT_METHOD && extras.pickupStore ? { pickupStore: extras.pickupStore } : {}),
  };
  // No connection: the order can still be made, kept on this device (SPEC §4 offline orders).
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    await (await import("./checkout-offline")).orderOffline(s, choice, payment);
    return "offline";
  }
  update({ busy: true });
  trackCheckoutChoices(s.cartId, s.totals, method.method_code, payment.code);
  if (extras.beforeOrder && !(await extras.beforeOrder())) {
    update({ busy: false, formError: t("form.fixErrors") });
    return "invalid";
  }
  try {
    const outcome = await send(choice);
    if (outcome.kind === "unconfirmed") {
      // It may have been placed: never a failure; the next click sends the same key again.
      update({ busy: false, formError: t("checkout.unconfirmed") });
      return "unconfirmed";
    }
    if (outcome.kind === "payment-unavailable") {
      update((now) => ({
        totals: outcome.totals,
        payments: outcome.methods,
        paymentCode: chooseMethod(outcome.methods, null, (m) => m.code),
        stepErrors: { ...now.stepErrors, payment: t("checkout.pay.required") },
        formError: t("form.fixErrors"),
        busy: false,
      }));
      return "invalid";
    }
    finish(outcome);
    return "left";
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "checkout failed", error: String(error) }));
    if (error instanceof ApiError) {
      const fields = serverFieldErrors(error.fields);
      const known = error.status >= 400 && error.status < 500 && error.message;
      update((now) => ({
        errors: { ...now.errors, ...fields },
        stepErrors: {
          ...now.stepErrors,
          ...(error.fields?.servicePoint ? { point: error.fields.servicePoint } : {}),
          ...(error.fields?.pickup_store ? { point: error.fields.pickup_store } : {}),
          ...(error.fields?.payment_method_code ? { payment: error.fields.payment_method_code } : {}),
        },
        formError: known ? error.message : t("checkout.failed"),
        busy: false,
      }));
      return Object.keys(fields).length > 0 ? "invalid" : "refused";
    }
    update({ busy: false, formError: t("checkout.failed") });
    return "refused";
  }
}
