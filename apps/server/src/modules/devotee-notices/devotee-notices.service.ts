import { isLanguage, type LanguageCode, pickText } from "@sannidhi/contracts";
import { and, desc, eq, gt, inArray, lte } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { ReadyContext } from "../../app.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import {
  bookings,
  type DevoteeNoticeKind,
  devoteeNoticeSettings,
  devoteeNotices,
} from "../../db/schema/index.js";
import { formatRupees } from "../../lib/pdf.js";
import { dltChoice } from "../../providers/sms/texts.js";
import * as bookingsRepo from "../bookings/bookings.repository.js";
import { addDays, closedDaysAhead, istClock, istToday } from "../bookings/calendar.js";
import { clock } from "../bookings/clock.js";
import { type BookingNotifier, queuedNotifier } from "../bookings/notifier.js";
import { renderNotice } from "./templates.js";

export interface NoticeDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  notifier: BookingNotifier;
}

/** Minutes before a hold lapses at which an unpaid devotee is reminded to pay. */
export const HOLD_WARNING_MINUTES = 3;
/** India time from which tomorrow's poojas are reminded (the evening before). */
export const REMINDER_FROM_MINUTES = 18 * 60;

export async function settingsOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(devoteeNoticeSettings)
    .where(eq(devoteeNoticeSettings.userId, userId));
  const language: LanguageCode = row && isLanguage(row.language) ? row.language : "en";
  return { language, reminders: row?.reminders ?? true };
}

export async function saveSettings(
  db: Db,
  userId: string,
  s: { language: LanguageCode; reminders: boolean },
) {
  await db
    .insert(devoteeNoticeSettings)
    .values({ userId, ...s })
    .onConflictDoUpdate({
      target: devoteeNoticeSettings.userId,
      set: { ...s, updatedAt: new Date() },
    });
}

/**
 * Tells a booking's devotee what changed (issue 18): the notice is recorded once per booking
 * and kind — a second call for the same event finds it and sends nothing — in the devotee's
 * language, then sent by SMS with the kind's DLT template. Reminders respect the devotee's
 * choice. Never throws: telling must not fail what caused it. True when a notice was made.
 */
export async function tellDevotee(
  deps: NoticeDeps,
  bookingId: string,
  kind: DevoteeNoticeKind,
): Promise<boolean> {
  try {
    const v = await bookingsRepo.findView(deps.db, bookingId);
    if (!v) return false;
    const b = v.booking;
    const settings = await settingsOf(deps.db, b.userId);
    if (kind === "reminder" && !settings.reminders) return false;
    // Through the real gateway, a language whose DLT template is not configured goes in English.
    const { language, templateId } = dltChoice(deps.config.sms, kind, settings.language);
    const vars = {
      pooja: pickText(v.pooja.name, v.poojaTranslations, language, "name").text,
      temple: pickText(v.temple.name, v.templeTranslations, language, "name").text,
      date: b.date,
      slot: b.slot,
      amount: formatRupees(b.refundPaise ?? b.amountPaise),
    };
    const text = renderNotice(kind, language, vars);
    const [made] = await deps.db
      .insert(devoteeNotices)
      .values({ bookingId, userId: b.userId, kind, language, text })
      .onConflictDoNothing()
      .returning({ id: devoteeNotices.id });
    if (!made) return false;
    if (v.mobile) {
      await deps.notifier.send({
        to: v.mobile,
        text,
        vars,
        templateId,
        key: `notice:${made.id}`,
      });
      await deps.db
        .update(devoteeNotices)
        .set({ smsSentAt: new Date() })
        .where(eq(devoteeNotices.id, made.id));
    }
    return true;
  } catch (err) {
    deps.log.warn({ err, bookingId, kind }, "telling the devotee failed");
    return false;
  }
}

/**
 * The sweeper's share (once a minute): unpaid holds about to lapse, and — from 18:00 India
 * time — confirmed bookings of tomorrow. Both are safe to run again: each booking is told once.
 */
export async function sweepNotices(deps: NoticeDeps, now: Date) {
  const soon = new Date(now.getTime() + HOLD_WARNING_MINUTES * 60_000);
  const expiring = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "pending_payment"),
        gt(bookings.holdExpiresAt, now),
        lte(bookings.holdExpiresAt, soon),
      ),
    )
    .limit(500);
  let told = 0;
  for (const b of expiring) if (await tellDevotee(deps, b.id, "hold_expiring")) told++;
  if (istClock(now).minutes >= REMINDER_FROM_MINUTES) {
    const tomorrow = addDays(istToday(now), 1);
    const due = await deps.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.date, tomorrow), inArray(bookings.status, ["confirmed"])))
      .limit(2000);
    for (const b of due) if (await tellDevotee(deps, b.id, "reminder")) told++;
  }
  return { told };
}

export async function noticesOf(db: Db, userId: string, limit = 50) {
  return db
    .select()
    .from(devoteeNotices)
    .where(eq(devoteeNotices.userId, userId))
    .orderBy(desc(devoteeNotices.createdAt))
    .limit(limit);
}

/**
 * A `closure` calendar event was saved (docs/decisions/066): every devotee with a live booking
 * at that temple on a closed day is told (once per booking). Called after the commit, beside
 * the staff's notification; never throws.
 */
export async function closureToldDevotees(
  ctx: ReadyContext,
  log: FastifyBaseLogger,
  event: Record<string, unknown>,
): Promise<void> {
  try {
    const now = clock.now();
    const days = closedDaysAhead(event, now);
    if (!days) return;
    const db = ctx.database.db;
    const hit = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(bookingsRepo.strandedByClosure(days.templeId, days.from, days.last, now))
      .limit(5000);
    const deps: NoticeDeps = {
      db,
      config: ctx.config,
      log,
      notifier: queuedNotifier(ctx.jobs),
    };
    for (const b of hit) await tellDevotee(deps, b.id, "closed");
  } catch (err) {
    log.warn({ err }, "telling devotees of a closure failed");
  }
}
