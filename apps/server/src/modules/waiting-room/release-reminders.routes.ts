import { ReleaseReminderResponseSchema, ReleaseReminderSetSchema } from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole } from "../../plugins/auth.js";
import { clock } from "../bookings/clock.js";
import { queuedNotifier } from "../bookings/notifier.js";
import {
  cancelReminder,
  RELEASE_REMINDER_JOB,
  RELEASE_REMINDER_JOB_KIND,
  sendDueReminders,
  setReminder,
} from "./release-reminders.service.js";

const IdParams = z.object({ id: z.uuid() });
// A devotee's own reminder: staff accounts do not queue, so they are not reminded either.
const DEVOTEE = requireRole(["user"], "own");

/** "Remind me" on a quota release whose queue is not open yet (issue 37, item 2; decision 225). */
export const releaseRemindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const jobs = app.ctx.jobs;
  const deps = { db, config: app.ctx.config, log: app.log, notifier: queuedNotifier(jobs) };
  jobs.define<{ releaseId: string }>(RELEASE_REMINDER_JOB, RELEASE_REMINDER_JOB_KIND, async (p) => {
    await sendDueReminders(deps, clock.now(), p.releaseId);
  });

  app.put(
    "/waiting-room/:id/reminder",
    {
      ...DEVOTEE,
      schema: {
        params: IdParams,
        body: ReleaseReminderSetSchema,
        response: { 200: ReleaseReminderResponseSchema },
      },
    },
    async (req) => ({
      status: "success" as const,
      data: await setReminder({ db, jobs }, req.user!, req.params.id, req.body, clock.now()),
    }),
  );

  app.delete(
    "/waiting-room/:id/reminder",
    {
      ...DEVOTEE,
      schema: { params: IdParams, response: { 200: ReleaseReminderResponseSchema } },
    },
    async (req) => ({
      status: "success" as const,
      data: await cancelReminder(db, req.user!, req.params.id, clock.now()),
    }),
  );
};
