import { describe, expect, it } from "vitest";
import { apiCall } from "./support/api.js";
import { randomMobile, signInViaApi, signInWithToken } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";

const b = useBrowser();
const SLUG = "meenakshi-amman-temple-madurai";
const TAMIL = /[\u0B80-\u0BFF]/;

interface PoojaCard {
  id: string;
  name: string;
  description: string;
  nextAvailableDate: string | null;
  fallback: string[];
}

// Issue 37, item 9: a Tamil devotee reads Tamil from the temple to the SMS, in the demo's own data.
describe("a Tamil devotee books at the demo's Madurai temple", () => {
  it("reads the pooja, the checkout, the booking, My bookings and the SMS in Tamil", async () => {
    const temple = await apiCall<{ name: string; history: string; poojas: PoojaCard[] }>(
      b.baseUrl,
      null,
      "GET",
      `/api/public/temples/${SLUG}?lang=ta`,
    );
    // The demo carries the temple's history and its poojas' descriptions in Tamil.
    expect(temple.history).toMatch(TAMIL);
    const pooja = temple.poojas.find((p) => p.nextAvailableDate && !p.fallback.length);
    if (!pooja) throw new Error("no Madurai pooja is bookable with a Tamil text");
    expect(pooja.description).toMatch(TAMIL);

    const mobile = randomMobile();
    const devotee = await signInViaApi(b.baseUrl, mobile);
    const page = await b.newPage({ viewport: { width: 375, height: 800 } });
    await signInWithToken(page, devotee.token);
    await page.goto(`/app/temples/${SLUG}/book/${pooja.id}?lang=ta`);
    await page.getByRole("heading", { level: 1, name: pooja.name }).waitFor();
    await page.getByRole("button", { name: "தொடர்க" }).click();
    const who = page.getByRole("group", { name: "பங்கேற்பாளர் 1" });
    await who.waitFor();
    await who.getByRole("textbox", { name: /^பெயர்/ }).fill("பொன்னம்மாள்");
    for (const field of await who.getByRole("combobox").all()) {
      if ((await field.getAttribute("required")) !== null) await field.selectOption({ index: 1 });
    }
    const gotra = who.getByRole("textbox", { name: /^கோத்திரம்/ });
    if ((await gotra.getAttribute("required")) !== null) await gotra.fill("காசியப");
    await page.getByRole("button", { name: "தொடர்க" }).click();
    await page.getByRole("button", { name: "உறுதிசெய்து செலுத்துக" }).click();

    // The checkout names the pooja and the temple as the temple's page did. Its heading first:
    // the address changes before the checkout's code has loaded, and until then the review step
    // is still on screen with the same names (and a "… செலுத்துக" button of its own).
    await page.waitForURL(/\/app\/checkout\//);
    const main = page.locator("main");
    await main.getByRole("heading", { level: 1, name: "கட்டணம்" }).waitFor();
    await main.getByText(pooja.name).first().waitFor();
    await main.getByText(temple.name, { exact: false }).first().waitFor();
    await main.getByRole("button", { name: /^₹[\d,.]+ செலுத்துக$/ }).click();
    await page.waitForURL(/\/app\/bookings\/[0-9a-f-]{36}$/);
    await main.getByRole("heading", { level: 1, name: "முன்பதிவு" }).waitFor();
    await main.getByText(pooja.name).first().waitFor();
    await main.getByText(temple.name, { exact: false }).first().waitFor();

    // My bookings keeps them in Tamil too.
    await page.goto("/app/bookings?lang=ta");
    await page.locator("main").getByText(pooja.name).first().waitFor();

    // The confirmation SMS is Tamil, with the Tamil names.
    await expect
      .poll(
        async () =>
          (
            await apiCall<{ text: string }[]>(
              b.baseUrl,
              null,
              "GET",
              `/api/dev/sms-outbox?mobile=${encodeURIComponent(`+91${mobile}`)}`,
            )
          ).map((m) => m.text),
        { timeout: 15_000 },
      )
      .toContainEqual(
        expect.stringMatching(new RegExp(`^சந்நிதி: .*${pooja.name}.*உறுதிசெய்யப்பட்டது`)),
      );
  });

  it("finds the temple's prasadam in the shop in Tamil", async () => {
    const products = await apiCall<{ title: string; templeSlug: string }[]>(
      b.baseUrl,
      null,
      "GET",
      "/api/ecommerce/get-product-list?limit=50&lang=ta",
    );
    const tamil = products.find((p) => p.templeSlug === SLUG && TAMIL.test(p.title));
    if (!tamil) throw new Error("no Madurai product has a Tamil title");
    const page = await b.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`/app/shop?lang=ta&temple_id=${await templeId()}`);
    await page.getByRole("heading", { name: tamil.title }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

async function templeId() {
  return (await apiCall<{ id: string }>(b.baseUrl, null, "GET", `/api/public/temples/${SLUG}`)).id;
}
