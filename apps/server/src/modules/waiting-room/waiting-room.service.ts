import { randomInt } from "node:crypto";
import {
  type QuotaRelease,
  type QuotaReleaseCreate,
  WAITING_ROOM_CODES,
  WAITING_ROOM_PASS_MINUTES,
  type WaitingStatus,
} from "@sannidhi/contracts";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/errors.js";
import type { TempleScope } from "../../lib/temple-scope.js";
import { availability, bookablePooja } from "../bookings/availability.service.js";
import { findPoojaForBooking } from "../bookings/bookings.repository.js";
import {
  assertBooker,
  assertCanBook,
  type Booker,
  slotGate,
} from "../bookings/bookings.service.js";
import { istToday } from "../bookings/calendar.js";
import { readPass, signPass } from "./pass.js";
import { isSpent } from "./pass-spend.js";
import * as reminders from "./release-reminders.repository.js";
import type { ReleaseDates } from "./waiting-room.repository.js";
import * as repo from "./waiting-room.repository.js";

const MINUTE = 60_000;

export function toReleaseDto(r: repo.ReleaseRow): QuotaRelease {
  return {
    id: r.id,
    poojaId: r.poojaId,
    fromDate: r.fromDate,
    toDate: r.toDate,
    releaseAt: r.releaseAt.toISOString(),
    joinOpensAt: joinOpensAt(r).toISOString(),
    ratePerMinute: r.ratePerMinute,
    joinWindowMinutes: r.joinWindowMinutes,
  };
}

/** When devotees may start joining the release's queue (and its reminders are sent). */
export function joinOpensAt(r: repo.ReleaseRow): Date {
  return new Date(r.releaseAt.getTime() - r.joinWindowMinutes * MINUTE);
}

/** Staff mark a pooja's future dates as released at a set time. */
export async function createRelease(
  db: Db,
  staff: { id: string; scope: TempleScope },
  input: QuotaReleaseCreate,
  now: Date,
): Promise<repo.ReleaseRow> {
  const pooja = await findPoojaForBooking(db, input.poojaId);
  if (!pooja) throw notFound("Pooja not found");
  // Staff release places only at the temples they act for (issue 33).
  staff.scope.assertWritable(pooja.templeId);
  const releaseAt = new Date(input.releaseAt);
  const errors = [
    ...(input.fromDate < istToday(now)
      ? [{ path: "body.fromDate", message: "must not be in the past" }]
      : []),
    ...(releaseAt.getTime() <= now.getTime()
      ? [{ path: "body.releaseAt", message: "must be in the future" }]
      : []),
  ];
  if (errors.length) {
    throw new AppError("VALIDATION", `${errors[0]!.path}: ${errors[0]!.message}`, 400, errors);
  }
  return repo.insertRelease(db, {
    poojaId: input.poojaId,
    fromDate: input.fromDate,
    toDate: input.toDate,
    releaseAt,
    ratePerMinute: input.ratePerMinute,
    joinWindowMinutes: input.joinWindowMinutes,
    createdBy: staff.id,
  });
}

/** A uniformly random permutation of 1..n (Fisher–Yates over crypto randomness). */
export function randomPositions(n: number): number[] {
  const p = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [p[i], p[j]] = [p[j]!, p[i]!];
  }
  return p;
}

/**
 * The draw, inside a transaction holding the release's row lock: once the release time has
 * passed, everyone who joined before it gets a random position. Exactly once, in whichever
 * process reads first (docs/decisions/146).
 */
async function drawLocked(tx: Db, release: repo.ReleaseRow, now: Date): Promise<void> {
  if (release.shuffledAt || now < release.releaseAt) return;
  const early = await repo.unplacedBefore(tx, release.id, release.releaseAt);
  const positions = randomPositions(early.length);
  await repo.setPositions(
    tx,
    early.map((e, i) => ({ id: e.id, position: positions[i]! })),
  );
  await repo.markShuffled(tx, release.id, now);
  release.shuffledAt = now;
}

