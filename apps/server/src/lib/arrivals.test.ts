import { describe, expect, it } from "vitest";
import { noteConnection, SURGE_CONNECTIONS, SURGE_WINDOW_MS, surgeWait } from "./arrivals.js";

describe("a surge of new connections (docs/decisions/192)", () => {
  it("is not one devotee, nor a handful of connections", () => {
    const t = 1_000_000;
    for (let i = 0; i < SURGE_CONNECTIONS - 1; i++) noteConnection(t + i);
    expect(surgeWait(t + SURGE_CONNECTIONS)).toBe(0);
  });

  it("is enough connections within the window, and lasts until the oldest of them leaves it", () => {
    const t = 2_000_000;
    for (let i = 0; i < SURGE_CONNECTIONS; i++) noteConnection(t + i);
    // The oldest of the last ten came at t: the surge may be over at t + the window.
    expect(surgeWait(t + SURGE_CONNECTIONS)).toBe(SURGE_WINDOW_MS - SURGE_CONNECTIONS);
    noteConnection(t + 20);
    expect(surgeWait(t + 20)).toBe(SURGE_WINDOW_MS - 19);
    expect(surgeWait(t + 20 + SURGE_WINDOW_MS)).toBe(0);
  });

  it("is over once connections come slower than the window allows", () => {
    const t = 3_000_000;
    for (let i = 0; i < SURGE_CONNECTIONS * 2; i++) noteConnection(t + i * SURGE_WINDOW_MS);
    expect(surgeWait(t + SURGE_CONNECTIONS * 2 * SURGE_WINDOW_MS)).toBe(0);
  });
});
