import { donationPayable } from "../donations/donation-payable.js";
import { shopOrderPayable } from "../shop/shop-payable.js";
import { bookingPayable } from "./booking-payable.js";
import type { PayableHandler, PayableKind } from "./payable.js";

/** Every kind of payable and its rules (docs/decisions/122). */
const HANDLERS: Record<PayableKind, PayableHandler> = {
  booking: bookingPayable,
  shop_order: shopOrderPayable,
  donation: donationPayable,
};

export const handlerOf = (kind: PayableKind): PayableHandler => HANDLERS[kind];
