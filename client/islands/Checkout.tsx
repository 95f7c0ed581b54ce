import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { PaymentMethodDto, ShippingMethodDto, TotalsDto } from "../../schema/api/cart";
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
import { useI18n } from "../i18n/translate";
import { $user } from "../stores/user";
import { sendOrder, type Attempt } from "../lib/send-order";
import type { MessageKey } from "../i18n/messages/types";
import {
  chooseMethod,
  clearDraft,
  EMPTY_FORM,
  FORM_FIELDS,
  formErrors,
  isServicePointMethod,
  loadDraft,
  saveDraft,
  serverFieldErrors,
  SERVICE_POINT_COUNTRIES,
  toAddress,
  type CheckoutForm,
  type FieldErrors,
  type FormField,
} from "../stores/checkout-draft";

// SPEC §3 createAccount: off the critical path (the checkout is at its JS budget), loaded after hydration.
const CHECKOUT_FORM = "checkout-form";
// Only a shopper who chooses collection at a service point loads its picker.
const ServicePointPicker = lazy(() =>
  import("../components/checkout/ServicePointPicker").then((m) => ({ default: m.ServicePointPicker })),
);
const CreateAccountOption = lazy(() => import("../components/checkout/CreateAccountOption"));

type Phase = "loading" | "ready" | "empty" | "failed";

/**
 * The checkout (SPEC §2, §4): address, delivery (home or service point), payment, summary with
 * terms, then 'Place order'. Details are kept in localStorage for 30 minutes (SPEC §4, §9).
 */
