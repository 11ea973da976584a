import { describe, expect, it } from "vitest";
import { CmsFixtures } from "../../../test/cms-fixtures.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";

const ctx = await createTestApp();
const admin = await createUser(ctx, "admin");
const fx = new CmsFixtures(ctx, admin);

const call = (
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe("translatable catalogue text (issue 19)", () => {
  it("keeps a temple's name, town and description in other languages beside the English", async () => {
    const temple = await fx.temple({
      translations: {
        ta: { name: "அருள்மிகு மீனாட்சி கோயில்", town: "மதுரை" },
        hi: { description: "<p>मदुरै का मंदिर</p><script>alert(1)</script>" },
      },
    });
    const res = await call("GET", `/api/temples/${temple.id}`, undefined, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toMatch(/^Temple /);
    expect(res.json().data.translations).toEqual({
      ta: { name: "அருள்மிகு மீனாட்சி கோயில்", town: "மதுரை" },
      // Cleaned like the English rich text: the script is gone.
      hi: { description: "<p>मदुरै का मंदिर</p>" },
    });
  });

  it("changes only the translations a PUT names, and an empty text removes one", async () => {
    const temple = await fx.temple({
      translations: { ta: { name: "பழைய பெயர்", town: "மதுரை" }, hi: { name: "पुराना नाम" } },
    });
    const res = await call("PUT", `/api/temples/${temple.id}`, {
      translations: { ta: { name: "", town: "திருமலை" }, te: { name: "తిరుమల ఆలయం" } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.translations).toEqual({
      ta: { town: "திருமலை" },
      hi: { name: "पुराना नाम" },
      te: { name: "తిరుమల ఆలయం" },
    });
    // The audit log records the change like any other field.
    const sa = await createUser(ctx, "SA");
    const audit = await call(
      "GET",
      `/api/audit?resource=temples&entityId=${temple.id}`,
      undefined,
      sa.headers,
    );
    const entry = audit
      .json()
      .data.find(
        (e: { entityId: string; action: string }) =>
          e.entityId === temple.id && e.action === "update",
      );
    expect(entry.changes.translations.after.te).toEqual({ name: "తిరుమల ఆలయం" });
  });

  it("refuses an unknown language, an untranslatable field and a too-long text, naming them", async () => {
    const temple = await fx.temple();
    for (const [translations, path] of [
      [{ fr: { name: "Temple" } }, "translations"],
      [{ ta: { slug: "kovil" } }, "translations.ta"],
      [{ ta: { name: "க".repeat(10_000) } }, "translations.ta.name"],
      [{ ta: { name: 42 } }, "translations.ta.name"],
      [{ ta: "மீனாட்சி" }, "translations.ta"],
    ] as const) {
      const res = await call("PUT", `/api/temples/${temple.id}`, { translations });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(`body.${path}`);
    }
    const after = await call("GET", `/api/temples/${temple.id}`);
    expect(after.json().data.translations).toEqual({});
  });

  it("finds a row in the staff list by its name in any language it has", async () => {
    const token = fx.token();
    const deity = await fx.post("/api/deities", {
      name: `Deity ${token}`,
      translations: { ta: { name: `முருகன் ${token}` }, ml: { name: `മുരുകൻ ${token}` } },
    });
    for (const q of [`முருகன் ${token}`, `മുരുകൻ`, `deity ${token}`]) {
      const res = await call("GET", `/api/deities?q=${encodeURIComponent(q)}`);
      expect(res.json().data.map((d: { id: string }) => d.id)).toContain(deity.id);
    }
  });

  it("lets every catalogue resource opt in: a pooja and an event carry their translations", async () => {
    const pooja = await fx.pooja({ translations: { kn: { name: "ಕುಂಕುಮಾರ್ಚನೆ" } } });
    expect(pooja.translations).toEqual({ kn: { name: "ಕುಂಕುಮಾರ್ಚನೆ" } });
    const event = await fx.post(
      "/api/calendar/events",
      fx.eventInput({ translations: { hi: { title: "प्रदोष", note: "" } } }),
    );
    expect(event.translations).toEqual({ hi: { title: "प्रदोष" } });
  });
});
