import { ConfigError } from "../config/env";
import type { PaymentConfig } from "../../schema/config/payment";
import { MOLLIE_TIMEOUT_MS } from "./mollie-client";
import { createMollieProvider } from "./mollie-provider";
import { createSandboxProvider } from "./sandbox-provider";
import type { PaymentProvider } from "./types";

/** What tests (and nothing else) replace: the network, the clock, the deadline of each provider call. */
export interface PaymentDeps {
  fetch?: typeof fetch;
  /** Milliseconds since the epoch. */
  now?: () => number;
  /** Deadline of each call to the provider, in ms (default 5000). */
  timeoutMs?: number;
}

/** The provider PAYMENT_PROVIDER names, with its secrets from the config; cheap, so build it per request. */
export function createPaymentProvider(config: PaymentConfig, deps: PaymentDeps = {}): PaymentProvider {
  if (config.PAYMENT_PROVIDER === "mollie") {
    if (!config.MOLLIE_API_KEY) throw new ConfigError("MOLLIE_API_KEY is required when PAYMENT_PROVIDER is mollie");
    return createMollieProvider({
      // Called unbound: the Workers runtime refuses `fetch` invoked on another object.
      fetch: deps.fetch ?? ((input, init) => fetch(input, init)),
      apiUrl: config.MOLLIE_API_URL,
      apiKey: config.MOLLIE_API_KEY,
      timeoutMs: deps.timeoutMs ?? MOLLIE_TIMEOUT_MS,
    });
  }
  if (!config.PAYMENT_SIGNING_SECRET)
    throw new ConfigError("PAYMENT_SIGNING_SECRET is required when PAYMENT_PROVIDER is sandbox");
  return createSandboxProvider(config.PAYMENT_SIGNING_SECRET, deps.now ?? Date.now);
}
