import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, i18nReady } from "../../lib/i18n";
import { renderPage } from "../../test-utils";
import { HeroSlider } from "./hero-slider";
import { SLIDE_COUNT, SLIDER_INTERVAL_MS, SLIDES, wrapIndex } from "./slider-settings";

// Rendering MUI under jsdom is slow on a loaded 2-core machine; this is not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

const visibleSlide = () =>
  Number(document.querySelector("[data-slide]:not([hidden])")?.getAttribute("data-slide"));

describe("wrapIndex", () => {
  it("wraps both ways", () => {
    expect(SLIDES).toHaveLength(SLIDE_COUNT);
    expect(wrapIndex(SLIDE_COUNT - 1, 1)).toBe(0);
    expect(wrapIndex(0, -1)).toBe(SLIDE_COUNT - 1);
  });
});

describe("HeroSlider", () => {
  // The first load of the translation files is slow under jsdom; do it once, up front.
  beforeAll(async () => {
    await i18nReady;
    await i18n.loadNamespaces(["common", "landing"]);
  }, 30_000);

  /** Renders with real timers (translations load), then takes over the clock. */
  async function renderSlider() {
    await renderPage(<HeroSlider />);
    const slider = await screen.findByRole("region", { name: "Highlights" });
    vi.useFakeTimers();
    // Re-arms the automatic advance on the fake clock.
    fireEvent.mouseEnter(slider);
    fireEvent.mouseLeave(slider);
    return slider;
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("advances every interval, and the buttons and dots move it", async () => {
    await renderSlider();
    expect(visibleSlide()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(SLIDER_INTERVAL_MS);
    });
    expect(visibleSlide()).toBe(1);

    fireEvent.click(screen.getByRole("button", { name: "Show slide 5" }));
    expect(visibleSlide()).toBe(4);
    expect(screen.getByRole("button", { name: "Show slide 5" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visibleSlide()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(visibleSlide()).toBe(4);
  });

  it("holds still while pointed at", async () => {
    const slider = await renderSlider();
    fireEvent.mouseEnter(slider);
    act(() => {
      vi.advanceTimersByTime(SLIDER_INTERVAL_MS * 3);
    });
    expect(visibleSlide()).toBe(0);
    fireEvent.mouseLeave(slider);
    act(() => {
      vi.advanceTimersByTime(SLIDER_INTERVAL_MS);
    });
    expect(visibleSlide()).toBe(1);
  });

  it("does not move by itself when the system asks for reduced motion", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("reduce"),
      addEventListener() {},
      removeEventListener() {},
    }));
    await renderPage(<HeroSlider />);
    await screen.findByRole("button", { name: "Next slide" });
    vi.useFakeTimers();
    act(() => {
      vi.advanceTimersByTime(SLIDER_INTERVAL_MS * 3);
    });
    expect(visibleSlide()).toBe(0);
  });
});
