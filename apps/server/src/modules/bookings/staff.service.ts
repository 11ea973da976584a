import {
  type AssignPriest,
  type Dashboard,
  type DaySheet,
  type Performed,
  type StaffBooking,
  type StaffBookingsQuery,
  slotStartsAt,
} from "@sannidhi/contracts";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/errors.js";
import type { TempleScope } from "../../lib/temple-scope.js";
import type { AuthUser } from "../../plugins/auth.js";
import { tellDevotee } from "../devotee-notices/devotee-notices.service.js";
import { type PaymentDeps, refundBooking } from "../payments/payments.service.js";
import { toStaffBookingDto } from "./bookings.dto.js";
import * as bookingsRepo from "./bookings.repository.js";
import { addDays, istToday, weekdayOf } from "./calendar.js";
import * as repo from "./staff.repository.js";

/** A staff member and the temples they act for (issue 33): every operation here is within it. */
export interface StaffActor {
  user: AuthUser;
  scope: TempleScope;
}

/** A booking of a temple in the actor's scope; any other does not exist for them. */
async function inScope(db: Db, scope: TempleScope, id: string) {
  const view = await repo.findStaffView(db, { scope, id });
  if (!view) throw notFound("Booking not found");
  return view;
}

/** A list filter may only name a temple in scope; another answers as one that does not exist. */
async function assertTempleInScope(db: Db, scope: TempleScope, templeId: string | undefined) {
  if (templeId && !(await repo.staffTemple(db, { scope, id: templeId }))) {
    throw notFound("Temple not found");
  }
}

export async function listBookings(
  db: Db,
  actor: StaffActor,
  query: StaffBookingsQuery,
  now: Date,
) {
  await assertTempleInScope(db, actor.scope, query.temple_id);
  const { rows, total } = await repo.listStaffViews(db, { scope: actor.scope, query });
  return { rows: rows.map((v) => toStaffBookingDto(v, now)), total };
}

export async function getBooking(db: Db, actor: StaffActor, id: string, now: Date) {
  return toStaffBookingDto(await inScope(db, actor.scope, id), now);
}

/**
 * Staff refund (issue 6, back-office): outside the devotee's policy window, e.g. when the temple
 * could not perform the pooja. Cancels a paid booking with the refund, or retries a refund that
 * the provider has not yet processed.
 */
export async function refund(
  deps: PaymentDeps,
  actor: StaffActor,
  input: { id: string; amountPaise?: number | undefined },
  now: Date,
): Promise<StaffBooking> {
  const b = (await inScope(deps.db, actor.scope, input.id)).booking;
  const { amountPaise } = input;
  if (amountPaise !== undefined && amountPaise > b.amountPaise) {
    throw new AppError("VALIDATION", "A refund cannot exceed the amount paid", 400, [
      { path: "body.amountPaise", message: `at most ${b.amountPaise}` },
    ]);
  }
  if (b.status === "confirmed" || b.status === "performed") {
    const moved = await bookingsRepo.transition(deps.db, b.id, [b.status], {
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
  await deps.staff.queueNow({ event: "booking_refunded", bookingId: b.id, actorId: actor.user.id });
  return getBooking(deps.db, actor, b.id, now);
}

/**
 * "Performed", with an optional photo; the devotee hears of it once (issue 18). Never before the
 * slot starts (issue 38, decision 232): the devotee would be told of a pooja still to come.
 */
export async function markPerformed(
  deps: PaymentDeps,
  actor: StaffActor,
  input: { id: string } & Partial<Performed>,
  now: Date,
): Promise<StaffBooking> {
  const b = (await inScope(deps.db, actor.scope, input.id)).booking;
  if (b.status !== "confirmed") {
    throw new AppError("NOT_CONFIRMED", "Only a confirmed booking can be marked performed", 409);
  }
  if (now < slotStartsAt(b.date, b.slot)) {
    throw new AppError(
      "NOT_YET_HELD",
      `This pooja is booked for ${b.slot} on ${b.date} (India time): it can be marked performed from then`,
      409,
    );
  }
  const moved = await bookingsRepo.transition(deps.db, input.id, ["confirmed"], {
    status: "performed",
    performedAt: now,
    proofPhotoUrl: input.photoUrl ?? null,
  });
  if (!moved) {
    throw new AppError("NOT_CONFIRMED", "Only a confirmed booking can be marked performed", 409);
  }
  await tellDevotee(deps, input.id, "performed");
  return getBooking(deps.db, actor, input.id, now);
}

/**
 * Development and browser tests only (`POST /api/dev/pooja-held`): a confirmed booking as if its
 * pooja had been held — its date moves to yesterday, its slot stays — so a journey can mark it
 * performed without waiting for the slot (decision 232). Any other booking does not exist here.
 */
export async function heldYesterday(db: Db, id: string, now: Date) {
  const moved = await bookingsRepo.transition(db, id, ["confirmed"], {
    date: addDays(istToday(now), -1),
  });
  if (!moved) throw notFound("No confirmed booking with this id");
  return { id: moved.id, date: moved.date, slot: moved.slot };
}

/** A priest of the booking's own temple takes it. */
export async function assignPriest(
  db: Db,
  actor: StaffActor,
  input: { id: string } & AssignPriest,
  now: Date,
): Promise<StaffBooking> {
  const view = await inScope(db, actor.scope, input.id);
  const templeId = view.booking.templeId;
  if (!(await repo.priestOfTemple(db, { id: input.priestId, templeId }))) {
    throw notFound("Priest not found at this booking's temple");
  }
  await bookingsRepo.transition(db, input.id, ["pending_payment", "confirmed", "performed"], {
    priestId: input.priestId,
  });
  return getBooking(db, actor, input.id, now);
}

/** The printable day sheet of a temple in scope (a temple outside it does not exist). */
export async function daySheet(
  db: Db,
  actor: StaffActor,
  input: { templeId: string; date: string },
  now: Date,
): Promise<DaySheet> {
  const { scope } = actor;
  const temple = await repo.staffTemple(db, { scope, id: input.templeId });
  if (!temple) throw notFound("Temple not found");
  const [rows, [closed]] = await Promise.all([
    repo.staffDayViews(db, { scope, templeId: temple.id, date: input.date }),
    bookingsRepo.closuresBetween(db, temple.id, input.date, input.date),
  ]);
  return {
    temple,
    date: input.date,
    closure: closed ? { reason: closed.reason } : null,
    bookings: rows.map((v) => toStaffBookingDto(v, now)),
  };
}

/** Today's and this week's bookings and revenue, by temple, over the scope's temples. */
export async function dashboard(db: Db, actor: StaffActor, now: Date): Promise<Dashboard> {
  const today = istToday(now);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const start = (d: string) => new Date(`${d}T00:00:00+05:30`);
  const rows = await repo.dashboardFigures(db, {
    scope: actor.scope,
    weekStart: start(monday),
    todayStart: start(today),
  });
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
