import { apiCall } from "./api.js";
import type { ApiSession } from "./auth.js";

/** Where a shop order goes (contracts `DeliveryAddressSchema`); its PIN code fits its state. */
export interface DeliveryAddress {
  name: string;
  mobile: string;
  line1: string;
  line2?: string;
  city: string;
  stateId: string;
  pinCode: string;
}

export interface PaidShopOrder {
  id: string;
  orderNo: string;
  /** The invoice issued when it was paid. */
  invoiceId: string;
}

/**
 * A devotee's paid shop order through the API, as the shop's pages make it: each product into
 * the cart `amount` times, checkout of that temple's lines at the total the cart shows (the
 * journey's products are delivered free), then the local provider's signed callback.
 */
export async function paidShopOrder(
  baseUrl: string,
  devotee: ApiSession,
  templeId: string,
  lines: { productId: string; amount: number }[],
  address: DeliveryAddress,
): Promise<PaidShopOrder> {
  const api = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(baseUrl, devotee.token, method, path, body);
  for (const { productId, amount } of lines) {
    for (let i = 0; i < amount; i++) await api("POST", "/api/ecommerce/add-to-cart", { productId });
  }
  const cart = await api<{ brandId: string; pricePaise: number; amount: number }[]>(
    "GET",
    "/api/ecommerce/get-cart-list",
  );
  const totalPaise = cart
    .filter((l) => l.brandId === templeId)
    .reduce((n, l) => n + l.pricePaise * l.amount, 0);
  const order = await api<{ id: string; orderNo: string }>("POST", "/api/ecommerce/orders", {
    templeId,
    address,
    totalPaise,
  });
  const payment = await api<{ orderId: string; signature: string }>("POST", "/api/payments/order", {
    shopOrderId: order.id,
  });
  await api("POST", "/api/payments/local/complete", {
    shopOrderId: order.id,
    orderId: payment.orderId,
    outcome: "success",
    signature: payment.signature,
  });
  const paid = await api<{ invoiceId: string | null }>("GET", `/api/ecommerce/orders/${order.id}`);
  if (!paid.invoiceId) throw new Error(`Order ${order.orderNo} was paid but has no invoice`);
  return { id: order.id, orderNo: order.orderNo, invoiceId: paid.invoiceId };
}
