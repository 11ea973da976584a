import { afterEach, describe, expect, it, vi } from "vitest";
import { api, FALLBACK_ERROR, HttpError } from "./http";

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body || null, { status, headers })),
  );

/** The rejection of a call that must fail. */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error("the call should have failed");
    },
    (e: HttpError) => e,
  );

describe("HTTP client (spec section 8)", () => {
  it("rejects with the server's error body", async () => {
    const envelope = { status: "error", code: "VALIDATION", error: "mobile is not valid" };
    answer(400, JSON.stringify(envelope));
    const err = await failure(api.post("/api/auth/otp", { mobile: "1" }));
    expect(err).toBeInstanceOf(HttpError);
    expect(err.body).toEqual(envelope);
    expect(err.message).toBe("mobile is not valid");
  });

  it("rejects with 'Something went wrong!' when the server sends no body", async () => {
    answer(502, "");
    const err = await failure(api.get("/api/states"));
    expect(err.message).toBe(FALLBACK_ERROR);
    expect(err.body).toBe(FALLBACK_ERROR);
  });

  it("rejects with 'Something went wrong!' when the network fails", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const err = await failure(api.get("/api/states"));
    expect(err.message).toBe("Something went wrong!");
  });

  it("reads Retry-After from a rate-limit answer", async () => {
    answer(429, JSON.stringify({ status: "error", code: "RATE_LIMITED", error: "Slow down" }), {
      "retry-after": "37",
    });
    const err = await failure(api.post("/api/auth/otp", {}));
    expect(err.retryAfter).toBe(37);
  });
});
