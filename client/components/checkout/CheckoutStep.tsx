import type { ReactNode } from "react";

/** One numbered step of the checkout (address, delivery, payment): a section titled by its heading. */
export function CheckoutStep({
  n,
  title,
  children,
  id,
}: {
  n: number;
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section className="checkout-step" aria-labelledby={id}>
      <h2 id={id} className="checkout-step__title">
        <span className="checkout-step__number" aria-hidden="true">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
