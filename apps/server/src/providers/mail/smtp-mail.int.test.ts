import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { post } from "../../../test/otp.js";
import { SmtpMailProvider } from "./smtp-mail.js";

/**
 * Issue 35, item 5: MAIL_PROVIDER accepted only `dev`, so a production deployment could not send
 * the inbox's replies or a reset link at all. A local SMTP catcher, started here, receives what
 * the SMTP provider sends — the sign-in of the mail service included.
 */
interface Caught {
  from: string;
  to: string[];
  user: string | undefined;
  data: string;
}
const caught: Caught[] = [];
let refuse = false;
const catcher = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onAuth(auth, _session, done) {
    if (auth.username === "sannidhi" && auth.password === "s3cret")
      done(null, { user: "sannidhi" });
    else done(new Error("Invalid username or password"));
  },
  onRcptTo(_address, _session, done) {
    if (refuse) done(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    else done();
  },
  onData(stream, session, done) {
    let data = "";
    stream.on("data", (c: Buffer) => {
      data += c.toString("utf8");
    });
    stream.on("end", () => {
      caught.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        user: session.user as string | undefined,
        data,
      });
      done();
    });
  },
});
await new Promise<void>((resolve) => catcher.listen(0, "127.0.0.1", resolve));
const { port } = catcher.server.address() as AddressInfo;
const url = `smtp://sannidhi:s3cret@127.0.0.1:${port}`;
afterAll(() => new Promise<void>((resolve) => catcher.close(() => resolve())));

const ctx = await createTestApp({
  MAIL_PROVIDER: "smtp",
  MAIL_SMTP_URL: url,
  MAIL_FROM: "Sannidhi <no-reply@sannidhi.example>",
  PUBLIC_URL: "https://sannidhi.example",
});

/** Quoted-printable soft breaks and escapes undone: the message's text as the reader sees it. */
const readable = (data: string) =>
  data
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));

describe("the SMTP mail provider", () => {
  it("is the app's mail provider when MAIL_PROVIDER=smtp", () => {
    expect(ctx.app.ctx.mail.name).toBe("smtp");
  });

  it("delivers a reset link through the mail service, signed in, from MAIL_FROM", async () => {
    const email = `devotee.${Date.now()}@example.org`;
    const reg = await post(ctx, "/api/auth/register", {
      email,
      username: "Lakshmi",
      password: "s3cret-pass",
    });
    expect(reg.statusCode).toBe(200);
    const res = await post(ctx, "/api/auth/forgot-password", { email });
    expect(res.statusCode).toBe(200);
    const mail = caught.find((m) => m.to.includes(email));
    expect(mail).toMatchObject({ from: "no-reply@sannidhi.example", user: "sannidhi" });
    const text = readable(mail!.data);
    expect(text).toMatch(/^Subject: Reset your Sannidhi password/m);
    expect(text).toMatch(/^From: Sannidhi <no-reply@sannidhi\.example>/m);
    expect(text).toMatch(/https:\/\/sannidhi\.example\/session\/reset-password\?token=[\w-]{43}/);
  });

  it("fails the send when the server refuses the recipient or the sign-in, so it can be retried", async () => {
    refuse = true;
    const provider = new SmtpMailProvider(url, "Sannidhi <no-reply@sannidhi.example>");
    await expect(
      provider.send({ to: "gone@example.org", subject: "Hello", text: "Hello" }),
    ).rejects.toThrow();
    refuse = false;
    provider.close();
    const wrong = new SmtpMailProvider(
      `smtp://sannidhi:wrong@127.0.0.1:${port}`,
      "Sannidhi <no-reply@sannidhi.example>",
    );
    await expect(wrong.send({ to: "a@example.org", subject: "Hi", text: "Hi" })).rejects.toThrow(
      /Invalid username or password|auth/i,
    );
    wrong.close();
  });
});
