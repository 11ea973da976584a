import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";

const { app } = await createTestApp();

describe("GET /api/health", () => {
  it("reports the database as up", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "success", data: { db: "up" } });
    expect(res.headers["x-request-id"]).toBeTruthy();
  });

  it("sends a Content-Security-Policy that only trusts our own origin for scripts", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    // The local payment provider is in use: no payment provider's script or frame is trusted.
    expect(res.headers["content-security-policy"]).not.toContain("razorpay");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("errors", () => {
  it("answers an unknown API route with a 404 envelope", async () => {
    const res = await app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: "error", code: "NOT_FOUND" });
  });

  it("answers malformed JSON with a 400 envelope and no stack", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(res.json().status).toBe("error");
  });
});
