import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useState, type FormEvent } from "react";
import type { ShippingMethodDto } from "../../schema/api/cart";
import type { StoreCode } from "../../domain/store-views";
import { storePath } from "../../domain/urls";
import { ApiError } from "../api/errors";
import {
  applyCheckoutCoupon,
  checkoutTotals,
  collectTotals,
  findCheckoutCart,
  paymentMethods,
  removeCheckoutCoupon,
  shippingMethods,
  type ServicePointDto,
} from "../api/checkout";
import { Button } from "../components/Button";
import { Icon } from "../components/Icon";
import { AddressStep } from "../components/checkout/AddressStep";
import { CheckoutStep } from "../components/checkout/CheckoutStep";
import type { CreateAccountChoice } from "../components/checkout/CreateAccountOption";
import { DeliveryStep } from "../components/checkout/DeliveryStep";
import { OrderSummary } from "../components/checkout/OrderSummary";
import { PaymentStep } from "../components/checkout/PaymentStep";
import { PlaceOrder } from "../components/checkout/PlaceOrder";
import { useAdoptTyped } from "../hooks/useTypedForm";
import { useI18n } from "../i18n/translate";
import type { MessageKey } from "../i18n/messages/types";
import { CHECKOUT_FIELD_IDS, createCheckout, INITIAL_CHECKOUT, type CheckoutStore } from "../stores/checkout";
import { ATTEMPT_KEY, formErrors, isServicePointMethod, SERVICE_POINT_COUNTRIES } from "../stores/checkout-draft";
import { $user } from "../stores/user";
import { COLLECT_METHOD } from "../../schema/constants";

// SPEC §3 createAccount: off the critical path (the checkout is at its JS budget), loaded after hydration.
const CHECKOUT_FORM = "checkout-form";
// Only a shopper who chooses collection at a service point loads its picker.
const ServicePointPicker = lazy(() =>
  import("../components/checkout/ServicePointPicker").then((m) => ({ default: m.ServicePointPicker })),
);
// Issue 31.5: and one who chooses "Collect in store" loads the store picker.
const StorePicker = lazy(() => import("../components/checkout/StorePicker"));
const CreateAccountOption = lazy(() => import("../components/checkout/CreateAccountOption"));
// Issue 31.8: a customer's address book, and a billing address of its own, load only when used.
const SavedAddresses = lazy(() => import("../components/checkout/SavedAddresses"));
const BillingAddress = lazy(() => import("../components/checkout/BillingAddress"));
// SPEC §5: a NL postcode and house number (BE: with the street) fill the street and city.
const AddressLookup = lazy(() => import("../components/checkout/AddressLookup"));

const sendOrderModule = () => import("../lib/send-order");
const orderDeps = (m: Awaited<ReturnType<typeof sendOrderModule>>, storage: Storage | null) => ({
  attempts: m.storedAttempts(storage, Date.now),
});

/** The checkout's store with the browser's calls, storage, clock and navigation. */
function browserCheckout(t: (key: MessageKey) => string, storeCode: StoreCode): CheckoutStore {
  const storage = typeof localStorage === "undefined" ? null : localStorage;
  return createCheckout({
    api: { findCheckoutCart, shippingMethods, paymentMethods, checkoutTotals, collectTotals },
    order: {
      pending: () => storage?.getItem(ATTEMPT_KEY) != null,
      // Placing an order is the last thing a shopper does here: its code loads then.
      send: (choice) => sendOrderModule().then((m) => m.orderSender(orderDeps(m, storage)).send(choice)),
      resume: () => sendOrderModule().then((m) => m.orderSender(orderDeps(m, storage)).resume()),
    },
    storage,
    now: Date.now,
    user: () => $user.get(),
    t,
    leave: (outcome) =>
      location.assign(
        outcome.kind === "placed"
          ? `${storePath(storeCode, "/checkout-return")}?orderId=${encodeURIComponent(outcome.orderId)}&result=1`
          : outcome.url,
      ),
  });
}

/**
 * The checkout (SPEC §2, §4): address, delivery (home or service point), payment, summary with
 * terms, then 'Place order'. Its logic is the checkout store (stores/checkout.ts): what was typed
 * before hydration is adopted, details are kept in localStorage for 30 minutes (SPEC §4, §9), and
 * the order is sent until it is answered.
 */
