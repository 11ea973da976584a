import { type BookingCreate, type CancelPreview, POLICY, refundFor } from "@sannidhi/contracts";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { AppError, forbidden, notFound } from "../../lib/errors.js";
import { bookablePooja } from "./availability.service.js";
import * as repo from "./bookings.repository.js";
import { beforeCutoff, dayClosedReason } from "./calendar.js";

export interface CreateResult {
  bookingId: string;
  replayed: boolean;
}

/** Signed-in devotees with a verified mobile book; guests and staff accounts do not (issue 6). */
export async function assertCanBook(db: Db, userId: string): Promise<void> {
  const user = await repo.findUserForBooking(db, userId);
  if (!user || user.role === "GUEST") {
    throw forbidden("Sign in with your mobile number to book: guest accounts cannot book poojas");
  }
  if (user.role !== "user") throw forbidden("Book from a devotee account, not a staff account");
  if (!user.mobile || !user.verifiedAt) {
    throw forbidden("Verify your mobile number before booking a pooja");
  }
}

function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === "23505" && (!e.constraint || e.constraint === constraint)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

function slotFull(left: number): AppError {
  return new AppError(
    "SLOT_FULL",
    left <= 0 ? "This slot is full" : `Only ${left} places are left in this slot`,
    409,
  );
}

/**
 * Holds places for `config.booking.holdMinutes` (`pending_payment`). The amount is computed here
 * from the stored price. Capacity: the slot's inventory row is locked (`for update`) before the
 * places are counted, so concurrent bookers of one slot are serialised by the database and the
 * slot can never be oversold (docs/decisions/060).
 */
export async function createHold(
  db: Db,
  config: Config,
  userId: string,
  input: BookingCreate,
  idempotencyKey: string | null,
  now: Date,
): Promise<CreateResult> {
  if (idempotencyKey) {
    const existing = await repo.findByIdempotencyKey(db, userId, idempotencyKey);
    if (existing) return { bookingId: existing, replayed: true };
  }
  await assertCanBook(db, userId);
  const pooja = await bookablePooja(db, input.poojaId);

  const cap = Math.min(pooja.maxParticipants, config.booking.maxParticipants);
  if (input.participants.length > cap) {
    throw new AppError("VALIDATION", `At most ${cap} participants per booking`, 400, [
      { path: "body.participants", message: `at most ${cap} participants` },
    ]);
  }
  const missing = input.participants.flatMap((p, i) =>
    (["gotra", "nakshatra", "rasi"] as const)
      .filter((f) => pooja.requires[f] && !p[f])
      .map((f) => ({ path: `body.participants.${i}.${f}`, message: "is required for this pooja" })),
  );
  if (missing.length) {
    throw new AppError(
      "VALIDATION",
      `${missing[0]?.path}: is required for this pooja`,
      400,
      missing,
    );
  }

  const slot = pooja.slots.find((s) => s.time === input.slot);
  if (!slot) throw new AppError("SLOT_UNAVAILABLE", "This pooja has no such slot", 409);
  // Closed day and the slot's places now, in one read. A full slot answers at once, without
  // queueing for the lock (docs/decisions/065): this unlocked count only ever refuses — if the
  // slot is full now, it was full when the devotee asked. A hold is granted only after the places
  // are counted again under the lock below.
  const n = input.participants.length;
  const where = { poojaId: pooja.id, date: input.date, slot: input.slot };
  const current = await repo.closedAndTaken(db, { ...where, templeId: pooja.templeId }, now);
  const closed = dayClosedReason(pooja, input.date, now, current.closed);
  if (closed || !beforeCutoff(pooja, input.date, input.slot, now)) {
    throw new AppError("SLOT_UNAVAILABLE", "This slot cannot be booked on that date", 409);
  }
  if (current.taken + n > slot.capacity) throw slotFull(slot.capacity - current.taken);

  try {
    const row = await db.transaction(async (tx) => {
      if (!(await repo.lockSlot(tx, pooja.id, input.date, input.slot))) {
        await repo.ensureSlotRow(tx, pooja.id, input.date, input.slot);
        await repo.lockSlot(tx, pooja.id, input.date, input.slot);
      }
      const { taken, mine } = await repo.slotAndDevoteeCounts(tx, { ...where, userId }, now);
      if (mine >= config.booking.maxPerPoojaPerDay) {
        throw new AppError(
          "BOOKING_LIMIT",
          `You already have ${mine} bookings of this pooja on this date, the most one devotee may hold`,
          409,
        );
      }
      if (taken + n > slot.capacity) throw slotFull(slot.capacity - taken);
      return repo.insertBooking(tx, {
        userId,
        poojaId: pooja.id,
        templeId: pooja.templeId,
        date: input.date,
        slot: input.slot,
        participants: input.participants,
        wish: input.wish || null,
        amountPaise: pooja.pricePaise * input.participants.length,
        holdExpiresAt: new Date(now.getTime() + config.booking.holdMinutes * 60_000),
        idempotencyKey,
        createdAt: now,
      });
    });
    return { bookingId: row.id, replayed: false };
  } catch (err) {
    // The same key raced itself: the first request won; answer with its booking.
    if (idempotencyKey && isUniqueViolation(err, "bookings_user_idempotency_uq")) {
      const existing = await repo.findByIdempotencyKey(db, userId, idempotencyKey);
      if (existing) return { bookingId: existing, replayed: true };
    }
    throw err;
  }
}

