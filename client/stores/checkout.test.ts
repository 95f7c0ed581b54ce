import { describe, expect, it } from "vitest";
import type { PaymentMethodDto, ShippingMethodDto, TotalsDto } from "../../schema/api/cart";
import type { OrderRequest, PlacedOrderDto } from "../api/checkout";
import { ApiError } from "../api/errors";
import type { RetryClock } from "../lib/order-retry";
import { orderSender, storedAttempts, type OrderApi } from "../lib/send-order";
import { createCheckout, type CheckoutDeps } from "./checkout";
import { ATTEMPT_KEY, DRAFT_KEY, EMPTY_FORM, saveDraft, type CheckoutForm } from "./checkout-draft";

const NOW = 1_800_000_000_000;

const typed: CheckoutForm = {
  ...EMPTY_FORM,
  email: "anna@example.com",
  firstname: "Anna",
  lastname: "de Vries",
  street: "Keizersgracht",
  housenumber: "123",
  postcode: "1015 CJ",
  city: "Amsterdam",
};

const home: ShippingMethodDto = {
  carrier_code: "dhl",
  method_code: "home",
  carrier_title: "DHL",
  method_title: "Home delivery",
  amount: 0,
  price_incl_tax: 0,
  available: true,
  default: true,
};
const bank: PaymentMethodDto = { code: "banktransfer", title: "Bank transfer", is_redirect: false, default: true };
const totals = { grand_total: 4995, items: [{ sku: "A" }] } as unknown as TotalsDto;

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const placed = (orderId: string): PlacedOrderDto => ({
  orderId,
  incrementId: "NL100001",
  status: "placed",
  grandTotal: 4995,
  currency: "EUR",
  paymentMethod: "banktransfer",
  redirect: false,
});

/**
 * A checkout over fake calls: `answers` are what POST /api/order does, try after try (an Error is
 * thrown, anything else answered); every try's key and body are recorded.
 */