export default function Checkout({ countries }: { countries: readonly string[] }) {
  const { t, store } = useI18n();
  const [checkout] = useState(() => browserCheckout(t, store.code));
  const state = useStore(checkout.$state);
  const { phase, cartId, totals, shipping, payments, form, errors, shippingCode, paymentCode, terms, stepErrors } =
    state;
  const { busy, updating, formError } = state;
  const [point, setPoint] = useState<ServicePointDto | null>(null);
  const [pickup, setPickup] = useState<string | null>(null);
  const [account, setAccount] = useState<CreateAccountChoice>({ createAccount: false, password: "" });
  const [accountError, setAccountError] = useState<string | null>(null);

  // What the shopper typed into the server's fields before this hydrated comes first (issue 35.1).
  useAdoptTyped(CHECKOUT_FIELD_IDS, { ...INITIAL_CHECKOUT.form, terms: INITIAL_CHECKOUT.terms }, checkout.adopt);
  useEffect(() => {
    void checkout.load();
  }, [checkout]);

  const selectShipping = (method: ShippingMethodDto) => {
    checkout.selectShipping(method);
    // SPEC §4: any method but the service point clears the chosen point.
    if (!isServicePointMethod(method.method_code)) setPoint(null);
  };

  // A coupon, points or a gift card may make the order free (then only 'free' is offered), or no longer so.
  const reloadWithPayments = async () => {
    if (!cartId) return;
    await checkout.refreshTotals(checkoutTotals({ cartId }));
    const pays = await paymentMethods({ cartId });
    checkout.set({ payments: pays });
    if (pays[0] && !pays.some((m) => m.code === paymentCode)) checkout.selectPayment(pays[0].code);
  };
  const applyCoupon = async (code: string): Promise<string | null> => {
    if (!cartId) return null;
    try {
      await applyCheckoutCoupon({ cartId, coupon: code });
      await reloadWithPayments();
      return null;
    } catch (e) {
      return e instanceof ApiError ? (e.fields?.coupon ?? e.message) : t("checkout.failed");
    }
  };
  const removeCoupon = () => {
    if (!cartId) return;
    void removeCheckoutCoupon({ cartId }).then(reloadWithPayments);
  };

  const postcodeErrors = formErrors(form);
  const pointSearch =
    (SERVICE_POINT_COUNTRIES as readonly string[]).includes(form.country_id) && !postcodeErrors.postcode
      ? { countryCode: form.country_id, postalCode: form.postcode.trim().toUpperCase() }
      : null;
  const pointBlocked = !(SERVICE_POINT_COUNTRIES as readonly string[]).includes(form.country_id)
    ? "country"
    : postcodeErrors.postcode
      ? "postcode"
      : null;

  const focusFirstError = () =>
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>(".checkout [aria-invalid='true'], .checkout .field__error")?.focus();
      document
        .querySelector<HTMLElement>(".checkout .field--invalid, .checkout .field__error")
        ?.scrollIntoView({ block: "center", behavior: "smooth" });
    });

  /** The new account first: the login adopts this guest cart, so the order carries the customer. */
  const createAccount = async (): Promise<boolean> => {
    const session = await import("../stores/session");
    try {
      await session.register({
        email: form.email.trim(),
        firstname: form.firstname,
        lastname: form.lastname,
        password: account.password,
      });
      setAccount({ createAccount: false, password: "" });
      return true;
    } catch (error) {
      setAccountError(error instanceof ApiError ? error.message : t("checkout.failed"));
      return false;
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = account.createAccount
      ? await (await import("../components/checkout/CreateAccountOption")).accountProblem(account, { store, t })
      : null;
    setAccountError(problem);
    const result = await checkout.submit({
      pointMissing: !point,
      pickupStore: pickup,
      accountProblem: problem,
      beforeOrder: account.createAccount ? createAccount : undefined,
    });
    if (result === "invalid") focusFirstError();
  };

  if (phase === "empty") {
    return (
      <div className="checkout-state">
        <Icon name="bag" size={40} />
        <h2 className="checkout-state__title">{t("checkout.empty.title")}</h2>
        <p>{t("checkout.empty.text")}</p>
        <a className="btn btn--primary" href={storePath(store.code, "/")}>
          {t("checkout.empty.cta")}
        </a>
      </div>
    );
  }

  const ready = phase === "ready";

  return (
    // The steps are the form; the summary beside it holds forms of its own (discount code, points),
    // so it stays outside, and 'Place order' submits the steps' form by its id.
    <div className="checkout" aria-busy={busy}>
      <form id={CHECKOUT_FORM} className="checkout__main" method="post" onSubmit={(e) => void submit(e)} noValidate>
        {phase === "failed" && (
          <div className="checkout-alert" role="alert">
            <Icon name="alert" size={20} />
            <span>{t("checkout.loadFailed")}</span>
            <Button size="small" variant="secondary" onClick={() => void checkout.load()}>
              {t("checkout.retry")}
            </Button>
          </div>
        )}
        <CheckoutStep n={1} id="checkout-step-address" title={t("checkout.step.address")}>
          <Suspense fallback={null}>
            <SavedAddresses
              countries={countries}
              save={state.saveAddress}
              disabled={busy}
              onChoose={checkout.fill}
              onSave={checkout.setSaveAddress}
            />
          </Suspense>
          <AddressStep
            form={form}
            errors={errors}
            onChange={checkout.change}
            onBlur={checkout.blur}
            disabled={busy}
            countries={countries}
          />
          <Suspense fallback={null}>
            <CreateAccountOption value={account} error={accountError} disabled={busy} onChange={setAccount} />
          </Suspense>
          <Suspense fallback={null}>
            <AddressLookup
              form={form}
              store={store.code}
              onFound={(found) => checkout.lookedUp({ street: found.street, city: found.city })}
              onProblem={(problems) => checkout.lookedUp({}, problems)}
            />
            <BillingAddress
              form={form}
              errors={errors}
              same={state.billingSame}
              onSame={checkout.setBillingSame}
              onChange={checkout.change}
              onErrors={checkout.setErrors}
              disabled={busy}
            />
          </Suspense>
        </CheckoutStep>
        <CheckoutStep n={2} id="checkout-step-delivery" title={t("checkout.step.delivery")}>
          <DeliveryStep
            methods={ready ? shipping : null}
            selected={shippingCode}
            onSelect={selectShipping}
            disabled={busy}
            error={null}
            picker={
              shippingCode === COLLECT_METHOD ? (
                <Suspense fallback={null}>
                  <StorePicker
                    postcode={form.postcode}
                    country={form.country_id}
                    value={pickup}
                    onChoose={(slug) => {
                      setPickup(slug);
                      checkout.set({ stepErrors: { ...checkout.$state.get().stepErrors, point: undefined } });
                    }}
                    error={stepErrors.point}
                  />
                </Suspense>
              ) : (
                cartId && (
                  <Suspense fallback={null}>
                    <ServicePointPicker
                      cartId={cartId}
                      search={pointSearch}
                      blocked={pointBlocked}
                      point={point}
                      onPoint={(p) => {
                        setPoint(p);
                        if (p) checkout.set({ stepErrors: { ...checkout.$state.get().stepErrors, point: undefined } });
                      }}
                      error={stepErrors.point}
                    />
                  </Suspense>
                )
              )
            }
          />
        </CheckoutStep>
        <CheckoutStep n={3} id="checkout-step-payment" title={t("checkout.step.payment")}>
          <PaymentStep
            methods={ready ? payments : null}
            selected={paymentCode}
            onSelect={checkout.selectPayment}
            disabled={busy}
            error={stepErrors.payment}
          />
        </CheckoutStep>
      </form>
      <aside className="checkout__aside">
        <OrderSummary
          totals={ready ? totals : null}
          updating={updating}
          onApplyCoupon={applyCoupon}
          onRemoveCoupon={removeCoupon}
          points={cartId ? { cartId, onChanged: reloadWithPayments } : undefined}
          giftCard={cartId ? { cartId, onChanged: reloadWithPayments } : undefined}
        />
        <PlaceOrder
          terms={terms}
          termsError={stepErrors.terms}
          formError={formError}
          busy={busy}
          ready={ready}
          form={CHECKOUT_FORM}
          onTerms={checkout.setTerms}
        />
      </aside>
    </div>
  );
}
