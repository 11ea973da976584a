import type { PaymentProviderName } from "@sannidhi/contracts";
import type { Config } from "../../config.js";
import { AppError } from "../../lib/errors.js";
import { localProvider } from "./local.js";
import { razorpayProvider } from "./razorpay.js";
import { hmacHex } from "./signatures.js";
import type { PaymentProvider } from "./types.js";

export * from "./signatures.js";
export type * from "./types.js";

/** The local provider's signing key, derived from the JWT secret: no extra variable to set. */
export function localPaymentSecret(config: Config): string {
  return hmacHex(config.jwtSecret, "sannidhi-local-payments");
}

export function localFor(config: Config) {
  return localProvider(localPaymentSecret(config));
}

/**
 * A provider by name. New orders use `config.payments.provider`; refunds and reconciliation use
 * the provider stored with the payment, so a switch of provider never strands an order.
 */
export function paymentProvider(config: Config, name: PaymentProviderName): PaymentProvider {
  if (name === "local") return localFor(config);
  const rzp = config.payments.razorpay;
  // Production without Razorpay keys takes no payments rather than falling back to `local`.
  if (!rzp)
    throw new AppError("PAYMENTS_UNAVAILABLE", "Online payments are not available yet", 503);
  return razorpayProvider(rzp);
}
