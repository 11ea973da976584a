import { gstinOf } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createProduct } from "../../../test/shop.js";
import { createUser } from "../../../test/users.js";

/**
 * Issue 38: a temple's GST registration and a product's HSN code and rate are edited in the CMS
 * (decision 231). Bad values are refused on their field, with a reason, and change nothing.
 */
const ctx = await createTestApp();
const admin = await createUser(ctx, "admin");
const { temple } = await createTemple(ctx, { state: { code: "TN", name: "Tamil Nadu" } });
const product = await createProduct(ctx, temple.id, { gstRate: 18, hsnCode: "7418" });
const GSTIN = gstinOf("33", "AAATM1234A");

const put = (url: string, payload: object) =>
  ctx.app.inject({ method: "PUT", url, headers: admin.headers, payload });
const read = async (url: string) =>
  (await ctx.app.inject({ url, headers: admin.headers })).json().data;

describe("a temple's GST registration", () => {
  it("takes a GSTIN of the temple's state, upper-cased, and 'not registered' again", async () => {
    const res = await put(`/api/temples/${temple.id}`, {
      gstRegistered: true,
      gstin: GSTIN.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ gstRegistered: true, gstin: GSTIN });
    const off = await put(`/api/temples/${temple.id}`, { gstRegistered: false, gstin: null });
    expect(off.json().data).toMatchObject({ gstRegistered: false, gstin: null });
    await put(`/api/temples/${temple.id}`, { gstRegistered: true, gstin: GSTIN });
  });

  it("refuses a wrong check character, a wrong state or a missing GSTIN, and changes nothing", async () => {
    const wrongCheck = `${GSTIN.slice(0, 14)}${GSTIN[14] === "A" ? "B" : "A"}`;
    const cases: [object, RegExp][] = [
      [{ gstin: wrongCheck }, /check character is wrong \(it should end in /],
      [{ gstin: "33AAATM1234A1Z" }, /A GSTIN has 15 characters/],
      [{ gstin: "33AAATM12341AZG" }, /2-digit state code, the 10-character PAN/],
      [
        { gstin: gstinOf("29", "AAATM1234A") },
        /registered in state 29, but the temple is in Tamil Nadu \(33\)/,
      ],
      [{ gstRegistered: true, gstin: null }, /Give the temple's GSTIN/],
      [{ gstRegistered: false }, /not registered for GST has no GSTIN/],
    ];
    for (const [payload, message] of cases) {
      const res = await put(`/api/temples/${temple.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        status: "error",
        details: [{ path: expect.stringMatching(/gstin$/) }],
      });
      expect(res.json().error).toMatch(message);
    }
    expect(await read(`/api/temples/${temple.id}`)).toMatchObject({
      gstRegistered: true,
      gstin: GSTIN,
    });
  });
});

describe("a product's HSN code and GST rate", () => {
  it("refuses an HSN code of another length, a rate that is not today's, and changes nothing", async () => {
    for (const payload of [
      { hsnCode: "741" },
      { hsnCode: "74181" },
      { hsnCode: "7418102" },
      { hsnCode: "74a8" },
      { gstRate: 12 },
      { gstRate: 28 },
    ]) {
      const res = await put(`/api/products/${product.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status).toBe("error");
    }
    expect((await put(`/api/products/${product.id}`, { hsnCode: "1234" })).statusCode).toBe(200);
    const bad = await put(`/api/products/${product.id}`, { hsnCode: "12345" });
    expect(bad.json().error).toMatch(/HSN code must be 4, 6 or 8 digits/);
    expect(await read(`/api/products/${product.id}`)).toMatchObject({
      hsnCode: "1234",
      gstRate: 18,
    });
  });

  it("keeps exempt prasadam at rate 0 with its HSN code", async () => {
    const res = await put(`/api/products/${product.id}`, { gstRate: 0, hsnCode: "21069099" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ gstRate: 0, hsnCode: "21069099" });
  });
});
