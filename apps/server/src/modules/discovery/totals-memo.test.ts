import { describe, expect, it } from "vitest";
import { totalsMemo } from "./discovery.service.js";

describe("the totals kept per catalogue version", () => {
  it("counts a filter once, and drops the least recently asked when full", async () => {
    const counted: string[] = [];
    const memo = totalsMemo(new Map(), 2);
    const total = (key: string) =>
      memo(key, async () => {
        counted.push(key);
        return key.length;
      });
    await total("venkateswara");
    await total("madurai");
    // Asked again: kept, and now the most recently asked.
    expect(await total("venkateswara")).toBe(12);
    await total("udupi"); // full: "madurai" goes, not the common word asked a moment ago
    await total("venkateswara");
    await total("madurai");
    expect(counted).toEqual(["venkateswara", "madurai", "udupi", "madurai"]);
  });

  it("forgets a count that failed, so the next search counts again", async () => {
    const memo = totalsMemo(new Map(), 10);
    await expect(memo("sri", () => Promise.reject(new Error("connection lost")))).rejects.toThrow();
    expect(await memo("sri", async () => 7)).toBe(7);
  });
});
