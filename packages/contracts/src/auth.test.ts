import { describe, expect, it } from "vitest";
import { LoginSchema, MobileSchema, normaliseIndianMobile, RegisterSchema } from "./auth.js";

describe("Indian mobile numbers", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["+919876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["91-98765-43210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["6000000000", "+916000000000"],
    // Ten digits that happen to start with 91 are a number, not a prefix.
    ["9198765432", "+919198765432"],
  ])("accepts %s as %s", (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
    expect(MobileSchema.parse(input)).toBe(expected);
  });

  it.each([
    "5876543210",
    "987654321",
    "98765432101",
    "+14155550100",
    "+44 7700 900123",
    "+92 300 1234567",
    "98765abcde",
    "",
    "9".repeat(10_000),
  ])("refuses %s with a clear message", (input) => {
    const result = MobileSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Enter a valid 10-digit Indian mobile number");
  });
});

describe("form schemas", () => {
  it("uses the spec's sign-up messages", () => {
    const empty = RegisterSchema.safeParse({ email: "", username: "", password: "" });
    expect(empty.error?.issues.map((i) => i.message)).toContain("this field is required");
    const bad = RegisterSchema.safeParse({ email: "nope", username: "a", password: "long-enough" });
    expect(bad.error?.issues[0]?.message).toBe("email is not valid");
  });

  it("needs a six-digit code", () => {
    const r = LoginSchema.safeParse({
      mobile: "9876543210",
      otp: "12345",
      requestId: crypto.randomUUID(),
    });
    expect(r.success).toBe(false);
  });
});
