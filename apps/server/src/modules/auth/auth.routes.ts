import {
  ForgotPasswordSchema,
  LoginAnswerSchema,
  LoginSchema,
  MessageAnswerSchema,
  OtpSendSchema,
  OtpSentSchema,
  ProfileAnswerSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SessionAnswerSchema,
  SigninSchema,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors.js";
import { requireRole } from "../../plugins/auth.js";
import { toUserDto } from "../users/users.dto.js";
import { findById } from "../users/users.repository.js";
import * as auth from "./auth.service.js";
import { provenDevice, readKnownDevice } from "./known-device.js";
import { sendOtp } from "./otp.service.js";
import { clearRefreshCookie, logout, refreshSession } from "./session.service.js";

const ok = "success" as const;
const open = { public: true };

/** Spec section 7 calls, at their paths and with their answer fields. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/auth/otp",
    { config: open, schema: { body: OtpSendSchema, response: { 200: OtpSentSchema } } },
    async (req) => {
      // A browser that signed this number in before is its own source (decision 210).
      const device = provenDevice(ctx, readKnownDevice(ctx, req), `mobile:${req.body.mobile}`);
      return { status: ok, data: await sendOtp(ctx, { ...req.body, ip: req.ip, device }, req.log) };
    },
  );

  app.post(
    "/auth/login",
    { config: open, schema: { body: LoginSchema, response: { 200: LoginAnswerSchema } } },
    async (req, reply) => {
      const known = readKnownDevice(ctx, req);
      const session = await auth.loginWithOtp(ctx, reply, { ...req.body, ip: req.ip }, known);
      return { status: ok, authtoken: session.accessToken, ...session };
    },
  );

  app.post(
    "/auth/signin",
    { config: open, schema: { body: SigninSchema, response: { 200: SessionAnswerSchema } } },
    async (req, reply) => ({
      status: ok,
      ...(await auth.signin(ctx, reply, { ...req.body, ip: req.ip }, readKnownDevice(ctx, req))),
    }),
  );

  app.post(
    "/auth/register",
    { config: open, schema: { body: RegisterSchema, response: { 200: SessionAnswerSchema } } },
    async (req, reply) => ({
      status: ok,
      ...(await auth.register(ctx, reply, { ...req.body, ip: req.ip }, readKnownDevice(ctx, req))),
    }),
  );

  app.post(
    "/auth/refresh",
    { config: open, schema: { response: { 200: SessionAnswerSchema } } },
    async (req, reply) => {
      try {
        return { status: ok, ...(await refreshSession(ctx, req, reply)) };
      } catch (err) {
        clearRefreshCookie(ctx, reply);
        throw err;
      }
    },
  );

  app.post(
    "/auth/logout",
    { ...requireRole("any", "own"), schema: { response: { 200: MessageAnswerSchema } } },
    async (req, reply) => {
      await logout(ctx, req.user!.id);
      clearRefreshCookie(ctx, reply);
      return { status: ok, message: "You have been signed out" };
    },
  );

  app.get(
    "/auth/profile",
    { ...requireRole("any", "own"), schema: { response: { 200: ProfileAnswerSchema } } },
    async (req) => {
      const row = await findById(ctx.database.db, req.user!.id);
      if (!row) throw notFound("User not found");
      return { status: ok, user: toUserDto(row) };
    },
  );

  app.post(
    "/auth/forgot-password",
    {
      config: open,
      schema: { body: ForgotPasswordSchema, response: { 200: MessageAnswerSchema } },
    },
    async (req) => {
      await auth.forgotPassword(ctx, { ...req.body, ip: req.ip });
      return { status: ok, message: auth.FORGOT_MESSAGE };
    },
  );

  app.post(
    "/auth/reset-password",
    { config: open, schema: { body: ResetPasswordSchema, response: { 200: MessageAnswerSchema } } },
    async (req) => {
      await auth.resetPassword(ctx, { ...req.body, ip: req.ip });
      return { status: ok, message: auth.RESET_DONE_MESSAGE };
    },
  );
};
