import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { post, randomMobile } from "../../../test/otp.js";
import { ManualClock } from "../../lib/clock.js";
import type { DevSmsProvider } from "../../providers/sms/index.js";

// A small daily budget, so the cost of Unicode SMS shows within a few sends.
const ctx = await createTestApp({ OTP_SMS_PER_NUMBER_PER_DAY: "4" });
const clock = new ManualClock(new Date("2026-01-10T06:00:00Z"));
ctx.app.ctx.clock = clock;
const outbox = ctx.app.ctx.sms as DevSmsProvider;

let ipSeq = 1;
const ask = (mobile: string, language?: string) =>
  post(
    ctx,
    "/api/auth/otp",
    { mobile, ...(language ? { language } : {}) },
    { remoteAddress: `198.51.100.${ipSeq++}` },
  );

describe("the sign-in code's SMS (issue 37)", () => {
  it("is written in the language of the page that asked, with the code first", async () => {
    const mobile = randomMobile();
    expect((await ask(mobile, "ta")).statusCode).toBe(200);
    const [sms] = outbox.messagesTo(`+91${mobile}`);
    expect(sms?.text).toMatch(/^\d{6} உங்கள் சந்நிதி உள்நுழைவுக் குறியீடு\./);
    clock.advance(61_000);
    expect((await ask(mobile)).statusCode).toBe(200);
    expect(outbox.messagesTo(`+91${mobile}`)[0]?.text).toMatch(
      /^\d{6} is your Sannidhi sign-in code\./,
    );
  });

  it("counts a Unicode SMS's segments in the number's daily budget", async () => {
    // Budget 4: two Tamil codes (two segments each) use it up; English ones would leave two.
    const mobile = randomMobile();
    for (let i = 0; i < 2; i++) {
      expect((await ask(mobile, "ta")).statusCode).toBe(200);
      clock.advance(61_000);
    }
    const third = await ask(mobile, "ta");
    expect(third.statusCode).toBe(429);

    const english = randomMobile();
    for (let i = 0; i < 3; i++) {
      expect((await ask(english)).statusCode).toBe(200);
      clock.advance(61_000);
    }
  });

  it("refuses a language it does not know, and sends nothing", async () => {
    const mobile = randomMobile();
    const res = await ask(mobile, "fr");
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Choose one of the six languages/);
    expect(outbox.messagesTo(`+91${mobile}`)).toHaveLength(0);
  });
});
