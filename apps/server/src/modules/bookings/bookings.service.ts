import { randomUUID } from "node:crypto";
import { type BookingCreate, type CancelPreview, POLICY, refundFor } from "@sannidhi/contracts";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { AppError, forbidden, notFound, refusal } from "../../lib/errors.js";
import type { StaffNotices } from "../notifications/staff-notice-queue.js";
import * as repo from "./bookings.repository.js";
import { beforeCutoff, dayClosedReason } from "./calendar.js";
import { SlotGate } from "./slot-gate.js";

export interface CreateResult {
  bookingId: string;
  replayed: boolean;
  /** The new hold as the devotee sees it, read in the transaction that made it. */
  view?: repo.BookingView;
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

function slotFull(left: number): AppError {
  return refusal(
    "SLOT_FULL",
    left <= 0 ? "This slot is full" : `Only ${left} places are left in this slot`,
    409,
  );
}

/** Who is booking, as the session check read them (plugins/auth.ts). */
export interface Booker {
  id: string;
  role: string;
  /** Absent: read from the database here. */
  mobileVerified?: boolean | undefined;
}

/** The devotee-may-book rule for a booker whose rights came with the session check. */
export function assertBooker(user: Booker): void {
  if (user.role === "GUEST") {
    throw forbidden("Sign in with your mobile number to book: guest accounts cannot book poojas");
  }
  if (user.role !== "user") throw forbidden("Book from a devotee account, not a staff account");
  if (!user.mobileVerified) throw forbidden("Verify your mobile number before booking a pooja");
}

/** One gate per database (tests run several apps, each with its own, in one process). */
const gates = new WeakMap<Db, SlotGate>();
export function slotGate(db: Db): SlotGate {
  let gate = gates.get(db);
  if (!gate) {
    gate = new SlotGate();
    gates.set(db, gate);
  }
  return gate;
}

/** A hold request as it arrived: its instant, and the read of what it needs to know. */
export interface HoldStart {
  arrived: number;
  facts: Promise<repo.HoldFacts>;
}

/**
 * Starts a hold request: notes when it arrived and starts the one read of its pooja, the pooja's
 * quota releases, the day's closures and its slots' places that day (`repo.holdFacts`), shared by
 * the requests for that pooja and day waiting for it — each gets a read that started after it
 * arrived (docs/decisions/141, 192). One statement instead of three per round, and the requests
 * for every slot of the day leave it together, so each slot's next locked batch holds them all.
 */
export function startHold(db: Db, input: BookingCreate, now: Date): HoldStart {
  const arrived = SlotGate.now();
  const gate = slotGate(db);
  const facts = gate.fresh(`facts:${input.poojaId}|${input.date}`, async () => {
    const at = SlotGate.now();
    const read = await repo.holdFacts(db, input, now);
    // Every slot's count, noted under the key its batches use (the pooja's id as the database
    // spells it): a count of one slot's places is one of them all.
    for (const slot of read.pooja?.slots ?? []) {
      gate.observe(`${read.pooja?.id}|${input.date}|${slot.time}`, at, read.taken[slot.time] ?? 0);
    }
    return read;
  });
  facts.catch(() => {});
  return { arrived, facts };
}

/**
 * Holds places for `config.booking.holdMinutes` (`pending_payment`). The amount is computed here
 * from the stored price. Capacity: the slot's inventory row is locked (`for update`) before the
 * places are counted, so concurrent bookers of one slot are serialised by the database and the
 * slot can never be oversold (docs/decisions/060). Under a surge (docs/decisions/141) the pooja
 * and the slot's places are read once for all the requests waiting for them (`startHold`), this
 * process's bookers of one slot queue in memory rather than on the row lock, and a request that
 * waited while a count saw the slot full is refused from that count.
 */
export async function createHold(
  db: Db,
  config: Config,
  user: Booker,
  input: BookingCreate,
  idempotencyKey: string | null,
  now: Date,
  { arrived, facts }: HoldStart,
): Promise<CreateResult> {
  const gate = slotGate(db);
  const userId = user.id;
  if (idempotencyKey) {
    const existing = await repo.findByIdempotencyKey(db, userId, idempotencyKey);
    if (existing) return { bookingId: existing, replayed: true };
  }
  // The devotee's rights come with the session check.
  if (user.mobileVerified === undefined) await assertCanBook(db, userId);
  else assertBooker(user);
  const current = await facts;
  const pooja = current.pooja;
  if (!pooja?.active || !pooja.published) throw notFound("Pooja not found");

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
  // The closed day and the slot's places came with the read above. A full slot answers at once,
  // without queueing for the lock (docs/decisions/065): this unlocked count only ever refuses —
  // it started after the devotee asked, so if the slot was full then, it was full while the
  // devotee waited. A hold is granted only after the places are counted again under the lock.
  const n = input.participants.length;
  const key = `${pooja.id}|${input.date}|${input.slot}`;
  const closed = dayClosedReason(pooja, input.date, now, current.closed);
  if (closed || !beforeCutoff(pooja, input.date, input.slot, now)) {
    throw new AppError("SLOT_UNAVAILABLE", "This slot cannot be booked on that date", 409);
  }
  const taken = current.taken[slot.time] ?? 0;
  if (taken + n > slot.capacity) throw slotFull(slot.capacity - taken);

  // This process's bookers of the slot are granted in batches, one locked transaction at a time
  // (docs/decisions/141): one pooled connection per slot waits on the row lock, not the pool.
  const granted = await gate.batch<HoldRequest, Granted | Replayed>(
    key,
    { arrived, userId, input, idempotencyKey, now, pooja, capacity: slot.capacity },
    (batch) => grantBatch(db, config, gate, key, batch),
  );
  return "replayed" in granted
    ? { bookingId: granted.replayed, replayed: true }
    : { bookingId: granted.id, replayed: false, view: granted.view };
}

/** A request whose idempotency key was used by an earlier request: that booking. */
interface Replayed {
  replayed: string;
}

interface Granted {
  id: string;
  view: repo.BookingView;
}

interface HoldRequest {
  arrived: number;
  pooja: repo.PoojaForBooking;
  capacity: number;
  userId: string;
  input: BookingCreate;
  idempotencyKey: string | null;
  now: Date;
}

/**
 * One locked transaction for every request of one slot waiting in this process: lock the slot's
 * row, count its places and each devotee's bookings that day in one statement, decide in arrival
 * order exactly as one request at a time would (per-devotee limit, then places), insert the
 * granted holds in one statement, commit. The database stays the only judge of the last place:
 * the count is taken under the row lock, as in docs/decisions/060.
 */
async function grantBatch(
  db: Db,
  config: Config,
  gate: SlotGate,
  key: string,
  batch: HoldRequest[],
): Promise<(Granted | Replayed | Error)[]> {
  const results: (string | Granted | Replayed | Error | null)[] = batch.map(() => null);
  // A count taken while a request waited (the previous batch's, under the lock) may refuse it
  // without another round trip.
  const live: number[] = [];
  batch.forEach((r, i) => {
    const n = r.input.participants.length;
    const seen = gate.takenSince(key, r.arrived);
    if (seen !== undefined && seen + n > r.capacity) results[i] = slotFull(r.capacity - seen);
    else live.push(i);
  });
  if (!live.length) return results as Error[];
  // The pooja as read for the latest request (the newest read; capacity may have been edited).
  const { pooja, capacity } = batch[live[live.length - 1] as number] as HoldRequest;
  const first = batch[live[0] as number] as HoldRequest;
  const { date, slot } = first.input;
  const now = new Date(Math.max(...live.map((i) => (batch[i] as HoldRequest).now.getTime())));
  const at = SlotGate.now();
  let taken = 0;
  // A request repeating the key of an earlier one in this batch is answered as that one is.
  const sameAs = new Map<number, number>();
  const views = await db.transaction(async (tx) => {
    if (!(await repo.lockSlot(tx, pooja.id, date, slot))) {
      await repo.ensureSlotRow(tx, pooja.id, date, slot);
      await repo.lockSlot(tx, pooja.id, date, slot);
    }
    const reqs = live.map((i) => batch[i] as HoldRequest);
    const counts = await repo.slotAndDevoteesCounts(
      tx,
      {
        poojaId: pooja.id,
        date,
        slot,
        userIds: [...new Set(reqs.map((r) => r.userId))],
        keys: [...new Set(reqs.flatMap((r) => (r.idempotencyKey ? [r.idempotencyKey] : [])))],
      },
      now,
    );
    taken = counts.taken;
    const firstWithKey = new Map<string, number>();
    const rows: (repo.NewBooking & { id: string })[] = [];
    for (const i of live) {
      const r = batch[i] as HoldRequest;
      const n = r.input.participants.length;
      if (r.idempotencyKey) {
        const k = `${r.userId}|${r.idempotencyKey}`;
        const existing = counts.used.get(k);
        if (existing) {
          results[i] = { replayed: existing };
          continue;
        }
        const earlier = firstWithKey.get(k);
        if (earlier !== undefined) {
          sameAs.set(i, earlier);
          continue;
        }
        firstWithKey.set(k, i);
      }
      const mine = counts.mine.get(r.userId) ?? 0;
      if (mine >= config.booking.maxPerPoojaPerDay) {
        results[i] = new AppError(
          "BOOKING_LIMIT",
          `You already have ${mine} bookings of this pooja on this date, the most one devotee may hold`,
          409,
        );
        continue;
      }
      if (taken + n > capacity) {
        results[i] = slotFull(capacity - taken);
        continue;
      }
      const id = randomUUID();
      taken += n;
      counts.mine.set(r.userId, mine + 1);
      results[i] = id;
      rows.push({
        id,
        userId: r.userId,
        poojaId: pooja.id,
        templeId: pooja.templeId,
        date,
        slot,
        participants: r.input.participants,
        wish: r.input.wish || null,
        // The price the devotee's request was checked against.
        amountPaise: r.pooja.pricePaise * n,
        holdExpiresAt: new Date(r.now.getTime() + config.booking.holdMinutes * 60_000),
        idempotencyKey: r.idempotencyKey,
        createdAt: r.now,
      });
    }
    const inserted = await repo.insertBookings(tx, rows);
    return repo.findViews(tx, [...inserted]);
  });
  for (const [i, r] of results.entries()) {
    if (typeof r !== "string") continue;
    const view = views.get(r);
    if (view) {
      results[i] = { id: r, view };
      continue;
    }
    // Not inserted: the devotee used this key at the same moment for another slot (the unique
    // key, `on conflict do nothing`); answer with that booking, as a replay.
    const req = batch[i] as HoldRequest;
    const existing = await repo.findByIdempotencyKey(db, req.userId, req.idempotencyKey ?? "");
    results[i] = existing
      ? { replayed: existing }
      : new AppError("CONFLICT", "This request is already being processed; try again", 409);
  }
  for (const [i, earlier] of sameAs) {
    const r = results[earlier];
    results[i] = r && typeof r === "object" && "view" in r ? { replayed: r.id } : (r ?? null);
  }
  gate.observe(key, at, taken);
  return results as (Granted | Replayed | Error)[];
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
 * conditional update so two cancels cannot both win. A paid booking's cancellation queues the
 * staff's notice in the same transaction (docs/decisions/158). The caller refunds through the
 * provider.
 */
export async function cancel(
  db: Db,
  b: repo.BookingRow,
  now: Date,
  staff: Pick<StaffNotices, "queue">,
): Promise<repo.BookingRow> {
  const preview = cancelPreview(b, now);
  if (!preview.cancellable) {
    throw new AppError("NOT_CANCELLABLE", preview.reason ?? "Cannot cancel", 409);
  }
  const from = b.status === "confirmed" ? "confirmed" : "pending_payment";
  return db.transaction(async (tx) => {
    const row = await repo.transition(tx, b.id, [from], {
      status: "cancelled",
      cancelledAt: now,
      refundPaise: from === "confirmed" ? preview.refundPaise : null,
    });
    if (!row) throw new AppError("NOT_CANCELLABLE", "The booking changed; reload it", 409);
    if (from === "confirmed") {
      await staff.queue(tx, { event: "booking_cancelled", bookingId: b.id, reason: "devotee" });
    }
    return row;
  });
}
