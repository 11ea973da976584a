import type { AccessFixture } from "../../../test/access.js";
import { createTemple } from "../../../test/catalog.js";
import { addToCart, checkout, createProduct, payLocally } from "../../../test/shop.js";
import type { TestUser } from "../../../test/users.js";

const temples = new WeakMap<AccessFixture, Promise<string>>();

/** One published temple for the shop rows of one matrix run. */
export function shopTemple(fx: AccessFixture): Promise<string> {
  let t = temples.get(fx);
  if (!t) {
    t = createTemple(fx.ctx).then((r) => r.temple.id);
    temples.set(fx, t);
  }
  return t;
}

/** A fresh product of the matrix temple with plenty of stock. */
export async function shopProduct(fx: AccessFixture) {
  return createProduct(fx.ctx, await shopTemple(fx), { stock: 1_000 });
}

/** A fresh product in `user`'s cart, and the checkout body for it. */
export async function cartOf(fx: AccessFixture, user: TestUser) {
  const product = await shopProduct(fx);
  await addToCart(fx.ctx, user, product.id);
  return product;
}

const pending = new WeakMap<AccessFixture, ReturnType<typeof newOrderOfA>>();

/**
 * An order of devotee A: paid (processing) or dispatched (delivered) ones are new each time; the
 * pending one is made once per matrix row (a devotee may hold only a few unpaid orders).
 */
export function orderOfA(fx: AccessFixture, state: "pending" | "paid" | "delivered") {
  if (state !== "pending") return newOrderOfA(fx, state);
  let o = pending.get(fx);
  if (!o) {
    o = newOrderOfA(fx, state);
    pending.set(fx, o);
  }
  return o;
}

async function newOrderOfA(fx: AccessFixture, state: "pending" | "paid" | "delivered") {
  const a = fx.users.devoteeA;
  const product = await cartOf(fx, a);
  const res = await checkout(fx.ctx, a, await shopTemple(fx));
  const id = res.json().data.id as string;
  if (state !== "pending") await payLocally(fx.ctx, a, id);
  if (state === "delivered") {
    await fx.ctx.app.inject({
      method: "POST",
      url: `/api/staff/orders/${id}/dispatch`,
      headers: fx.users.SA.headers,
      payload: { courier: "India Post" },
    });
  }
  const order = await fx.ctx.app.inject({ url: `/api/ecommerce/orders/${id}`, headers: a.headers });
  return { id, productId: product.id, invoiceId: order.json().data.invoiceId as string | null };
}
