import { describe, expect, it } from "vitest";
import { signIn } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";

const b = useBrowser();

// Issue 38, item 1: staff choose the back-office's language from the account menu, and every
// label of the shell follows it; the spec's own words keep their English with Hindi beside.
describe("the back-office in Hindi", () => {
  it("is chosen from the account menu and names the sidebar, the breadcrumb and the tab in Hindi", async () => {
    const page = await b.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, "admin");
    await page.goto("/bookings");
    await page.getByRole("navigation", { name: "Back-office navigation" }).waitFor();
    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menuitemradio", { name: "हिन्दी" }).click();

    const nav = page.getByRole("navigation", { name: "बैक-ऑफ़िस नेविगेशन" });
    await nav.getByRole("link", { name: "बुकिंग" }).waitFor();
    expect(await nav.getByRole("link", { name: "बुकिंग" }).getAttribute("aria-current")).toBe("page");
    // Spec section 2's words stay as the spec spells them, translated beside.
    await nav.getByRole("button", { name: /^Main Forms\s*मुख्य फ़ॉर्म$/ }).click();
    await nav.getByRole("link", { name: /^add deities\s*देवता जोड़ें$/ }).click();
    await page.waitForURL(/\/templates\/add-forms$/);
    await expect.poll(() => page.title()).toBe("add deities · देवता जोड़ें — सन्निधि");
    expect(await nav.getByText("Workspace", { exact: true }).count()).toBe(0);
    expect(await nav.getByText("कार्यक्षेत्र", { exact: true }).count()).toBe(1);

    // The choice is kept: a reload opens the back-office in Hindi again.
    await page.goto("/shop/orders");
    const orders = page.getByTestId("breadcrumb-bar").getByText("ऑर्डर", { exact: true });
    await orders.first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi");
    await page.getByRole("button", { name: /का खाता मेनू$/ }).click();
    const chosen = page.getByRole("menuitemradio", { name: "हिन्दी" });
    expect(await chosen.getAttribute("aria-checked")).toBe("true");
  });
});
