import type { Dashboard, StaffBookingsQuery } from "@sannidhi/contracts";
import { and, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import { tellDevotee } from "../devotee-notices/devotee-notices.service.js";
import { type PaymentDeps, refundBooking } from "../payments/payments.service.js";
import * as repo from "./bookings.repository.js";
import { addDays, istToday, weekdayOf } from "./calendar.js";

export function staffFilter(q: StaffBookingsQuery): SQL | undefined {
  const b = repo.bookingColumns;
  const u = repo.userColumns;
  const text = q.q?.replace(/[\\%_]/g, "");
  const digits = text?.replace(/\D/g, "") ?? "";
  return and(
    q.temple_id ? eq(b.templeId, q.temple_id) : undefined,
    q.date ? eq(b.date, q.date) : undefined,
    q.status ? eq(b.status, q.status) : undefined,
    text
      ? or(
          ilike(b.receiptNumber, `%${text}%`),
          digits.length >= 4 ? ilike(u.mobile, `%${digits.slice(-10)}%`) : undefined,
        )
      : undefined,
  );
}

/**
 * Staff refund (issue 6, back-office): outside the devotee's policy window, e.g. when the temple
 * could not perform the pooja. Cancels a paid booking with the refund, or retries a refund that
 * the provider has not yet processed.
 */
export async function staffRefund(
  deps: PaymentDeps,
  b: repo.BookingRow,
  amountPaise: number | undefined,
  now: Date,
) {
  if (amountPaise !== undefined && amountPaise > b.amountPaise) {
    throw new AppError("VALIDATION", "A refund cannot exceed the amount paid", 400, [
      { path: "body.amountPaise", message: `at most ${b.amountPaise}` },
    ]);
  }
  if (b.status === "confirmed" || b.status === "performed") {
    const moved = await repo.transition(deps.db, b.id, [b.status], {
      status: "cancelled",
      cancelledAt: now,
      refundPaise: amountPaise ?? b.amountPaise,
    });
    if (!moved) throw new AppError("NOT_REFUNDABLE", "The booking changed; reload it", 409);
  } else if (!(b.status === "cancelled" && b.refundPaise && !b.refundedAt)) {
    throw new AppError("NOT_REFUNDABLE", `A ${b.status} booking has nothing to refund`, 409);
  }
  await refundBooking(deps, b.id, now);
  // Issue 18: the devotee is told (once, however often the refund is retried).
  await tellDevotee(deps, b.id, "refunded");
}

export async function dashboard(db: Db, now: Date): Promise<Dashboard> {
  const today = istToday(now);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const start = (d: string) => new Date(`${d}T00:00:00+05:30`);
  const rows = await repo.figures(db, start(monday), start(today));
  const sum = (k: "todayBookings" | "todayRevenue" | "weekBookings" | "weekRevenue") =>
    rows.reduce((n, r) => n + r[k], 0);
  return {
    today: { bookings: sum("todayBookings"), revenuePaise: sum("todayRevenue") },
    week: { bookings: sum("weekBookings"), revenuePaise: sum("weekRevenue") },
    byTemple: rows.map((r) => ({
      templeId: r.templeId,
      name: r.name,
      today: { bookings: r.todayBookings, revenuePaise: r.todayRevenue },
      week: { bookings: r.weekBookings, revenuePaise: r.weekRevenue },
    })),
  };
}
