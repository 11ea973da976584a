import { describe, expect, it } from "vitest";
import { randomMobile, sessionFor, signIn, signInViaApi } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";

const b = useBrowser();

/** The sign-in fixture every journey uses works against the real server. */
describe("sign-in fixture", () => {
  it("signs a fresh number in as a devotee through the OTP outbox", async () => {
    const { token, user } = await signInViaApi(b.baseUrl, randomMobile());
    expect(token.split(".")).toHaveLength(3);
    expect(user.role).toBe("user");
  });

  it("gives each staff role a working session", async () => {
    for (const role of ["SA", "admin", "editor"] as const) {
      const { token, user } = await sessionFor(b.baseUrl, role);
      expect(user.role).toBe(role);
      const res = await fetch(`${b.baseUrl}/api/auth/profile`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await res.json()).user.role).toBe(role);
    }
  });

  it("stores the token under the spec's keys in the page", async () => {
    const page = await b.newPage();
    const user = await signIn(page, "editor");
    const stored = await page.evaluate(() => [
      localStorage.getItem("accessToken"),
      localStorage.getItem("serverAccessToken"),
    ]);
    expect(stored[0]).toBeTruthy();
    expect(stored[1]).toBe(stored[0]);
    expect(user.role).toBe("editor");
  });
});
