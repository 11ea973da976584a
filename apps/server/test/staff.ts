import { employees } from "../src/db/schema/people.js";
import type { TestContext } from "./helpers.js";
import { payWithLocalProvider } from "./payments.js";
import { grant, type TestUser } from "./users.js";

/**
 * Makes `user` one of `templeId`'s own staff: granted that temple only (issue 33), and listed in
 * its employee directory as the office manager.
 */
export async function employAt(ctx: TestContext, user: TestUser, templeId: string) {
  await grant(ctx, user, [templeId]);
  await ctx.database.db.insert(employees).values({
    name: `Employee of ${user.mobile}`,
    mobile: user.mobile,
    designation: "Temple office manager",
    templeId,
    userId: user.id,
  });
}

/** A devotee books `poojaId` on `date` at `slot` and pays with the local provider. */
export async function bookAndPay(
  ctx: TestContext,
  devotee: TestUser,
  booking: { poojaId: string; date: string; slot: string },
) {
  const { app } = ctx;
  const res = await app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: devotee.headers,
    payload: { ...booking, participants: [{ name: "Meena" }] },
  });
  const id = res.json().data.id as string;
  await payWithLocalProvider(ctx, devotee, { bookingId: id });
  return { id, receipt: res.json().data.receiptNumber as string };
}
