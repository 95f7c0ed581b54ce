/** What the sandbox's hosted page shows of one payment (the worker reads it from the signed token). */
export interface SandboxPaymentView {
  merchant: string;
  orderNumber: string;
  description: string;
  amountCents: number;
  currency: string;
  /** The method's title in the page's language. */
  methodTitle: string;
  /** The provider's payment id, as a PSP shows its reference. */
  reference: string;
  /** Path the outcome forms post to: `{actionPath}/approve` and so on. */
  actionPath: string;
}
