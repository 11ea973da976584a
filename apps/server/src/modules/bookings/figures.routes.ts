import { BookingFiguresQuerySchema, BookingFiguresResponseSchema } from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole } from "../../plugins/auth.js";
import { clock } from "./clock.js";
import { figures } from "./figures.service.js";

/** Booking and revenue figures for the staff charts (issue 14): SA and admins, as bookings. */
export const bookingFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  app.get(
    "/staff/booking-figures",
    {
      ...requireRole(["SA", "admin"], "temple"),
      schema: {
        querystring: BookingFiguresQuerySchema,
        response: { 200: BookingFiguresResponseSchema },
      },
    },
    async (req) => ({
      status: "success" as const,
      data: await figures(db, req.scope!, req.query, clock.now()),
    }),
  );
};
