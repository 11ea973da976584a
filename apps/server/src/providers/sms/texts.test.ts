import { LANGUAGE_CODES } from "@sannidhi/contracts/languages";
import { readLocale } from "@sannidhi/site/locale-files";
import { describe, expect, it } from "vitest";
import { devoteeSms, dltChoice, SMS_TEXTS, smsSegments } from "./texts.js";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("a devotee's SMS in their language (issue 37)", () => {
  for (const [kind, texts] of Object.entries(SMS_TEXTS)) {
    it(`${kind}: every language has the English text's variables and the site's own name`, () => {
      for (const lang of LANGUAGE_CODES) {
        expect(placeholders(texts[lang]), `${kind}.${lang}`).toEqual(placeholders(texts.en));
        if (kind !== "otp") {
          expect(texts[lang], `${kind}.${lang}`).toMatch(
            new RegExp(`^${readLocale(lang, "common").appName}: `),
          );
        }
      }
    });
  }

  const gateway = {
    provider: "msg91" as const,
    templateId: "otp-en",
    noticeTemplates: { booking_confirmed: "conf-en", "booking_confirmed.ta": "conf-ta" },
  };

  it("goes in the devotee's language when its DLT template is configured", () => {
    const sms = devoteeSms(gateway, "booking_confirmed", "ta", {
      pooja: "அர்ச்சனை",
      temple: "கபாலீஸ்வரர்",
      date: "2026-12-04",
      slot: "06:00",
      receipt: "SN-2026-000042",
    });
    expect(sms).toMatchObject({ language: "ta", templateId: "conf-ta" });
    expect(sms.text).toBe(
      "சந்நிதி: கபாலீஸ்வரர் கோயிலில் 2026-12-04 06:00 உங்கள் அர்ச்சனை உறுதிசெய்யப்பட்டது. ரசீது SN-2026-000042.",
    );
  });

  it("falls back to English through the gateway when a language has no registered template, but not in the dev outbox", () => {
    expect(dltChoice(gateway, "booking_confirmed", "hi")).toEqual({
      language: "en",
      templateId: "conf-en",
    });
    // The sign-in code's English template is SMS_TEMPLATE_ID.
    expect(dltChoice(gateway, "otp", "hi")).toEqual({ language: "en", templateId: "otp-en" });
    expect(dltChoice({ ...gateway, provider: "dev" }, "booking_confirmed", "hi").language).toBe(
      "hi",
    );
  });

  it("counts segments as the network does: 160 GSM characters, 70 in Unicode", () => {
    expect(smsSegments("a".repeat(160))).toBe(1);
    expect(smsSegments("a".repeat(161))).toBe(2);
    expect(smsSegments("{".repeat(80))).toBe(1); // the extension's characters count two
    expect(smsSegments("{".repeat(81))).toBe(2);
    const english = devoteeSms(gateway, "otp", "en", { code: "123456" }).text;
    const tamil = devoteeSms({ ...gateway, provider: "dev" }, "otp", "ta", { code: "123456" }).text;
    expect(smsSegments(english)).toBe(1);
    expect(smsSegments("அ".repeat(70))).toBe(1);
    expect(smsSegments("அ".repeat(71))).toBe(2);
    expect(smsSegments(tamil)).toBe(2);
  });
});
