import { describe, expect, it } from "vitest";
import { apiCall } from "./support/api.js";
import { sessionFor, signInWithToken, superAdmin } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";
import { createTempleWithPoojas } from "./support/fixtures.js";

const b = useBrowser();

/** Today in India (YYYY-MM-DD), and `n` days later. */
const istDay = (n = 0) =>
  new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 38, item 5: a release was saved on another temple's pooja of the same name. A temple's
 * own admin picks their temple first — the only one offered — then searches its poojas, and the
 * confirmation names the temple and the pooja before anything is saved.
 */
describe("scheduling a quota release (issue 38, item 5)", () => {
  it("offers the staff member's own temple first, then only its poojas, and names both before saving", async () => {
    const ours = await createTempleWithPoojas(b.baseUrl);
    const theirs = await createTempleWithPoojas(b.baseUrl);
    // Another temple has a pooja of exactly the same name: the mistake the issue saw.
    const sa = await superAdmin(b.baseUrl);
    await apiCall(b.baseUrl, sa.token, "POST", "/api/poojas", {
      templeId: theirs.id,
      kind: "archanai",
      name: ours.archanai.name,
      pricePaise: 10_000,
      durationMinutes: 15,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      slots: [{ time: "07:00", capacity: 50 }],
      bookingWindowDays: 60,
      cutoffHours: 2,
    });
    const admin = await sessionFor(b.baseUrl, "admin", undefined, {
      trustWide: false,
      templeIds: [ours.id],
    });
    const page = await b.newPage();
    await signInWithToken(page, admin.token);
    await page.goto("/bookings/quota-releases");
    await page.getByRole("button", { name: "Schedule a release" }).click();
    const form = page.getByRole("form", { name: "Schedule a quota release" });

    // No temple yet: the pooja picker cannot be opened, and says why.
    await form.getByText("Choose the temple first: only its poojas are offered.").waitFor();
    expect(await form.getByRole("combobox", { name: "Pooja" }).isDisabled()).toBe(true);

    // The other temple is not offered to this admin; their own is.
    const temple = form.getByRole("combobox", { name: "Temple" });
    await temple.fill(theirs.word);
    await page.getByText("No options").waitFor();
    await temple.fill(ours.word);
    await page.getByRole("option", { name: ours.name }).click();

    // The pooja is searched among this temple's poojas: one archanai of that name, not two.
    const pooja = form.getByRole("combobox", { name: "Pooja" });
    await form.getByText("Type to search this temple's poojas.").waitFor();
    await pooja.fill("Archanai");
    // Until the search answers, the picker shows all three of this temple's poojas.
    await expect.poll(() => page.getByRole("option").count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole("option", { name: ours.archanai.name }).click();

    await form.getByLabel("First date released").fill(istDay(20));
    await form.getByLabel("Last date released").fill(istDay(25));
    await form.getByRole("button", { name: "Schedule release" }).click();

    const check = page.getByRole("dialog", { name: "Schedule this release?" });
    await check.getByRole("row", { name: `Temple ${ours.name}` }).waitFor();
    await check.getByRole("row", { name: `Pooja ${ours.archanai.name}` }).waitFor();
    await check.getByRole("button", { name: "Confirm and schedule" }).click();
    await page.getByText(`${ours.archanai.name} at ${ours.name}: release scheduled`).waitFor();

    const releases = await apiCall<{ pooja: { id: string }; temple: { id: string } }[]>(
      b.baseUrl,
      admin.token,
      "GET",
      "/api/staff/quota-releases",
    );
    expect(releases.map((r) => [r.temple.id, r.pooja.id])).toEqual([[ours.id, ours.archanai.id]]);
  });
});
