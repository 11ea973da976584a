import { GST_STATE_CODES, gstinOf, SHOP, type Translations } from "@sannidhi/contracts";
import { eq, inArray } from "drizzle-orm";
import { TempleScope } from "../../lib/temple-scope.js";
import {
  addManual,
  creditForRefund,
  issueForOrder,
  markOrderInvoice,
} from "../../modules/invoices/invoices.service.js";
import * as orders from "../../modules/shop/orders.repository.js";
import type { Db } from "../client.js";
import {
  cartItems,
  payments,
  poojaMaterials,
  products,
  states,
  temples,
  users,
} from "../schema/index.js";
import { CATALOGUE, DEVOTEES, GST_PANS, PLAN } from "./data/shop.js";
import { PRODUCT_TRANSLATIONS } from "./demo/product-translations.js";

/**
 * Demo data of the temple shop (issue 13): products of several demo temples, devotees who have
 * ordered over the past week — an order in every status — with their payments, invoices, credit
 * notes and ratings, and a cart. Numbers are issued in the order things happened, as in life.
 */

const HOUR = 3_600_000;

export async function seedShop(tx: Db, now: Date) {
  const templeRows = await tx
    .select({ id: temples.id, slug: temples.slug, stateCode: states.code })
    .from(temples)
    .innerJoin(states, eq(states.id, temples.stateId))
    .where(inArray(temples.slug, Object.keys(CATALOGUE)));
  const templeId = new Map(templeRows.map((t) => [t.slug, t.id]));
  // GST registration first, so every demo invoice is issued as the temple is registered.
  for (const t of templeRows) {
    const pan = GST_PANS[t.slug];
    const code = GST_STATE_CODES[t.stateCode];
    if (!pan || !code) continue;
    await tx
      .update(temples)
      .set({ gstRegistered: true, gstin: gstinOf(code, pan) })
      .where(eq(temples.id, t.id));
  }
  const materialRows = await tx
    .select({ id: poojaMaterials.id, name: poojaMaterials.name })
    .from(poojaMaterials);
  const materialId = new Map(materialRows.map((m) => [m.name, m.id]));
  const stateRows = await tx
    .select({ id: states.id, code: states.code, name: states.name })
    .from(states);
  const stateOf = new Map(stateRows.map((s) => [s.code, s]));

  const productsOf = new Map<string, (typeof products.$inferSelect)[]>();
  for (const [slug, list] of Object.entries(CATALOGUE)) {
    const id = templeId.get(slug);
    if (!id) continue;
    const rows = await tx
      .insert(products)
      .values(
        list.map((p) => ({
          templeId: id,
          title: p.title,
          category: p.category,
          description: p.description,
          // Hindi and the temple's state language (issue 37), written with the products.
          translations: (PRODUCT_TRANSLATIONS[slug]?.[p.title] ?? {}) as Translations,
          pricePaise: p.pricePaise,
          stock: p.stock,
          gstRate: p.gstRate ?? 0,
          hsnCode: p.hsnCode,
          freeShipping: p.freeShipping ?? false,
          materialId: (p.material && materialId.get(p.material)) || null,
        })),
      )
      .returning();
    productsOf.set(
      slug,
      list.map((p) => rows.find((r) => r.title === p.title)!),
    );
  }

  const devotees = await tx
    .insert(users)
    .values(
      DEVOTEES.map((d) => ({
        role: "user" as const,
        name: d.name,
        mobile: d.mobile,
        mobileVerifiedAt: now,
      })),
    )
    .returning({ id: users.id });

  // Each step at its time, in time order, so invoice numbers run in date order.
  const steps: { at: Date; run: () => Promise<unknown> }[] = [];
  let orderCount = 0;
  for (const plan of PLAN) {
    const list = productsOf.get(plan.temple);
    const d = DEVOTEES[plan.devotee]!;
    const state = stateOf.get(d.state);
    if (!list || !state) continue;
    const createdAt = new Date(
      now.getTime() - plan.daysAgo * 24 * HOUR + plan.hour * HOUR - 12 * HOUR,
    );
    const at = plan.fate === "live" ? new Date(now.getTime() - 3 * 60_000) : createdAt;
    const lines = plan.lines.map(([i, amount]) => ({ p: list[i]!, amount }));
    const subtotalPaise = lines.reduce((n, l) => n + l.p.pricePaise * l.amount, 0);
    const deliveryPaise = lines.every((l) => l.p.freeShipping) ? 0 : SHOP.deliveryPaise;
    const order = await orders.insertOrder(tx, {
      userId: devotees[plan.devotee]!.id,
      templeId: templeId.get(plan.temple)!,
      subtotalPaise,
      deliveryPaise,
      totalPaise: subtotalPaise + deliveryPaise,
      address: {
        name: d.name,
        mobile: d.mobile,
        line1: d.line1,
        line2: "",
        city: d.city,
        stateId: state.id,
        state: state.name,
        pinCode: d.pin,
      },
      holdExpiresAt: new Date(at.getTime() + SHOP.paymentWindowMinutes * 60_000),
      createdAt: at,
      lines: lines.map((l) => ({
        productId: l.p.id,
        title: l.p.title,
        imgUrl: l.p.image,
        unitPaise: l.p.pricePaise,
        amount: l.amount,
        gstRate: l.p.gstRate,
        hsnCode: l.p.hsnCode,
      })),
    });
    orderCount++;
    const paidAt = new Date(at.getTime() + 4 * 60_000);
    if (plan.fate === "lapsed") {
      await orders.transition(tx, order.id, ["pending"], {
        status: "cancelled",
        cancelledAt: order.holdExpiresAt,
        cancelReason: "payment_window",
      });
    }
    if (plan.fate === "devotee_cancel") {
      await orders.transition(tx, order.id, ["pending"], {
        status: "cancelled",
        cancelledAt: paidAt,
        cancelReason: "devotee",
      });
    }
    if (plan.fate === "paid" || plan.fate === "dispatched" || plan.fate === "refunded") {
      const paymentId = `local_pay_seed${orderCount}`;
      steps.push({
        at: paidAt,
        run: async () => {
          await tx.insert(payments).values({
            shopOrderId: order.id,
            provider: "local",
            orderId: `local_order_seed_${order.orderNo}`,
            paymentId,
            amountPaise: order.totalPaise,
            status: "paid",
            createdAt: at,
            ...(plan.fate === "refunded"
              ? {
                  refundKey: `refund_${order.id}`,
                  refundId: `local_refund_seed${orderCount}`,
                  refundPaise: order.totalPaise,
                  refundStatus: "processed",
                }
              : {}),
          });
          await orders.transition(tx, order.id, ["pending"], { status: "processing", paidAt });
          await issueForOrder(tx, order.id, paidAt);
        },
      });
    }
    if (plan.fate === "dispatched") {
      const dispatchedAt = new Date(paidAt.getTime() + 20 * HOUR);
      steps.push({
        at: dispatchedAt,
        run: async () => {
          await orders.transition(tx, order.id, ["processing"], {
            status: "delivered",
            dispatchedAt,
            courier: "India Post",
            trackingNo: `EM${String(100_000_000 + orderCount * 7919).slice(0, 9)}IN`,
          });
          await markOrderInvoice(tx, order.id, "delivered");
          if (plan.rating) {
            for (const l of lines)
              await orders.rate(tx, devotees[plan.devotee]!.id, l.p.id, plan.rating);
          }
        },
      });
    }
    if (plan.fate === "refunded") {
      const refundedAt = new Date(paidAt.getTime() + 6 * HOUR);
      steps.push({
        at: refundedAt,
        run: async () => {
          await orders.transition(tx, order.id, ["processing"], {
            status: "refunded",
            cancelledAt: refundedAt,
            cancelReason: "The temple store could not supply it this week",
            refundPaise: order.totalPaise,
            refundedAt,
          });
          await creditForRefund(
            tx,
            { kind: "shop_order", id: order.id },
            order.totalPaise,
            refundedAt,
          );
        },
      });
    }
  }

  // A donation in kind sold on (issued) and a draft still being written, for the invoices page.
  const [sa] = await tx.select({ id: users.id }).from(users).where(eq(users.role, "SA")).limit(1);
  const madurai = templeId.get("meenakshi-amman-temple-madurai");
  if (sa && madurai) {
    const staff = { id: sa.id, role: "SA" as const, sessionVersion: 1 };
    const manual = (status: "draft" | "pending", name: string, daysAgo: number) => {
      const at = new Date(now.getTime() - daysAgo * 24 * HOUR);
      steps.push({
        at,
        run: () =>
          addManual(
            tx,
            staff,
            TempleScope.system(),
            {
              templeId: madurai,
              buyer: { name, address: "East Masi Street, Madurai 625001" },
              items: [
                {
                  name: "Silk sarees offered to the Amman, sold on",
                  unit: 3,
                  price: 4_500,
                  hsn: "5007",
                  gstRate: 5,
                },
              ],
              vat: 5,
              placeOfSupplyStateId: null,
              status,
            },
            at,
          ),
      });
    };
    manual("pending", "Sri Lakshmi Silks", 2);
    manual("draft", "Madurai Handloom Society", 0);
  }
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of steps) await step.run();

  // Something in Meena's cart for the next visit.
  const tirumala = productsOf.get("tirumala-venkateswara-temple");
  const palani = productsOf.get("palani-dhandayuthapani-temple");
  const carted = [tirumala?.[0], palani?.[1]].filter((p) => p !== undefined);
  if (carted.length) {
    await tx
      .insert(cartItems)
      .values(carted.map((p, i) => ({ userId: devotees[0]!.id, productId: p.id, amount: i + 1 })));
  }

  const count = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.active, true));
  return {
    products: count.length,
    orders: orderCount,
    devoteeMobiles: DEVOTEES.map((d) => d.mobile),
  };
}
