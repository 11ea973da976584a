import { eq } from "drizzle-orm";
import type { AccessFixture } from "../../../test/access.js";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { bookings, priests } from "../../db/schema/index.js";
import { addDays, istToday } from "./calendar.js";
import { clock } from "./clock.js";

interface Catalog {
  templeId: string;
  priestId: string;
  slug: string;
  poojaId: string;
  next: number;
}
const catalogs = new WeakMap<AccessFixture, Promise<Catalog>>();

/** One published temple with a bookable pooja per matrix run, made on first use. */
export function accessCatalog(fx: AccessFixture): Promise<Catalog> {
  let c = catalogs.get(fx);
  if (!c) {
    c = (async () => {
      const { temple } = await createTemple(fx.ctx);
      const pooja = await createPooja(fx.ctx, temple.id, {
        slots: [{ time: "18:00", capacity: 1000 }],
        bookingWindowDays: 60,
        cutoffHours: 1,
      });
      const mobile = `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
      const [priest] = await fx.ctx.database.db
        .insert(priests)
        .values({ name: "Matrix Priest", mobile, templeId: temple.id })
        .returning();
      return {
        templeId: temple.id,
        priestId: priest!.id,
        slug: temple.slug,
        poojaId: pooja.id,
        next: 0,
      };
    })();
    catalogs.set(fx, c);
  }
  return c;
}

/** A new booking of devotee A (its own date, so per-day limits never interfere), paid or not. */
export async function bookingOfA(fx: AccessFixture, paid: boolean) {
  const cat = await accessCatalog(fx);
  const date = addDays(istToday(clock.now()), 2 + (cat.next++ % 50));
  const a = fx.users.devoteeA;
  const res = await fx.ctx.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: a.headers,
    payload: { poojaId: cat.poojaId, date, slot: "18:00", participants: [{ name: "A" }] },
  });
  const id = res.json().data.id as string;
  const order = await fx.ctx.app.inject({
    method: "POST",
    url: "/api/payments/order",
    headers: a.headers,
    payload: { bookingId: id },
  });
  const { orderId, signature } = order.json().data as { orderId: string; signature: string };
  if (paid) {
    await fx.ctx.app.inject({
      method: "POST",
      url: "/api/payments/local/complete",
      headers: a.headers,
      payload: { bookingId: id, orderId, outcome: "success", signature },
    });
  }
  return { id, orderId, signature, templeId: cat.templeId, priestId: cat.priestId, date };
}

/**
 * A paid booking of devotee A whose pooja has been held (moved to yesterday's 18:00 once paid):
 * the only kind "performed" accepts (decision 232), so the matrices see its access, not its time.
 */
export async function heldBookingOfA(fx: AccessFixture) {
  const b = await bookingOfA(fx, true);
  const date = addDays(istToday(clock.now()), -1);
  await fx.ctx.database.db.update(bookings).set({ date }).where(eq(bookings.id, b.id));
  return { ...b, date };
}