async function drawIfDue(db: Db, release: repo.ReleaseRow, now: Date): Promise<repo.ReleaseRow> {
  if (release.shuffledAt || now < release.releaseAt) return release;
  return db.transaction(async (tx) => {
    const locked = await repo.lockRelease(tx as unknown as Db, release.id);
    if (!locked) throw notFound("Release not found");
    await drawLocked(tx as unknown as Db, locked, now);
    return locked;
  });
}

/**
 * The release as a read started after the caller arrived; the requests of one release arriving
 * together share it (decision 141's `SlotGate.fresh`), so a surge of joins reads it a few times,
 * not once each.
 */
function readRelease(db: Db, releaseId: string): Promise<repo.ReleaseRow | undefined> {
  return slotGate(db).fresh(`release:${releaseId}`, () => repo.findRelease(db, releaseId));
}

/** Joins the queue: one entry per account, a second join answers the same entry. */
export async function join(
  db: Db,
  secret: string,
  user: Booker,
  releaseId: string,
  now: Date,
): Promise<WaitingStatus> {
  if (user.mobileVerified === undefined) await assertCanBook(db, user.id);
  else assertBooker(user);
  const release = await readRelease(db, releaseId);
  if (!release) throw notFound("Release not found");
  if (now < joinOpensAt(release)) {
    throw new AppError(
      WAITING_ROOM_CODES.notOpen,
      `The queue opens at ${joinOpensAt(release).toISOString()}, ${release.joinWindowMinutes} minutes before the release`,
      409,
    );
  }
  let entry =
    (now < release.releaseAt && !release.shuffledAt
      ? await joinEarly(db, release, user.id, now)
      : undefined) ?? (await joinLate(db, releaseId, user.id, now));
  // A turn whose pass was spent or has lapsed is over: joining again queues behind (211).
  if (await turnOver(db, release, entry, now)) entry = await newTurn(db, releaseId, entry, now);
  return describe(db, secret, user.id, release, entry, now);
}

/**
 * Before the release: an entry without a position, under a *shared* lock of the release row, so
 * early joins never wait for one another; the draw's `for update` waits for them all, and a join
 * that finds the draw done goes to the late path (decision 149). Undefined: join late instead.
 */
async function joinEarly(db: Db, release: repo.ReleaseRow, userId: string, now: Date) {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const locked = await repo.shareLockRelease(tx, release.id);
    if (!locked) throw notFound("Release not found");
    if (locked.shuffledAt) return undefined;
    return (
      (await repo.insertEntry(tx, {
        releaseId: release.id,
        userId,
        joinedAt: now,
        position: null,
      })) ?? (await repo.findEntry(tx, release.id, userId))
    );
  });
}

/** After the release: later arrivals queue behind, in arrival order (the row lock orders them). */
async function joinLate(db: Db, releaseId: string, userId: string, now: Date) {
  const existing = await repo.findEntry(db, releaseId, userId);
  if (existing) return existing;
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const locked = await repo.lockRelease(tx, releaseId);
    if (!locked) throw notFound("Release not found");
    const again = await repo.findEntry(tx, releaseId, userId);
    if (again) return again;
    let position: number | null = null;
    // Drawn already (by a process whose clock is ahead, or while this early join waited): the
    // join queues behind, never as an early entry the draw has passed.
    if (locked.shuffledAt || now >= locked.releaseAt) {
      await drawLocked(tx, locked, now);
      position = (await repo.lastPosition(tx, releaseId)) + 1;
    }
    return (await repo.insertEntry(tx, { releaseId, userId, joinedAt: now, position }))!;
  });
}

/**
 * Places left on the release's dates (only asked once the release time has passed). A queue
 * polls this together: the requests waiting for one release's count share the next read that
 * starts after they arrived (decision 141's `SlotGate.fresh`), never an older one.
 */
