import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";
import {
  createDonationPurpose,
  createTempleWithPoojas,
  type OwnTemple,
  register80g,
} from "./support/fixtures.js";

const b = useBrowser();

// This file's own temple, registered under 80G, with a hundi to give to.
let temple: OwnTemple;
beforeAll(async () => {
  temple = await createTempleWithPoojas(b.baseUrl);
  await register80g(b.baseUrl, temple.id, temple.word);
  await createDonationPurpose(b.baseUrl, temple.id, "General hundi", 0);
});

// Issue 37, item 6: the donation form on a phone, in Hindi.
describe("the donation form on a 375 px phone", () => {
  it("lays the amounts out as whole buttons, and takes an error away as soon as it is fixed", async () => {
    const page = await b.newPage({ viewport: { width: 375, height: 800 } });
    await signIn(page, "user");
    await page.goto(`/app/temples/${temple.slug}/donate?lang=hi`);
    const amounts = page.getByRole("group", { name: "राशि" });
    await amounts.waitFor();

    // Every amount button is whole: inside the form, four borders, none over another.
    const boxes = await amounts.getByRole("button").evaluateAll((buttons) =>
      buttons.map((el) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return {
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
          borders: [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth],
          colours: [s.borderTopColor, s.borderRightColor, s.borderBottomColor, s.borderLeftColor],
        };
      }),
    );
    expect(boxes.length).toBeGreaterThan(3);
    for (const [i, box] of boxes.entries()) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(375);
      expect(box.borders).toEqual(["1px", "1px", "1px", "1px"]);
      expect(box.colours).not.toContain("rgba(0, 0, 0, 0)");
      for (const other of boxes.slice(i + 1)) {
        const apart =
          other.left >= box.right ||
          other.right <= box.left ||
          other.top >= box.bottom ||
          other.bottom <= box.top;
        expect(apart).toBe(true);
      }
    }
    const widths = new Set(boxes.map((x) => Math.round(x.right - x.left)));
    expect(widths.size).toBe(1);

    // The 80G receipt with a PAN of the wrong shape and no address: both said ...
    await page.getByLabel("आपका नाम").fill("मीना सुंदरम");
    await page.getByLabel("मुझे कर छूट के लिए 80G रसीद चाहिए").check();
    await page.getByLabel("पैन").fill("ABCD1234Q");
    await page.getByRole("button", { name: /दान करें/ }).click();
    const panError = page.getByText("पैन ABCDE1234F जैसा होना चाहिए");
    const addressError = page.getByText("80G रसीद के लिए अपना पता लिखें");
    await panError.waitFor();
    await addressError.waitFor();
    // ... and each gone as soon as it is put right, before "Donate" is pressed again.
    await page.getByLabel("पैन").fill("AAAPZ9876Q");
    await panError.waitFor({ state: "detached" });
    expect(await addressError.count()).toBe(1);
    await page.getByLabel("आपका पता").fill("12 North Mada Street, Chennai 600004");
    await addressError.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
