import {
  ARTICLE_STATUSES,
  ArticleCreateSchema,
  ArticleSchema,
  ArticleUpdateSchema,
  CALENDAR_EVENT_KINDS,
  CalendarEventCreateSchema,
  CalendarEventSchema,
  CalendarEventUpdateSchema,
  MantraCreateSchema,
  MantraSchema,
  MantraUpdateSchema,
} from "@sannidhi/contracts";
import { eq, gte, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { articles, calendarEvents, deities, mantras, temples } from "../../../db/schema/index.js";
import { registerConstraint } from "../../../lib/db-errors.js";
import { AppError } from "../../../lib/errors.js";
import { closureToldDevotees } from "../../devotee-notices/devotee-notices.service.js";
import { queueClosureNotice } from "../../notifications/closure-notices.js";
import { STAFF_NOTICE_JOB } from "../../notifications/staff-notice-queue.js";
import { defineResource } from "../resource.js";

registerConstraint("calendar_events_end_after_start", {
  status: 400,
  field: "end",
  message: "End must not be before start",
});

export const articleResource = defineResource({
  key: "articles",
  table: articles,
  id: articles.id,
  nameColumn: articles.title,
  create: ArticleCreateSchema,
  update: ArticleUpdateSchema,
  dto: ArticleSchema,
  search: [articles.title, articles.slug, articles.excerpt],
  sort: {
    title: articles.title,
    publishedAt: articles.publishedAt,
    status: articles.status,
    createdAt: articles.createdAt,
  },
  defaultSort: "-createdAt",
  filters: {
    status: {
      schema: z.enum(ARTICLE_STATUSES),
      where: (v: string) => eq(articles.status, v as "draft"),
    },
    tag: {
      schema: z.string().trim().min(1).max(40),
      where: (v: string) => sql`${articles.tags} @> ${JSON.stringify([v])}::jsonb`,
    },
  },
  richText: ["body"],
  publicWhere: eq(articles.status, "published"),
});

/** Spec `/api/mantharas`. */
export const mantraResource = defineResource({
  key: "mantras",
  table: mantras,
  id: mantras.id,
  nameColumn: mantras.title,
  create: MantraCreateSchema,
  update: MantraUpdateSchema,
  dto: MantraSchema,
  search: [mantras.title, mantras.transliteration, mantras.textDevanagari],
  sort: { title: mantras.title, createdAt: mantras.createdAt },
  defaultSort: "title",
  filters: {
    deity_id: { schema: z.uuid(), where: (v: string) => eq(mantras.deityId, v) },
  },
  refs: [{ field: "deityId", as: "deity", id: deities.id, name: deities.name }],
});

const instant = z.iso.datetime({ offset: true, message: "must be a date and time" });

export const calendarEventResource = defineResource({
  key: "calendarEvents",
  table: calendarEvents,
  id: calendarEvents.id,
  nameColumn: calendarEvents.title,
  create: CalendarEventCreateSchema,
  update: CalendarEventUpdateSchema,
  dto: CalendarEventSchema,
  search: [calendarEvents.title, calendarEvents.location],
  // A temple's events are its staff's; events of no temple (the trust's festivals) are the
  // trust office's (decision 200).
  templeOf: calendarEvents.templeId,
  // A closure makes a temple's days unbookable and tells booked devotees: a booking operation,
  // for the roles of the other booking operations (issue 33).
  mayWrite: (role, row) =>
    role === "editor" && row.kind === "closure"
      ? "Closures are booking operations: an administrator sets them"
      : undefined,
  sort: { start: calendarEvents.start, title: calendarEvents.title },
  defaultSort: "start",
  filters: {
    temple_id: { schema: z.uuid(), where: (v: string) => eq(calendarEvents.templeId, v) },
    kind: {
      schema: z.enum(CALENDAR_EVENT_KINDS),
      where: (v: string) => eq(calendarEvents.kind, v as "festival"),
    },
    // A month or week view asks for the events that overlap [from, to).
    from: { schema: instant, where: (v: string) => gte(calendarEvents.end, new Date(v)) },
    to: { schema: instant, where: (v: string) => lt(calendarEvents.start, new Date(v)) },
  },
  refs: [{ field: "templeId", as: "temple", id: temples.id, name: temples.name }],
  // A closure closes bookings at one temple (docs/decisions/066); without a temple it would
  // close nothing while looking as if it did.
  check: async (_tx, row) => {
    if (row.kind === "closure" && !row.templeId) {
      throw new AppError("VALIDATION", "Choose the temple this closure closes", 400, [
        { path: "templeId", message: "Choose the temple this closure closes" },
      ]);
    }
  },
  // Bookings made before a closure stay; their temple's staff are told (issue 11), from the
  // save's own transaction (docs/decisions/158), and so are the devotees who booked those days
  // (issue 18).
  inWrite: async (ctx, tx, row) => queueClosureNotice(ctx.jobs, tx, row),
  afterWrite: async (ctx, log, dto) => {
    ctx.jobs.wake(STAFF_NOTICE_JOB);
    await closureToldDevotees(ctx, log, dto);
  },
});
