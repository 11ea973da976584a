import {
  isLanguage,
  type LanguageCode,
  pickText,
  type ReleaseReminder,
  type ReleaseReminderSet,
  WAITING_ROOM_CODES,
} from "@sannidhi/contracts";
import type { Db } from "../../db/client.js";
import { AppError, forbidden, notFound } from "../../lib/errors.js";
import type { JobKind, JobQueue } from "../../lib/jobs/queue.js";
import { devoteeSms, dltChoice } from "../../providers/sms/texts.js";
import { istClock, istToday } from "../bookings/calendar.js";
import { type NoticeDeps, settingsOf } from "../devotee-notices/devotee-notices.service.js";
import * as reminders from "./release-reminders.repository.js";
import type { ReleaseRow } from "./waiting-room.repository.js";
import * as repo from "./waiting-room.repository.js";
import { countPlacesLeft, joinOpensAt } from "./waiting-room.service.js";

/**
 * The job that sends a release's reminders at the moment its queue opens (docs/decisions/225).
 * The minute's sweep sends them too — whatever this job missed (a job dropped, a clock behind) —
 * and a reminder is claimed once, so the two never send one twice.
 */
export const RELEASE_REMINDER_JOB = "waiting-room.reminders";
export const RELEASE_REMINDER_JOB_KIND: JobKind = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 120,
};

/** Reminders claimed in one transaction, and at most in one call (the next call goes on). */
const BATCH = 500;
const MOST_A_CALL = 20 * BATCH;

interface Devotee {
  id: string;
  /** A mobile is on the account and verified (read with the session check). */
  mobileVerified?: boolean | undefined;
}

async function openRelease(db: Db, releaseId: string, now: Date): Promise<ReleaseRow> {
  const release = await repo.findRelease(db, releaseId);
  if (!release) throw notFound("Release not found");
  if (now >= joinOpensAt(release)) {
    throw new AppError(
      WAITING_ROOM_CODES.alreadyOpen,
      "The queue for these dates is already open: join it now instead",
      409,
    );
  }
  return release;
}

const toDto = (release: ReleaseRow, language: LanguageCode | null): ReleaseReminder => ({
  releaseId: release.id,
  set: language !== null,
  language,
  joinOpensAt: joinOpensAt(release).toISOString(),
});

/**
 * "Remind me": an SMS to the devotee when the release's queue opens, in the language given or
 * else their message language. Setting it again changes only the language (idempotent). The
 * release's job is queued for that moment, once per release (its key); should queueing it fail,
 * the minute's sweep still sends the reminder.
 */
export async function setReminder(
  deps: { db: Db; jobs: JobQueue },
  user: Devotee,
  releaseId: string,
  input: ReleaseReminderSet | undefined,
  now: Date,
): Promise<ReleaseReminder> {
  if (user.mobileVerified === false) {
    throw forbidden("Verify your mobile number to be reminded by SMS");
  }
  const release = await openRelease(deps.db, releaseId, now);
  const language = input?.language ?? (await settingsOf(deps.db, user.id)).language;
  await reminders.upsertReminder(deps.db, { releaseId, userId: user.id, language });
  const opens = joinOpensAt(release);
  await deps.jobs.enqueue(
    RELEASE_REMINDER_JOB,
    { releaseId },
    {
      key: `release-opens:${releaseId}`,
      // A second late rather than early: a job run before the moment finds nothing due.
      startAfterSeconds: Math.max(0, Math.ceil((opens.getTime() - now.getTime()) / 1000) + 1),
    },
  );
  return toDto(release, language);
}

/** Cancels the devotee's reminder (nothing to cancel is no error: the same answer). */
export async function cancelReminder(
  db: Db,
  user: Devotee,
  releaseId: string,
  now: Date,
): Promise<ReleaseReminder> {
  const release = await openRelease(db, releaseId, now);
  await reminders.deleteReminder(db, releaseId, user.id);
  return toDto(release, null);
}

/** The release time as the SMS says it: "10:00", or "2026-12-05 00:05" on another day. */
function releaseMoment(releaseAt: Date, now: Date): string {
  const { minutes } = istClock(releaseAt);
  const pad = (n: number) => String(n).padStart(2, "0");
  const time = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  const day = istToday(releaseAt);
  return day === istToday(now) ? time : `${day} ${time}`;
}

/**
 * Sends the reminders of releases whose queue has opened by `now` (of one release when given):
 * each claimed once and its SMS queued in the same transaction, in the reminder's language
 * (through the gateway, English where that language's DLT template is not configured). A
 * release with no places left — its dates closed or taken, its pooja withdrawn — drops its
 * reminders unsent. Safe to run on several processes at once.
 */
export async function sendDueReminders(
  deps: NoticeDeps,
  now: Date,
  releaseId?: string,
): Promise<{ reminded: number; dropped: number }> {
  let reminded = 0;
  let dropped = 0;
  for (let done = 0; done < MOST_A_CALL; done += BATCH) {
    const claimed = await deps.db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      const rows = await reminders.claimDue(tx, { now, releaseId, limit: BATCH });
      const facts = await reminders.messageFacts(
        tx,
        rows.map((r) => r.id),
      );
      const left = new Map<string, number>();
      for (const f of facts) {
        if (!left.has(f.release.id)) {
          left.set(f.release.id, await countPlacesLeft(tx, f.release, now));
        }
      }
      const none = facts.filter((f) => left.get(f.release.id) === 0);
      await reminders.deleteReminders(
        tx,
        none.map((f) => f.id),
      );
      dropped += none.length;
      for (const f of facts) {
        if (left.get(f.release.id) === 0 || !f.mobile) continue;
        // Names in the language the SMS goes in (English through a gateway without its template).
        const wanted: LanguageCode = isLanguage(f.language) ? f.language : "en";
        const lang = dltChoice(deps.config.sms, "release_opens", wanted).language;
        const sms = devoteeSms(deps.config.sms, "release_opens", lang, {
          pooja: pickText(f.pooja.name, f.pooja.translations, lang, "name").text,
          temple: pickText(f.temple.name, f.temple.translations, lang, "name").text,
          from: f.release.fromDate,
          to: f.release.toDate,
          at: releaseMoment(f.release.releaseAt, now),
        });
        await deps.notifier.send({ to: f.mobile, ...sms, key: `release-opens:${f.id}` }, tx);
        reminded++;
      }
      return rows.length;
    });
    if (claimed < BATCH) break;
  }
  return { reminded, dropped };
}
