import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyWithPreload } from "./lazy-with-preload";

const Part = () => <p>the part</p>;

describe("lazyWithPreload (issue 14: parts of the shell on first use)", () => {
  it("fetches nothing until asked, once however often it is preloaded, and renders what it fetched", async () => {
    const load = vi.fn(async () => ({ default: Part }));
    const Lazy = lazyWithPreload(load);
    expect(load).not.toHaveBeenCalled();
    void Lazy.preload();
    void Lazy.preload();
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText("the part")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks again after a failed fetch (the network dropped) instead of keeping the failure", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ default: Part });
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow("offline");
    await expect(Lazy.preload()).resolves.toEqual({ default: Part });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
