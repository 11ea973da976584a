import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";

const { app } = await createTestApp();

describe("GET /api/docs", () => {
  it("publishes an OpenAPI document that lists the API's routes", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain("/api/health");
  });
});