function placesLeft(db: Db, release: repo.ReleaseRow, now: Date): Promise<number> {
  return slotGate(db).fresh(`release-left:${release.id}`, () => countPlacesLeft(db, release, now));
}

export async function countPlacesLeft(
  db: Db,
  release: repo.ReleaseRow,
  now: Date,
): Promise<number> {
  const pooja = await bookablePooja(db, release.poojaId).catch(() => null);
  if (!pooja) return 0;
  const today = istToday(now);
  if (release.toDate < today) return 0;
  const from = release.fromDate < today ? today : release.fromDate;
  const a = await availability(db, pooja, { from, to: release.toDate }, now);
  return a.days
    .filter((d) => d.closed !== "weekday" && d.closed !== "closure")
    .flatMap((d) => d.slots)
    .reduce((sum, s) => sum + Math.max(0, s.remaining), 0);
}

/**
 * When a turn was admitted (docs/decisions/211): the moment the rate reached its position, or its
 * joining if that came later (a queue already past it). Fixed by the turn, so the pass's expiry
 * is too: asking for the status again and again never renews an admission.
 */
export function admittedAt(release: repo.ReleaseRow, entry: repo.EntryRow): Date {
  const reached =
    release.releaseAt.getTime() + ((entry.position ?? 0) / release.ratePerMinute) * MINUTE;
  return new Date(Math.max(reached, entry.joinedAt.getTime()));
}

const turnOf = (entry: repo.EntryRow) => `${entry.id}:${entry.position}`;
const passEnds = (release: repo.ReleaseRow, entry: repo.EntryRow) =>
  new Date(admittedAt(release, entry).getTime() + WAITING_ROOM_PASS_MINUTES * MINUTE);

/** An admitted turn whose pass a hold has spent, or whose ten minutes are over. */
async function turnOver(db: Db, release: repo.ReleaseRow, entry: repo.EntryRow, now: Date) {
  if (entry.position === null || entry.position > admittedUpTo(release, now)) return false;
  return passEnds(release, entry) <= now || (await isSpent(db, turnOf(entry), now));
}

/** The account goes to the back of the queue: a new position, joined now. */
async function newTurn(db: Db, releaseId: string, entry: repo.EntryRow, now: Date) {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const locked = await repo.lockRelease(tx, releaseId);
    if (!locked) throw notFound("Release not found");
    const position = (await repo.lastPosition(tx, releaseId)) + 1;
    return (await repo.requeueEntry(tx, entry.id, position, now)) ?? entry;
  });
}

/** How many positions are admitted `now`: floor(minutes since release × rate). */
export function admittedUpTo(release: repo.ReleaseRow, now: Date): number {
  const minutes = (now.getTime() - release.releaseAt.getTime()) / MINUTE;
  return minutes < 0 ? 0 : Math.floor(minutes * release.ratePerMinute);
}

/** A devotee's place in the queue, drawing the positions first if the release time passed. */
export async function status(
  db: Db,
  secret: string,
  userId: string,
  releaseId: string,
  now: Date,
): Promise<WaitingStatus> {
  const found = await readRelease(db, releaseId);
  if (!found) throw notFound("Release not found");
  const release = await drawIfDue(db, found, now);
  const entry = await repo.findEntry(db, releaseId, userId);
  return describe(db, secret, userId, release, entry, now);
}

