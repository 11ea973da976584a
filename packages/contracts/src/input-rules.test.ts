import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as contracts from "./index.js";
import { NoNulSchema, nulPath, ServedWebUrlSchema, safeWebUrl, webUrl } from "./input-rules.js";
import { defOf, schemaNodes } from "./testing.js";

describe("the NUL rule", () => {
  it("finds a NUL in a string, an array item, a nested value or an object key", () => {
    expect(nulPath("fine")).toBeNull();
    expect(nulPath({ a: ["x", { b: 1, c: null, d: true }] })).toBeNull();
    expect(nulPath("a\u0000")).toEqual([]);
    expect(nulPath({ name: "ok", list: ["x", "y\u0000"] })).toEqual(["list", 1]);
    expect(nulPath({ a: { b: { c: "\u0000" } } })).toEqual(["a", "b", "c"]);
    expect(nulPath({ "bad\u0000key": 1 })).toEqual(["bad\u0000key"]);
  });

  it("survives input nested deeper than the call stack", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPath(deep)).toHaveLength(100_000);
  });

  it("reports the field in the zod issue", () => {
    const result = NoNulSchema.safeParse({ username: "a\u0000b" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["username"],
      message: "must not contain the NUL character (\\u0000)",
    });
  });
});

describe("web addresses", () => {
  const url = webUrl();

  it("accepts http and https addresses with a host name", () => {
    for (const ok of ["https://tirumala.org", "http://temple.example/visit?x=1#y"]) {
      expect(url.safeParse(ok).success, ok).toBe(true);
    }
  });

  it("refuses every other scheme and hostless addresses", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript://temple.example/%0Aalert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "ftp://temple.example",
      "https://",
      "//temple.example",
      "temple.example",
    ]) {
      expect(url.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("serves a stored address of another scheme as no address", () => {
    expect(safeWebUrl("javascript:alert(1)")).toBeNull();
    expect(safeWebUrl("not a url")).toBeNull();
    expect(safeWebUrl(null)).toBeNull();
    expect(safeWebUrl("https://tirumala.org")).toBe("https://tirumala.org");
    expect(ServedWebUrlSchema.parse("data:text/html,x")).toBeNull();
  });
});

describe("every URL field of the contract", () => {
  it("allows http(s) only (no bare z.url(), which accepts javascript:)", () => {
    const exported = Object.values(contracts).flatMap((v) =>
      defOf(v) ? [v] : v && typeof v === "object" ? Object.values(v) : [],
    );
    const urls = exported
      .flatMap((s) => schemaNodes(s))
      .map((n) => n.def)
      .filter((d) => d.format === "url");
    expect(urls.length).toBeGreaterThan(0);
    for (const def of urls) {
      const protocol = def.protocol as RegExp | undefined;
      expect(protocol, "z.url() without a protocol rule: use webUrl()").toBeInstanceOf(RegExp);
      for (const scheme of ["javascript", "data", "vbscript", "file"]) {
        expect(protocol?.test(scheme), scheme).toBe(false);
      }
    }
  });

  it("the walker finds a bare z.url() (so the test above can fail)", () => {
    const bare = z.object({ site: z.url().nullable() });
    const found = schemaNodes(bare).filter((n) => n.def.format === "url");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ key: "site", property: false });
    expect(found[0]?.def.protocol).toBeUndefined();
  });
});
