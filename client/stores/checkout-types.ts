/**
 * The checkout store's contract (checkout.ts holds its behaviour): its state, the calls it makes
 * and the sender it uses (tests pass fakes), what 'Place order' takes and answers, the initial
 * state and the ids of the fields the checkout renders.
 */
import type { PaymentMethodDto, ShippingMethodDto, TotalsDto } from "../../schema/api/cart";
import type { CallOptions } from "../api/request";
import type { FieldValue } from "../hydrate/typed";
import type { MessageKey } from "../i18n/messages/types";
import type { OrderChoice, SendOutcome } from "../lib/send-order";
import { EMPTY_FORM, FORM_FIELDS, type CheckoutForm, type FieldErrors, type FormField } from "./checkout-draft";
import type { UserSummary } from "./user";

export type CheckoutPhase = "loading" | "ready" | "empty" | "failed";

export interface StepErrors {
  point?: string;
  payment?: string;
  terms?: string;
}

export interface CheckoutState {
  phase: CheckoutPhase;
  cartId: string | null;
  totals: TotalsDto | null;
  shipping: ShippingMethodDto[] | null;
  payments: PaymentMethodDto[] | null;
  form: CheckoutForm;
  /** The fields the shopper typed into (before hydration or since): no draft overwrites them. */
  typed: readonly FormField[];
  errors: FieldErrors;
  shippingCode: string | null;
  paymentCode: string | null;
  terms: boolean;
  /** The billing address is the delivery address (the default); else the billing_ fields hold it. */
  billingSame: boolean;
  /** A signed-in customer keeps the delivery address in their address book with the order. */
  saveAddress: boolean;
  stepErrors: StepErrors;
  /** The order is being placed (or a pending one resumed): 'Processing order...'. */
  busy: boolean;
  formError: string | null;
  /** The totals are being priced again. */
  updating: boolean;
}

/** The reads the checkout makes (client/api/checkout.ts; tests pass fakes). */
export interface CheckoutApi {
  findCheckoutCart(query: Record<string, never>): Promise<string | null>;
  shippingMethods(query: { cartId: string }): Promise<ShippingMethodDto[]>;
  paymentMethods(query: { cartId: string }): Promise<PaymentMethodDto[]>;
  checkoutTotals(query: { cartId: string }): Promise<TotalsDto>;
  collectTotals(
    query: { cartId: string; shippingCarrierCode?: string; shippingMethodCode?: string },
    options?: CallOptions,
  ): Promise<TotalsDto>;
}

/**
 * How orders are placed (lib/send-order.ts orderSender; the browser loads it only when needed):
 * whether an earlier page left an order unanswered, sending one, and sending that one again.
 */
export interface OrderSender {
  pending: () => boolean;
  send: (choice: OrderChoice) => Promise<SendOutcome>;
  resume: () => Promise<SendOutcome | null>;
}

export type Leaving = Extract<SendOutcome, { kind: "placed" | "redirect" }>;

export interface CheckoutDeps {
  api: CheckoutApi;
  order: OrderSender;
  /** localStorage, for the draft; null where there is none. */
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  now: () => number;
  /** The signed-in customer, whose name and e-mail address start an empty form. */
  user: () => UserSummary | null;
  t: (key: MessageKey) => string;
  /** Leaves the checkout: to the confirmation (`placed`) or the provider's page (`redirect`). */
  leave: (outcome: Leaving) => void;
  /** Waits before loading again after a passing fault (the tests' clock skips it). */
  pause?: (ms: number) => Promise<void>;
}

/** What the island checked itself before 'Place order' (the service point picker, the new account). */
export interface SubmitExtras {
  /** A service point delivery without a chosen point. */
  pointMissing?: boolean;
  /** Click & collect: the chosen pick-up store's slug (null: none chosen yet). */
  pickupStore?: string | null;
  /** The new account's password problem, if any (translated). */
  accountProblem?: string | null;
  /** Runs once everything is valid, before the order (creating the account); false stops there. */
  beforeOrder?: () => Promise<boolean>;
}

/** `offline`: there was no connection; the offline order modal took over (SPEC §4 offline orders). */
export type SubmitResult = "invalid" | "refused" | "unconfirmed" | "left" | "busy" | "offline";

export const INITIAL_CHECKOUT: CheckoutState = {
  phase: "loading",
  cartId: null,
  totals: null,
  shipping: null,
  payments: null,
  form: EMPTY_FORM,
  typed: [],
  errors: {},
  shippingCode: null,
  paymentCode: null,
  terms: false,
  billingSame: true,
  saveAddress: false,
  stepErrors: {},
  busy: false,
  formError: null,
  updating: false,
};

/** What `adopt` takes: the form's fields and the terms box, by the keys of CHECKOUT_FIELD_IDS. */
export type TypedCheckout = Partial<Record<FormField | "terms", FieldValue>>;

/** The element ids of the fields the checkout renders (AddressStep, PlaceOrder), by form key. */
export const CHECKOUT_FIELD_IDS: Readonly<Record<FormField | "terms", string>> = {
  ...(Object.fromEntries(FORM_FIELDS.map((f) => [f, `checkout-${f}`])) as Record<FormField, string>),
  terms: "checkout-terms",
};
