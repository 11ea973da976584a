import { describe, expect, it } from "vitest";
import { i18n, i18nReady } from "./i18n";

describe("the web app's translations", () => {
  it("format the search page's count with Indian grouping", async () => {
    await i18nReady;
    await i18n.changeLanguage("en");
    await i18n.loadNamespaces("discovery");
    expect(i18n.t("discovery:search.results", { count: 10_000 })).toBe("10,000 temples found");
  });
});