function setup(
  options: {
    storage?: ReturnType<typeof memoryStorage>;
    answers?: (PlacedOrderDto | Error)[];
    user?: { email: string; firstname: string; lastname: string } | null;
    /** Calls to replace (a fault to inject). */
    api?: Partial<CheckoutDeps["api"]>;
  } = {},
) {
  const storage = options.storage ?? memoryStorage();
  const answers = [...(options.answers ?? [placed("order-1")])];
  const tries: { key: string; body: OrderRequest }[] = [];
  const left: unknown[] = [];
  let tokens = 0;
  let now = NOW;
  const pauses: number[] = [];
  const clock: RetryClock = {
    now: () => now,
    sleep: (ms) => {
      now += ms;
      return Promise.resolve();
    },
  };
  const orderApi: OrderApi = {
    shippingInformation: () => Promise.resolve({ payment_methods: [bank], totals }),
    collectTotals: () => Promise.resolve(totals),
    pullCheckoutCart: () => Promise.resolve([{ sku: "A", qty: 1 }] as never),
    paymentToken: () => Promise.resolve(`key-${++tokens}`),
    placeOrder: (body, key) => {
      tries.push({ key, body });
      const answer = answers.shift() ?? new ApiError(0, "NETWORK", "Network failure");
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    startTransaction: ({ orderId }) => Promise.resolve(`https://pay.example/${orderId}`),
  };
  const deps: CheckoutDeps = {
    api: {
      findCheckoutCart: () => Promise.resolve("cart-1"),
      shippingMethods: () => Promise.resolve([home]),
      paymentMethods: () => Promise.resolve([bank]),
      checkoutTotals: () => Promise.resolve(totals),
      collectTotals: () => Promise.resolve(totals),
      ...options.api,
    },
    pause: (ms) => {
      pauses.push(ms);
      return Promise.resolve();
    },
    order: orderSender({ api: orderApi, attempts: storedAttempts(storage, clock.now), clock }),
    storage,
    now: clock.now,
    user: () => options.user ?? null,
    t: (key) => key,
    leave: (outcome) => void left.push(outcome),
  };
  return { checkout: createCheckout(deps), storage, tries, left, answers, pauses };
}

describe("checkout store: typed input is never lost", () => {
  it("adopts what was typed before hydration, terms included, and keeps it through loading", async () => {
    const { checkout } = setup();
    checkout.adopt({ email: typed.email, firstname: "Anna", country_id: "BE", terms: true });
    await checkout.load();
    const s = checkout.$state.get();
    expect(s.phase).toBe("ready");
    expect(s.form).toMatchObject({ email: typed.email, firstname: "Anna", country_id: "BE" });
    expect(s.terms).toBe(true);
    expect(s.typed).toEqual(expect.arrayContaining(["email", "firstname", "country_id"]));
  });

  it("a resumed draft fills the untyped fields and never overwrites a typed one", async () => {
    const storage = memoryStorage();
    saveDraft(
      storage,
      { form: { ...typed, email: "old@example.com", country_id: "DE" }, shippingMethod: null, paymentMethod: null },
      NOW - 60_000,
    );
    const { checkout } = setup({ storage });
    checkout.adopt({ email: "new@example.com" });
    await checkout.load();
    const { form } = checkout.$state.get();
    expect(form.email).toBe("new@example.com");
    expect(form).toMatchObject({ firstname: "Anna", street: "Keizersgracht", country_id: "DE" });
    // The merged details are the draft now.
    expect(JSON.parse(storage.data.get(DRAFT_KEY)!).form.email).toBe("new@example.com");
  });

  it("a typed field left empty is filled from the draft; the signed-in customer's name never replaces typing", async () => {
    const storage = memoryStorage();
    saveDraft(storage, { form: typed, shippingMethod: null, paymentMethod: null }, NOW - 1000);
    const withDraft = setup({ storage });
    withDraft.checkout.adopt({ firstname: "" });
    await withDraft.checkout.load();
    expect(withDraft.checkout.$state.get().form.firstname).toBe("Anna");

    const signedIn = setup({ user: { email: "piet@example.com", firstname: "Piet", lastname: "Jansen" } });
    signedIn.checkout.adopt({ firstname: "Pieter" });
    await signedIn.checkout.load();
    expect(signedIn.checkout.$state.get().form).toMatchObject({
      email: "piet@example.com",
      firstname: "Pieter",
      lastname: "Jansen",
    });
  });

  it("typing during loading is kept when the cart's methods arrive", async () => {
    const { checkout } = setup();
    const loading = checkout.load();
    checkout.change("email", typed.email);
    await loading;
    expect(checkout.$state.get().form.email).toBe(typed.email);
  });
});

describe("checkout store: loading the cart's methods", () => {
  /** paymentMethods answering `faults` first (an Error is thrown), then the bank transfer. */
  const flaky = (...faults: Error[]) => ({
    paymentMethods: () => {
      const fault = faults.shift();
      return fault ? Promise.reject(fault) : Promise.resolve([bank]);
    },
  });

  it("tries again after a moment when a passing fault (a 503, no answer) met the first load", async () => {
    const { checkout, pauses } = setup({
      api: flaky(new ApiError(503, "SERVICE_UNAVAILABLE", "Busy"), new ApiError(0, "TIMEOUT", "No answer")),
    });
    checkout.adopt({ email: typed.email });
    await checkout.load();
    const s = checkout.$state.get();
    expect(s.phase).toBe("ready");
    expect(s.payments?.map((m) => m.code)).toEqual([bank.code]);
    expect(s.form.email).toBe(typed.email);
    expect(pauses).toEqual([1000, 1000]);
  });

  it("shows 'could not load' (with its retry button) after three passing faults, and at once after a refusal", async () => {
    const unavailable = () => new ApiError(503, "SERVICE_UNAVAILABLE", "Busy");
    const stalled = setup({ api: flaky(unavailable(), unavailable(), unavailable()) });
    await stalled.checkout.load();
    expect(stalled.checkout.$state.get().phase).toBe("failed");
    expect(stalled.pauses).toHaveLength(2);
    // The shopper's retry (the button calls load again) finds the methods.
    await stalled.checkout.load();
    expect(stalled.checkout.$state.get().phase).toBe("ready");

    const refused = setup({ api: flaky(new ApiError(404, "NOT_FOUND", "No cart")) });
    await refused.checkout.load();
    expect(refused.checkout.$state.get().phase).toBe("failed");
    expect(refused.pauses).toEqual([]);
  });
});

/** A loaded checkout with the typed details and the terms accepted. */
async function filled(options: Parameters<typeof setup>[0] = {}) {
  const s = setup(options);
  s.checkout.adopt({ ...typed, terms: true });
  await s.checkout.load();
  return s;
}

describe("checkout store: place order", () => {
  it("sends the order until it is answered, with the same key on every try, then leaves for the confirmation", async () => {
    const { checkout, tries, left, storage } = await filled({
      answers: [
        new ApiError(503, "SERVICE_UNAVAILABLE", "Service unavailable"),
        new ApiError(0, "NETWORK", "Network failure"),
        new ApiError(409, "ORDER_PENDING", "Processing order..."),
        placed("order-1"),
      ],
    });
    const seen: boolean[] = [];
    const unsubscribe = checkout.$state.subscribe((s) => seen.push(s.busy));
    expect(await checkout.submit()).toBe("left");
    unsubscribe();
    expect(tries.map((t) => t.key)).toEqual(["key-1", "key-1", "key-1", "key-1"]);
    expect(tries[0]!.body.addressInformation.shippingAddress.email).toBe(typed.email);
    expect(left).toEqual([{ kind: "placed", orderId: "order-1" }]);
    // 'Processing order...' while it was being placed, and no failure shown at any time.
    expect(seen).toContain(true);
    expect(checkout.$state.get().formError).toBeNull();
    expect(storage.data.has(ATTEMPT_KEY)).toBe(false);
    expect(storage.data.has(DRAFT_KEY)).toBe(false);
  });

  it("no answer in the window says the order could not be confirmed (not that it failed); the next click sends the same key", async () => {
    const { checkout, tries, left, answers } = await filled({ answers: [] });
    expect(await checkout.submit()).toBe("unconfirmed");
    const s = checkout.$state.get();
    expect(s.formError).toBe("checkout.unconfirmed");
    expect(s.busy).toBe(false);
    expect(left).toEqual([]);
    expect(new Set(tries.map((t) => t.key))).toEqual(new Set(["key-1"]));
    expect(tries.length).toBeGreaterThan(3);
    // Clicking again sends the same key, and the order the first tries placed is shown.
    answers.push(placed("order-1"));
    expect(await checkout.submit()).toBe("left");
    expect(tries.at(-1)!.key).toBe("key-1");
    expect(left).toEqual([{ kind: "placed", orderId: "order-1" }]);
    expect(checkout.$state.get().formError).toBeNull();
  });

  it("the second click after 'could not confirm' finds the order with the same key", async () => {
    const storage = memoryStorage();
    const first = await filled({ storage, answers: [] });
    await first.checkout.submit();
    const key = first.tries[0]!.key;
    const second = setup({ storage, answers: [placed("order-1")] });
    // A reload: the stored attempt is sent again before anything else, with its key.
    await second.checkout.load();
    expect(second.tries.map((t) => t.key)).toEqual([key]);
    expect(second.left).toEqual([{ kind: "placed", orderId: "order-1" }]);
    expect(second.checkout.$state.get().formError).toBeNull();
  });

  it("a refusal is shown with the server's words and ends the attempt (a corrected order gets a new key)", async () => {
    const { checkout, tries, storage } = await filled({
      answers: [new ApiError(409, "OUT_OF_STOCK", "Not available any more"), placed("order-2")],
    });
    expect(await checkout.submit()).toBe("refused");
    expect(checkout.$state.get().formError).toBe("Not available any more");
    expect(storage.data.has(ATTEMPT_KEY)).toBe(false);
    checkout.change("city", "Utrecht");
    expect(await checkout.submit()).toBe("left");
    expect(tries.map((t) => t.key)).toEqual(["key-1", "key-2"]);
  });

  it("an invalid form is not sent: SPEC §5 messages beside the fields", async () => {
    const { checkout, tries } = setup();
    checkout.adopt({ email: "anna@", terms: true });
    await checkout.load();
    expect(await checkout.submit()).toBe("invalid");
    expect(tries).toEqual([]);
    expect(checkout.$state.get().errors.email).toBeDefined();
    expect(checkout.$state.get().formError).toBe("form.fixErrors");
  });

  it("a declined payment comes back to a filled checkout: the draft of the typed details survives the redirect", async () => {
    const storage = memoryStorage();
    const redirect = { ...placed("order-3"), status: "pending_payment" as const, redirect: true };
    const first = await filled({ storage, answers: [redirect] });
    expect(await first.checkout.submit()).toBe("left");
    expect(first.left).toEqual([{ kind: "redirect", url: "https://pay.example/order-3" }]);
    // Back from the provider (declined): a new page, nothing typed yet.
    const back = setup({ storage });
    await back.checkout.load();
    expect(back.tries).toEqual([]);
    expect(back.checkout.$state.get().form).toMatchObject({ email: typed.email, city: "Amsterdam" });
  });
});
