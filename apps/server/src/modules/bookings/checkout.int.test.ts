import { POLICY, refundFor } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { pdfText } from "../../../test/pdf.js";
import { createUser, type TestUser } from "../../../test/users.js";
import type { DevSmsProvider } from "../../providers/sms/index.js";
import { clock } from "./clock.js";

const ctx = await createTestApp();
const { app } = ctx;
const START = new Date("2026-03-02T04:00:00Z");
clock.now = () => START;
const ADDRESS = "Kutchery Road, Mylapore, Chennai 600004";
const { temple } = await createTemple(ctx, {
  name: "Sri Kapaleeswarar",
  address: ADDRESS,
  phone: "+91 44 2464 1670",
});
const pooja = await createPooja(ctx, temple.id, {
  name: "Archanai",
  pricePaise: 10_150,
  slots: [{ time: "18:00", capacity: 100 }],
});

async function paidBooking(d: TestUser, outcome: "success" | "failure" = "success") {
  const b = await app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: d.headers,
    payload: {
      poojaId: pooja.id,
      date: "2026-03-05",
      slot: "18:00",
      participants: [{ name: "Meena", nakshatra: "revati" }, { name: "Arun" }],
      wish: "Good health",
    },
  });
  const id = b.json().data.id as string;
  const order = (
    await app.inject({
      method: "POST",
      url: "/api/payments/order",
      headers: d.headers,
      payload: { bookingId: id },
    })
  ).json().data;
  const done = await app.inject({
    method: "POST",
    url: "/api/payments/local/complete",
    headers: d.headers,
    payload: { bookingId: id, orderId: order.orderId, outcome, signature: order.signature },
  });
  return { id, order, done };
}
const get = (d: TestUser, url: string) => app.inject({ url, headers: d.headers });
const cancelAt = async (d: TestUser, id: string, ms: number) => {
  clock.now = () => new Date(START.getTime() + ms);
  const preview = (await get(d, `/api/bookings/${id}/cancel-preview`)).json().data;
  const res = await app.inject({
    method: "POST",
    url: `/api/bookings/${id}/cancel`,
    headers: d.headers,
  });
  clock.now = () => START;
  return { preview, res };
};

