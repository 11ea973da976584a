import { describe, expect, it } from "vitest";
import { signIn } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";

/**
 * Issue 13's journey: a devotee filters the temple shop, adds a product twice (amount 2), checks
 * out with the local provider, sees the order and its invoice PDF; staff dispatch it and the
 * devotee's order shows delivered (and the devotee gets an SMS and may rate what came).
 */
const b = useBrowser();

// The demo seed's products (apps/server/src/db/seed/data/shop.ts).
const TEMPLE = "Sri Venkateswara Swamy Temple, Tirumala";
const LADDU = "Tirupati laddu (large)";

describe("issue 13: the temple shop, from the catalogue to a delivered order", () => {
  it("filters, adds twice, pays, downloads the invoice; staff dispatch; the devotee sees delivered", async () => {
    const page = await b.newPage({ viewport: { width: 412, height: 900 }, acceptDownloads: true });
    const devotee = await signIn(page, "user");

    await page.goto("/app");
    // The light landing page (decision 165) shows the site's links in its header on a phone too.
    await page.getByRole("link", { name: "Temple shop" }).click();
    await page.getByRole("heading", { level: 1, name: "Temple shop" }).waitFor();
    // On a phone the filters are folded under one line.
    await page.locator("summary", { hasText: "Filters" }).click();
    await page.getByRole("radio", { name: /^Prasadam \(\d+\)$/ }).click();
    await page.waitForURL(/category=prasadam/);
    const temple = page.getByLabel("Temple", { exact: true });
    await temple.locator("option", { hasText: TEMPLE }).waitFor({ state: "attached" });
    const templeId = await temple.locator("option", { hasText: TEMPLE }).getAttribute("value");
    await temple.selectOption(templeId ?? "");
    await page.waitForURL(/temple_id=/);
    await page.getByRole("heading", { name: "1 product" }).waitFor();

    const card = page.getByRole("article", { name: LADDU });
    await card.getByRole("button", { name: "Add to cart" }).click();
    await page.getByText(`${LADDU} is in your cart (1).`).waitFor();
    await card.getByRole("button", { name: "Add to cart" }).click();
    await page.getByText(`${LADDU} is in your cart (2).`).waitFor();

    await page.getByRole("link", { name: /^Cart, 2 items$/ }).click();
    await page.getByRole("heading", { level: 1, name: "Your cart" }).waitFor();
    const amount = page.getByRole("group", { name: `Amount of ${LADDU}` });
    expect(await amount.innerText()).toContain("2");
    await page.getByText("Total: ₹400.00").waitFor();
    await page.getByRole("link", { name: "Check out" }).click();

    await page.getByRole("heading", { level: 1, name: "Delivery and payment" }).waitFor();
    await page.getByLabel("Full name").fill("Meena Sundaram");
    await page.getByLabel("Mobile number").fill("9840012345");
    await page.getByLabel("House and street").fill("12 North Mada Street");
    await page.getByLabel("Town or city").fill("Chennai");
    await page.getByLabel("PIN code").fill("560004");
    await page.getByRole("combobox", { name: "State" }).click();
    await page.getByRole("option", { name: "Tamil Nadu" }).click();
    await page.getByRole("button", { name: "Place order and pay ₹400.00" }).click();
    // A PIN code of Karnataka for Tamil Nadu is caught before anything is ordered.
    await page.getByText("This PIN code is not in the chosen state").waitFor();
    await page.getByLabel("PIN code").fill("600004");
    await page.getByRole("button", { name: "Place order and pay ₹400.00" }).click();

    await page.waitForURL(/\/app\/orders\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split("/").pop() ?? "";
    await page.getByText("Awaiting payment", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Pay ₹400.00" }).click();
    await page.getByText("Paid — being packed", { exact: true }).waitFor();
    const orderNo = ((await page.getByText(/^Order SO-/).textContent()) ?? "").replace(
      "Order ",
      "",
    );

    const invoiceButton = page.getByRole("button", { name: /^Invoice INV\/\d{4}\/\d{6} \(PDF\)$/ });
    const [download] = await Promise.all([page.waitForEvent("download"), invoiceButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");

    // The temple's staff find it among the paid orders and dispatch it.
    const staff = await b.newPage();
    await signIn(staff, "admin");
    await staff.goto("/shop/orders?status=processing");
    await staff.getByRole("link", { name: orderNo }).click();
    await staff.getByRole("heading", { name: `Order ${orderNo}` }).waitFor();
    await staff.getByRole("button", { name: "Dispatch" }).click();
    const dialog = staff.getByRole("dialog", { name: "Dispatch" });
    await dialog.getByLabel(/Courier or India Post/).fill("India Post");
    await dialog.getByLabel("Tracking number").fill("EM123456789IN");
    await dialog.getByRole("button", { name: "Mark dispatched" }).click();
    await staff.getByText("Delivered", { exact: true }).waitFor();

    // The devotee's order shows delivered, with the courier; the SMS says so too.
    await page.reload();
    await page.getByText("Delivered", { exact: true }).waitFor();
    await page.getByText("EM123456789IN").waitFor();
    const outbox = await fetch(
      `${b.baseUrl}/api/dev/sms-outbox?mobile=${encodeURIComponent(devotee.mobile ?? "")}`,
    );
    const texts = ((await outbox.json()) as { data: { text: string }[] }).data.map((m) => m.text);
    expect(texts.some((t) => t.includes(orderNo) && t.includes("dispatched by India Post"))).toBe(
      true,
    );

    // What came may be rated once.
    await page.getByRole("radio", { name: "5 Stars" }).click({ force: true });
    await page.getByText("Your rating:").waitFor();
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
