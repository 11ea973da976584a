import { describe, expect, it } from "vitest";
import { TickBatcher } from "../../lib/tick-batch.js";
import { SlotGate } from "./slot-gate.js";

/** A read whose answer is the number of reads started so far, answered when `finish` is called. */
function countingRead() {
  let started = 0;
  const pending: (() => void)[] = [];
  const read = () => {
    const n = ++started;
    return new Promise<number>((resolve) => pending.push(() => resolve(n)));
  };
  return { read, finish: () => pending.shift()?.(), started: () => started };
}

describe("SlotGate (docs/decisions/141)", () => {
  it("answers every caller from a read that started after it asked, one read in flight", async () => {
    const gate = new SlotGate();
    const r = countingRead();
    const first = gate.fresh("k", r.read);
    // Asked while read 1 runs: they must not get read 1's answer; they share read 2.
    const second = gate.fresh("k", r.read);
    const third = gate.fresh("k", r.read);
    expect(r.started()).toBe(1);
    r.finish();
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(r.started()).toBe(2);
    r.finish();
    expect([await second, await third]).toEqual([2, 2]);
  });

  it("refuses only from a count taken after the request arrived", () => {
    const gate = new SlotGate();
    gate.observe("k", 100, 50);
    expect(gate.takenSince("k", 90)).toBe(50);
    expect(gate.takenSince("k", 101)).toBeUndefined();
    gate.observe("k", 80, 10); // an older count never replaces a newer one
    expect(gate.takenSince("k", 90)).toBe(50);
  });

  it("runs the batches of one key one at a time and answers each item on its own", async () => {
    const gate = new SlotGate();
    const runs: number[][] = [];
    let active = 0;
    let most = 0;
    const run = async (items: number[]) => {
      active++;
      most = Math.max(most, active);
      runs.push(items);
      await new Promise((r) => setTimeout(r, 5));
      active--;
      return items.map((i) => (i % 2 ? new Error(`odd ${i}`) : i * 10));
    };
    const answers = await Promise.allSettled([1, 2, 3, 4].map((i) => gate.batch("k", i, run)));
    const late = await gate.batch("k", 6, run);
    expect(most).toBe(1);
    expect(runs).toEqual([[1, 2, 3, 4], [6]]);
    expect(answers.map((a) => (a.status === "fulfilled" ? a.value : String(a.reason)))).toEqual([
      "Error: odd 1",
      20,
      "Error: odd 3",
      40,
    ]);
    expect(late).toBe(60);
  });
});

describe("TickBatcher", () => {
  it("makes one call for the keys asked in one turn and answers each in order", async () => {
    const calls: string[][] = [];
    const b = new TickBatcher(async (keys: string[]) => {
      calls.push(keys);
      return keys.map((k) => k.toUpperCase());
    });
    expect(await Promise.all(["a", "b", "c"].map((k) => b.load(k)))).toEqual(["A", "B", "C"]);
    expect(await b.load("d")).toBe("D");
    expect(calls).toEqual([["a", "b", "c"], ["d"]]);
  });

  it("gathers the calls made while a run is out into the next run, which starts after them", async () => {
    const calls: string[][] = [];
    let release: () => void = () => {};
    const b = new TickBatcher(async (keys: string[]) => {
      calls.push(keys);
      if (keys[0] === "a") await new Promise<void>((r) => (release = r));
      return keys.map((k) => k.toUpperCase());
    });
    const first = b.load("a");
    await new Promise((r) => setImmediate(r));
    // "a" is out: these three arrive over several turns and wait for it.
    const later = [b.load("b")];
    await new Promise((r) => setImmediate(r));
    later.push(b.load("c"));
    await new Promise((r) => setImmediate(r));
    later.push(b.load("d"));
    expect(calls).toEqual([["a"]]);
    release();
    expect(await first).toBe("A");
    expect(await Promise.all(later)).toEqual(["B", "C", "D"]);
    expect(calls).toEqual([["a"], ["b", "c", "d"]]);
  });

  it("answers the calls of a failed run with its error and runs the next calls", async () => {
    const b = new TickBatcher(async (keys: string[]) => {
      if (keys.includes("bad")) throw new Error("database down");
      return keys.map((k) => k.toUpperCase());
    });
    await expect(b.load("bad")).rejects.toThrow("database down");
    expect(await b.load("e")).toBe("E");
  });

  it("waits while a surge is still arriving, then sends everyone who asked meanwhile in one run", async () => {
    const calls: string[][] = [];
    let surging = true;
    const b = new TickBatcher(
      async (keys: string[]) => {
        calls.push(keys);
        return keys.map((k) => k.toUpperCase());
      },
      { arriving: () => (surging ? 5 : 0), settleMs: 10_000 },
    );
    const answers = [b.load("a")];
    for (const k of ["b", "c"]) {
      await new Promise((r) => setTimeout(r, 5));
      answers.push(b.load(k));
    }
    expect(calls).toEqual([]);
    surging = false;
    expect(await Promise.all(answers)).toEqual(["A", "B", "C"]);
    expect(calls).toEqual([["a", "b", "c"]]);
  });

  it("answers during a surge that does not end, once settleMs has passed", async () => {
    let asked = 0;
    const b = new TickBatcher(async (keys: string[]) => keys, {
      arriving: () => {
        asked++;
        return 5;
      },
      settleMs: 30,
    });
    expect(await b.load("a")).toBe("a");
    // It waited, turn by turn, before giving up on the surge.
    expect(asked).toBeGreaterThan(1);
  });
});