/** What a devotee is told about their place (or absence) in a release's queue. */
async function describe(
  db: Db,
  secret: string,
  userId: string,
  release: repo.ReleaseRow,
  entry: repo.EntryRow | undefined,
  now: Date,
): Promise<WaitingStatus> {
  const releaseId = release.id;
  const base: WaitingStatus = {
    release: toReleaseDto(release),
    state: "not_open",
    serverTime: now.toISOString(),
    position: null,
    ahead: null,
    estimatedWaitSeconds: null,
    pass: null,
    passExpiresAt: null,
    aheadWhenSoldOut: null,
    reminder: false,
  };
  const released = now >= release.releaseAt;
  const untilRelease = Math.max(0, Math.ceil((release.releaseAt.getTime() - now.getTime()) / 1000));
  if (!entry) {
    // Only before the queue opens is a reminder pending (docs/decisions/225).
    if (now < joinOpensAt(release)) {
      return { ...base, reminder: await reminders.hasReminder(db, releaseId, userId) };
    }
    if (released && (await placesLeft(db, release, now)) === 0) {
      const ahead = await repo.queueLength(db, releaseId);
      return { ...base, state: "sold_out", aheadWhenSoldOut: ahead };
    }
    return { ...base, state: "can_join" };
  }
  if (entry.position === null) {
    return { ...base, state: "joined", estimatedWaitSeconds: untilRelease };
  }
  const admitted = admittedUpTo(release, now);
  const position = entry.position;
  if (position <= admitted) {
    // The turn's one pass, the same at every ask; spent or lapsed, the turn is over and the
    // devotee may join again, behind everyone (docs/decisions/211).
    const expiresAt = passEnds(release, entry);
    if (await turnOver(db, release, entry, now)) {
      if (released && (await placesLeft(db, release, now)) === 0) {
        return { ...base, state: "sold_out", aheadWhenSoldOut: 0 };
      }
      return { ...base, state: "can_join" };
    }
    return {
      ...base,
      state: "admitted",
      position,
      ahead: 0,
      estimatedWaitSeconds: 0,
      pass: signPass(secret, { userId, releaseId, turn: turnOf(entry), expiresAt }),
      passExpiresAt: expiresAt.toISOString(),
    };
  }
  if ((await placesLeft(db, release, now)) === 0) {
    return { ...base, state: "sold_out", position, aheadWhenSoldOut: position - 1 };
  }
  // Seconds until `admitted` reaches `position`: position / rate minutes after the release.
  const admitAt = release.releaseAt.getTime() + (position / release.ratePerMinute) * MINUTE;
  return {
    ...base,
    state: "waiting",
    position,
    ahead: position - 1 - admitted,
    estimatedWaitSeconds: Math.max(1, Math.ceil((admitAt - now.getTime()) / 1000)),
  };
}

/**
 * The hold endpoint's gate: a date covered by a quota release is held only with a valid pass of
 * this account for that release (403 `WAITING_ROOM_PASS_REQUIRED` / `WAITING_ROOM_PASS_INVALID`).
 * `releases` are the pooja's, newest release time first, as the hold's one read brought them
 * (`startHold` in bookings.service.ts: a read that started after the request arrived). Answers
 * the release the date belongs to, if any.
 */
export function requirePass(
  secret: string,
  userId: string,
  target: { date: string; waitingRoomPass?: string | undefined },
  releases: readonly ReleaseDates[],
  now: Date,
): (ReleaseDates & { turn: string }) | undefined {
  const release = releases.find((r) => r.fromDate <= target.date && target.date <= r.toDate);
  if (!release) return undefined;
  if (!target.waitingRoomPass) {
    throw new AppError(
      WAITING_ROOM_CODES.passRequired,
      "This date opens through the waiting room: join the queue and book when you are admitted",
      403,
    );
  }
  const claims = readPass(secret, target.waitingRoomPass);
  const why = !claims
    ? "This waiting-room pass is not valid"
    : claims.userId !== userId
      ? "This waiting-room pass belongs to another account"
      : claims.releaseId !== release.id
        ? "This waiting-room pass is for another release"
        : claims.expiresAt <= now
          ? "This waiting-room pass has expired: open the waiting room again for a new one"
          : null;
  if (why) throw new AppError(WAITING_ROOM_CODES.passInvalid, why, 403);
  return { ...release, turn: claims!.turn };
}
