import { describe, expect, it } from "vitest";
import { readLocale } from "../locale-files.js";

describe("the policy texts", () => {
  it("never type a policy number into the text: every figure is a placeholder of POLICY", () => {
    const strings = JSON.stringify(readLocale("en", "policy")).replace(/\{\{\w+\}\}/g, "");
    expect(strings).not.toMatch(/\d/);
  });
});
