import { CONTACT_RATE_LIMIT } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";

const ctx = await createTestApp();
const { app } = ctx;

let address = 0;
/** Each test writes from its own client address so the rate limit stays out of the way. */
const nextAddress = () => `198.51.100.${++address}`;

const valid = {
  fullName: "Lakshmi Narayanan",
  email: "Lakshmi@Example.com",
  phone: "98765 43210",
  subject: "Abhishekam booking at Srirangam",
  message: "Can I book an abhishekam for my parents' anniversary next month?",
};

const send = (payload: unknown, remoteAddress = nextAddress()) =>
  app.inject({ method: "POST", url: "/api/contact", payload: payload as object, remoteAddress });

const staffList = async (query = "") => {
  const sa = await createUser(ctx, "SA");
  return app.inject({ method: "GET", url: `/api/contact${query}`, headers: sa.headers });
};

describe("POST /api/contact", () => {
  it("stores a valid message and shows it to staff, newest first, phone in +91 form", async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    await send({ ...valid, subject: "A later question" });

    const list = await staffList();
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.meta).toMatchObject({ page: 1, total: 2 });
    expect(body.data[0].subject).toBe("A later question");
    expect(body.data[1]).toMatchObject({
      id,
      fullName: "Lakshmi Narayanan",
      email: "lakshmi@example.com",
      phone: "+919876543210",
    });
    expect(body.data[1]).not.toHaveProperty("clientHash");
  });

  it("refuses an invalid email with a clear message and stores nothing", async () => {
    const before = (await staffList()).json().meta.total;
    const res = await send({ ...valid, email: "not-an-email" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: "error", code: "VALIDATION" });
    expect(res.json().details).toContainEqual({
      path: "body.email",
      message: "Please enter a valid email, such as name@example.com",
    });
    expect((await staffList()).json().meta.total).toBe(before);
  });

  it("refuses missing fields, wrong types, a foreign phone and 10 kB strings", async () => {
    const huge = "x".repeat(10 * 1024);
    for (const bad of [
      {},
      { ...valid, fullName: "" },
      { ...valid, phone: 9876543210 },
      { ...valid, phone: "+14155550100" },
      { ...valid, message: huge },
      { ...valid, fullName: huge },
      { ...valid, subject: huge },
    ]) {
      const res = await send(bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(res.json().status).toBe("error");
    }
    const tooBig = await send({ ...valid, message: "x".repeat(20 * 1024) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers 429 with Retry-After once a client has sent the limit in the window", async () => {
    const from = nextAddress();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await send(valid, from)).statusCode).toBe(201);
    }
    const res = await send(valid, from);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: "error", code: "RATE_LIMITED" });
    const retry = Number(res.headers["retry-after"]);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMinutes * 60);
    // Another client is not affected.
    expect((await send(valid)).statusCode).toBe(201);
  });

  it("does not let parallel requests slip past the limit", async () => {
    const from = nextAddress();
    const results = await Promise.all(
      Array.from({ length: CONTACT_RATE_LIMIT.max + 3 }, () => send(valid, from)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
  });
});

describe("GET /api/contact", () => {
  it("is for SA and admin only", async () => {
    expect((await app.inject({ method: "GET", url: "/api/contact" })).statusCode).toBe(401);
    for (const role of ["user", "editor"] as const) {
      const u = await createUser(ctx, role);
      const res = await app.inject({ method: "GET", url: "/api/contact", headers: u.headers });
      expect(res.statusCode, role).toBe(403);
    }
    const admin = await createUser(ctx, "admin");
    const res = await app.inject({ method: "GET", url: "/api/contact", headers: admin.headers });
    expect(res.statusCode).toBe(200);
  });

  it("pages with meta and refuses a bad page size", async () => {
    const res = await staffList("?page=1&limit=2");
    expect(res.json().data).toHaveLength(2);
    expect(res.json().meta.limit).toBe(2);
    expect((await staffList("?limit=abc")).statusCode).toBe(400);
  });
});