describe("paying with the local provider", () => {
  it("confirms the booking, texts the devotee and issues a PDF receipt", async () => {
    const d = await createUser(ctx);
    const { id, order, done } = await paidBooking(d);
    expect(order).toMatchObject({ provider: "local", amountPaise: 20_300, currency: "INR" });
    expect(done.json().data.status).toBe("confirmed");
    const booking = (await get(d, `/api/bookings/${id}`)).json().data;
    expect(booking).toMatchObject({ status: "confirmed", holdExpiresAt: null });
    // The SMS leaves through the job queue a moment after the answer (docs/decisions/158).
    const outbox = app.ctx.sms as DevSmsProvider;
    await expect.poll(() => outbox.messagesTo(d.mobile).length, { timeout: 10_000 }).toBe(1);
    const sms = outbox.messagesTo(d.mobile)[0];
    expect(sms?.text).toContain(booking.receiptNumber);
    expect(sms?.text).toContain("Sri Kapaleeswarar");

    const pdf = await get(d, `/api/bookings/${id}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Issue 37: in the devotee's language (here asked with ?lang=), India time, the temple's
    // address and phone, the status and birth star in words, the payment's reference.
    const ta = await pdfText((await get(d, `/api/bookings/${id}/receipt.pdf?lang=ta`)).rawPayload);
    expect(ta).toContain("முன்பதிவு ரசீது");
    expect(ta).toContain(ADDRESS);
    expect(ta).toContain("+91 44 2464 1670");
    expect(ta).toContain("உறுதிசெய்யப்பட்டது");
    expect(ta).toContain("ரேவதி"); // Revati
    // pdf.js may see a space where the Tamil face hands over to the Latin one ("மார் .").
    expect(ta).toMatch(/5 மார் ?\., 2026, 6:00 PM இந்திய நேரம்/);
    expect(ta).toMatch(/கட்டணக் குறிப்பு எண்\s*local_pay_/);
    // Without ?lang=, the language the devotee chose in the app (its cookie) wins.
    const chosen = await app.inject({
      url: `/api/bookings/${id}/receipt.pdf`,
      headers: { ...d.headers, cookie: "sannidhi.language=hi", "accept-language": "ta" },
    });
    expect((await pdfText(chosen.rawPayload)).replace(/\s+/g, "")).toContain("बुकिंगरसीद");
    const other = await createUser(ctx);
    expect((await get(other, `/api/bookings/${id}/receipt.pdf`)).statusCode).toBe(404);
  });

  it("rejects a callback whose signature this server did not make", async () => {
    const d = await createUser(ctx);
    const { id, order } = await paidBooking(d, "failure");
    const forged = await app.inject({
      method: "POST",
      url: "/api/payments/local/complete",
      headers: d.headers,
      payload: {
        bookingId: id,
        orderId: order.orderId,
        outcome: "success",
        signature: "0".repeat(64),
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("BAD_SIGNATURE");
    // A failed attempt keeps the hold so the devotee can pay again before it lapses.
    expect((await get(d, `/api/bookings/${id}`)).json().data.status).toBe("pending_payment");
    expect((await get(d, `/api/bookings/${id}/receipt.pdf`)).statusCode).toBe(409);
  });

  it("lists my bookings newest first, paged, and only mine", async () => {
    const d = await createUser(ctx);
    await paidBooking(d);
    await paidBooking(d);
    await paidBooking(await createUser(ctx));
    const page = (await get(d, "/api/bookings/mine?limit=1&page=2")).json();
    expect(page.meta).toEqual({ total: 2, page: 2, limit: 1 });
    expect(page.data).toHaveLength(1);
    expect((await get(d, "/api/bookings/mine?limit=1000")).statusCode).toBe(400);
  });
});

describe("cancellation and refunds (spec section 9, through POLICY)", () => {
  it("refunds everything 30 s after booking, at once with the local provider", async () => {
    const d = await createUser(ctx);
    const { id } = await paidBooking(d);
    const { preview, res } = await cancelAt(d, id, 30_000);
    expect(preview).toMatchObject({ cancellable: true, refundPaise: 20_300 });
    expect(res.json().data).toMatchObject({
      status: "refunded",
      refund: { amountPaise: refundFor(20_300, 30_000), status: "processed" },
    });
  });

  it("refunds nothing 5 minutes after booking (the late penalty) but still cancels", async () => {
    const d = await createUser(ctx);
    const { id } = await paidBooking(d);
    const { preview, res } = await cancelAt(d, id, 5 * 60_000);
    expect(preview.refundPaise).toBe(refundFor(20_300, 5 * 60_000));
    expect(res.json().data).toMatchObject({ status: "cancelled", refund: null });
  });

  it("no longer cancels 20 minutes after booking", async () => {
    const d = await createUser(ctx);
    const { id } = await paidBooking(d);
    const { preview, res } = await cancelAt(d, id, 20 * 60_000);
    expect(preview).toMatchObject({ cancellable: false, refundPaise: null });
    expect(preview.reason).toContain(`${POLICY.cancellationWindowMinutes} minutes`);
    expect(res.statusCode).toBe(409);
    expect((await get(d, `/api/bookings/${id}`)).json().data.status).toBe("confirmed");
  });

  it("frees the places of a cancelled unpaid hold at once", async () => {
    const d = await createUser(ctx);
    const { id } = await paidBooking(d, "failure");
    const { res } = await cancelAt(d, id, 60_000);
    expect(res.json().data.status).toBe("cancelled");
    const again = await app.inject({
      method: "POST",
      url: `/api/bookings/${id}/cancel`,
      headers: d.headers,
    });
    expect(again.statusCode).toBe(409);
  });
});
