import { employees } from "../src/db/schema/people.js";
import type { TestContext } from "./helpers.js";
import { payWithLocalProvider } from "./payments.js";
import type { TestUser } from "./users.js";

/** Links `user` to an active employee record at `templeId` (decision 190: their temple only). */
export async function employAt(ctx: TestContext, user: TestUser, templeId: string) {
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
