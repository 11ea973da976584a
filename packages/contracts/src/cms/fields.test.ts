import { describe, expect, it } from "vitest";
import { TempleCreateSchema, TempleUpdateSchema } from "./catalog.js";
import { CMS_RESOURCES } from "./resources.js";

describe("CMS contracts", () => {
  it("an update leaves out what was not sent (no defaults filled in)", () => {
    expect(TempleUpdateSchema.parse({ name: "Meenakshi Amman" })).toEqual({
      name: "Meenakshi Amman",
    });
  });

  it("a create fills the documented defaults and explains mistakes in words", () => {
    const bad = TempleCreateSchema.safeParse({ name: "", slug: "Bad Slug", pinCode: "012345" });
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain("Name is required");
    expect(messages).toContain("Slug may contain lower-case letters, digits and hyphens");
    expect(messages).toContain("PIN code must be 6 digits and not start with 0");
  });

  it("lists every resource at the spec's paths and pages", () => {
    const byKey = Object.fromEntries(CMS_RESOURCES.map((r) => [r.key, r]));
    expect(byKey.mantras?.path).toBe("/api/mantharas");
    expect(byKey.poojaMaterials?.addPage).toBe("/templates/add-materails");
    expect(byKey.calendarEvents?.viewPage).toBe("/templates/calendar");
    // The spec's fourteen (section 2), then the shop's products (issue 13, decision 121) and
    // the temples' donation purposes (issue 18, decision 170).
    expect(CMS_RESOURCES).toHaveLength(16);
    expect(CMS_RESOURCES.at(-1)).toMatchObject({
      key: "donationPurposes",
      path: "/api/donation-purposes",
      addPage: "/templates/add-donation-purpose",
      viewPage: "/templates/view-donation-purpose",
    });
    expect(CMS_RESOURCES.at(-2)).toMatchObject({
      key: "products",
      path: "/api/products",
      addPage: "/templates/add-product",
      viewPage: "/templates/view-product",
    });
  });
});