export default function Checkout() {
  const { t, store } = useI18n();
  const [phase, setPhase] = useState<Phase>("loading");
  const [cartId, setCartId] = useState<string | null>(null);
  const [totals, setTotals] = useState<TotalsDto | null>(null);
  const [shipping, setShipping] = useState<ShippingMethodDto[] | null>(null);
  const [payments, setPayments] = useState<PaymentMethodDto[] | null>(null);
  const [form, setForm] = useState<CheckoutForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shippingCode, setShippingCode] = useState<string | null>(null);
  const [paymentCode, setPaymentCode] = useState<string | null>(null);
  const [point, setPoint] = useState<ServicePointDto | null>(null);
  const [terms, setTerms] = useState(false);
  const [stepErrors, setStepErrors] = useState<{ point?: string; payment?: string; terms?: string }>({});
  const [busy, setBusy] = useState(false);
  const [account, setAccount] = useState<CreateAccountChoice>({ createAccount: false, password: "" });
  const [accountError, setAccountError] = useState<string | null>(null);
  const [updating, setUpdating] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const restored = useRef(false);
  const attempt = useRef<Attempt | null>(null);

  const message = useCallback((key: string | undefined) => (key ? t(key as MessageKey) : undefined), [t]);

  const load = useCallback(async () => {
    setPhase("loading");
    const draft = restored.current ? null : loadDraft(localStorage, Date.now());
    if (draft) {
      setForm(draft.form);
    } else if (!restored.current) {
      // A signed-in customer starts with their name and e-mail address filled in.
      const user = $user.get();
      if (user) setForm((f) => ({ ...f, email: user.email, firstname: user.firstname, lastname: user.lastname }));
    }
    restored.current = true;
    try {
      const id = await findCheckoutCart({});
      if (!id) return setPhase("empty");
      setCartId(id);
      const [ships, pays, current] = await Promise.all([
        shippingMethods({ cartId: id }),
        paymentMethods({ cartId: id }),
        checkoutTotals({ cartId: id }),
      ]);
      if (current.items.length === 0) return setPhase("empty");
      const ship = chooseMethod(ships, draft?.shippingMethod ?? null, (m) => m.method_code);
      const chosen = ships.find((m) => m.method_code === ship);
      setShipping(ships);
      setShippingCode(ship);
      setPayments(pays);
      setPaymentCode((prev) => chooseMethod(pays, prev ?? draft?.paymentMethod ?? null, (m) => m.code));
      setTotals(current);
      setPhase("ready");
      if (chosen)
        setTotals(
          await collectTotals({
            cartId: id,
            shippingCarrierCode: chosen.carrier_code,
            shippingMethodCode: chosen.method_code,
          }),
        );
    } catch {
      setPhase((p) => (p === "ready" ? p : "failed"));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // Keep the details for a reload within the activity window (SPEC §4).
  useEffect(() => {
    if (!restored.current || phase !== "ready") return;
    saveDraft(localStorage, { form, shippingMethod: shippingCode, paymentMethod: paymentCode }, Date.now());
  }, [form, shippingCode, paymentCode, phase]);

  const fieldError = (field: FormField, next: CheckoutForm) => message(formErrors(next)[field]);

  const change = (field: FormField, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    setFormError(null);
    attempt.current = null;
    // A message already shown follows the value as it is corrected.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: fieldError(field, next) }));
    if (field === "postcode" || field === "country_id") {
      setErrors((e) => ({ ...e, postcode: e.postcode ? fieldError("postcode", next) : undefined }));
    }
  };
  const blur = (field: FormField) => {
    if (field === "addition") return;
    setErrors((e) => ({ ...e, [field]: fieldError(field, form) }));
  };

  const refreshTotals = async (next: Promise<TotalsDto>) => {
    setUpdating(true);
    try {
      setTotals(await next);
    } catch {
      // The totals stay as they were; placing the order prices the cart again.
    } finally {
      setUpdating(false);
    }
  };

  const selectShipping = (method: ShippingMethodDto) => {
    setShippingCode(method.method_code);
    attempt.current = null;
    setStepErrors((s) => ({ ...s, point: undefined }));
    // SPEC §4: any method but the service point clears the chosen point.
    if (!isServicePointMethod(method.method_code)) setPoint(null);
    if (cartId)
      void refreshTotals(
        collectTotals({ cartId, shippingCarrierCode: method.carrier_code, shippingMethodCode: method.method_code }),
      );
  };

  const selectPayment = (code: string) => {
    setPaymentCode(code);
    setFormError(null);
    attempt.current = null;
    setStepErrors((s) => ({ ...s, payment: undefined }));
  };

  const applyCoupon = async (code: string): Promise<string | null> => {
    if (!cartId) return null;
    try {
      await applyCheckoutCoupon({ cartId, coupon: code });
      attempt.current = null;
      await refreshTotals(checkoutTotals({ cartId }));
      setPayments(await paymentMethods({ cartId }));
      return null;
    } catch (e) {
      return e instanceof ApiError ? (e.fields?.coupon ?? e.message) : t("checkout.failed");
    }
  };
  const removeCoupon = () => {
    if (!cartId) return;
    attempt.current = null;
    void refreshTotals(removeCheckoutCoupon({ cartId }).then(() => checkoutTotals({ cartId })));
  };

  const reloadTotals = async () => {
    if (!cartId) return;
    attempt.current = null;
    await refreshTotals(checkoutTotals({ cartId }));
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
  const paymentMethod = payments?.find((m) => m.code === paymentCode) ?? null;

  const focusFirstError = () =>
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>(".checkout [aria-invalid='true'], .checkout .field__error")?.focus();
      document
        .querySelector<HTMLElement>(".checkout .field--invalid, .checkout .field__error")
        ?.scrollIntoView({ block: "center", behavior: "smooth" });
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !cartId || !shipping) return;
    setFormError(null);
    const found = formErrors(form);
    const fieldErrors: FieldErrors = {};
    for (const field of FORM_FIELDS) {
      const key = found[field];
      if (key) fieldErrors[field] = t(key);
    }
    const method = shipping.find((m) => m.method_code === shippingCode);
    const next = {
      point: method && isServicePointMethod(method.method_code) && !point ? t("checkout.point.required") : undefined,
      payment: paymentMethod ? undefined : t("checkout.pay.required"),
      terms: terms ? undefined : t("checkout.terms.required"),
    };
    setErrors(fieldErrors);
    setStepErrors(next);
    const passwordKey = account.createAccount
      ? (await import("../components/checkout/CreateAccountOption")).accountProblem(account)
      : null;
    setAccountError(passwordKey ? t(passwordKey) : null);
    if (Object.keys(fieldErrors).length > 0 || !method || next.point || next.payment || next.terms || passwordKey) {
      setFormError(t("form.fixErrors"));
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      if (account.createAccount) {
        // The account first: the login adopts this guest cart, so the order carries the customer.
        const session = await import("../stores/session");
        try {
          await session.register({
            email: form.email.trim(),
            firstname: form.firstname,
            lastname: form.lastname,
            password: account.password,
          });
          setAccount({ createAccount: false, password: "" });
        } catch (error) {
          setAccountError(error instanceof ApiError ? error.message : t("checkout.failed"));
          setFormError(t("form.fixErrors"));
          setBusy(false);
          return;
        }
      }
      const outcome = await sendOrder(
        { cartId, address: toAddress(form), method, payment: paymentMethod!.code },
        attempt,
      );
      if (outcome.kind === "payment-unavailable") {
        setTotals(outcome.totals);
        setPayments(outcome.methods);
        setPaymentCode(chooseMethod(outcome.methods, null, (m) => m.code));
        setStepErrors((s) => ({ ...s, payment: t("checkout.pay.required") }));
        setFormError(t("form.fixErrors"));
        setBusy(false);
        return;
      }
      if (outcome.kind === "placed") {
        clearDraft(localStorage);
        location.assign(
          `${storePath(store.code, "/checkout-return")}?orderId=${encodeURIComponent(outcome.orderId)}&result=1`,
        );
      } else location.assign(outcome.url);
    } catch (error) {
      console.error(JSON.stringify({ level: "error", msg: "checkout failed", error: String(error) }));
      if (error instanceof ApiError) {
        const fields = serverFieldErrors(error.fields);
        if (Object.keys(fields).length > 0) setErrors((e2) => ({ ...e2, ...fields }));
        if (error.fields?.servicePoint) setStepErrors((s) => ({ ...s, point: error.fields!.servicePoint }));
        if (error.fields?.payment_method_code)
          setStepErrors((s) => ({ ...s, payment: error.fields!.payment_method_code }));
        const known = error.status >= 400 && error.status < 500 && error.message;
        setFormError(known ? error.message : t("checkout.failed"));
        if (Object.keys(fields).length > 0) focusFirstError();
      } else setFormError(t("checkout.failed"));
      setBusy(false);
    }
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
      <form id={CHECKOUT_FORM} className="checkout__main" onSubmit={(e) => void submit(e)} noValidate>
        {phase === "failed" && (
          <div className="checkout-alert" role="alert">
            <Icon name="alert" size={20} />
            <span>{t("checkout.loadFailed")}</span>
            <Button size="small" variant="secondary" onClick={() => void load()}>
              {t("checkout.retry")}
            </Button>
          </div>
        )}
        <CheckoutStep n={1} id="checkout-step-address" title={t("checkout.step.address")}>
          <AddressStep form={form} errors={errors} onChange={change} onBlur={blur} disabled={busy} />
          <Suspense fallback={null}>
            <CreateAccountOption value={account} error={accountError} disabled={busy} onChange={setAccount} />
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
              cartId && (
                <Suspense fallback={null}>
                  <ServicePointPicker
                    cartId={cartId}
                    search={pointSearch}
                    blocked={pointBlocked}
                    point={point}
                    onPoint={(p) => {
                      setPoint(p);
                      attempt.current = null;
                      if (p) setStepErrors((s) => ({ ...s, point: undefined }));
                    }}
                    error={stepErrors.point}
                  />
                </Suspense>
              )
            }
          />
        </CheckoutStep>
        <CheckoutStep n={3} id="checkout-step-payment" title={t("checkout.step.payment")}>
          <PaymentStep
            methods={ready ? payments : null}
            selected={paymentCode}
            onSelect={selectPayment}
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
          points={cartId ? { cartId, onChanged: reloadTotals } : undefined}
        />
        <PlaceOrder
          terms={terms}
          termsError={stepErrors.terms}
          formError={formError}
          busy={busy}
          ready={ready}
          form={CHECKOUT_FORM}
          onTerms={(checked) => {
            setTerms(checked);
            setFormError(null);
            if (checked) setStepErrors((st) => ({ ...st, terms: undefined }));
          }}
        />
      </aside>
    </div>
  );
}