/** A devotee's own booking; another devotee's answers 404, as if it did not exist. */
export async function viewForUser(db: Db, userId: string, id: string) {
  const view = await repo.findView(db, id);
  if (!view || view.booking.userId !== userId) throw notFound("Booking not found");
  return view;
}

export async function viewById(db: Db, id: string) {
  const view = await repo.findView(db, id);
  if (!view) throw notFound("Booking not found");
  return view;
}

/** Spec section 9 through POLICY/refundFor: the amount a cancellation now would refund. */
export function cancelPreview(b: repo.BookingRow, now: Date): CancelPreview {
  const deadline = new Date(b.createdAt.getTime() + POLICY.cancellationWindowMinutes * 60_000);
  const base = { amountPaise: b.amountPaise, deadline: deadline.toISOString() };
  if (b.status === "pending_payment" && b.holdExpiresAt && b.holdExpiresAt > now) {
    // Nothing was paid: cancelling just releases the places.
    return { ...base, cancellable: true, refundPaise: 0, reason: null };
  }
  if (b.status !== "confirmed") {
    return { ...base, cancellable: false, refundPaise: null, reason: `Booking is ${b.status}` };
  }
  const refund = refundFor(b.amountPaise, now.getTime() - b.createdAt.getTime());
  if (refund === null) {
    return {
      ...base,
      cancellable: false,
      refundPaise: null,
      reason: `Bookings can be cancelled within ${POLICY.cancellationWindowMinutes} minutes`,
    };
  }
  return { ...base, cancellable: true, refundPaise: refund, reason: null };
}

/**
 * Cancels (devotee): moves the booking to `cancelled` with the refund the policy gives, in one
 * conditional update so two cancels cannot both win. The caller refunds through the provider.
 */
export async function cancel(db: Db, b: repo.BookingRow, now: Date): Promise<repo.BookingRow> {
  const preview = cancelPreview(b, now);
  if (!preview.cancellable) {
    throw new AppError("NOT_CANCELLABLE", preview.reason ?? "Cannot cancel", 409);
  }
  const from = b.status === "confirmed" ? "confirmed" : "pending_payment";
  const row = await repo.transition(db, b.id, [from], {
    status: "cancelled",
    cancelledAt: now,
    refundPaise: from === "confirmed" ? preview.refundPaise : null,
  });
  if (!row) throw new AppError("NOT_CANCELLABLE", "The booking changed; reload it", 409);
  return row;
}
