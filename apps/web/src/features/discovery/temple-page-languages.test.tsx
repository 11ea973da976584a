import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/render";
import { i18n } from "../../lib/i18n";
import { queriesTo, renderRoute, uuid } from "./discovery-test-utils";
import TemplePageView from "./temple-page";

const slow = { timeout: 8000 };
const SLUG = "meenakshi-amman-temple-madurai";

/** The server's answer in Tamil: what it has no Tamil for is English and named in `fallback`. */
const tamil = (extra: Record<string, unknown> = {}) => ({
  id: uuid(1),
  slug: SLUG,
  name: "அருள்மிகு மீனாட்சி சுந்தரேசுவரர் திருக்கோயில்",
  town: "மதுரை",
  state: "தமிழ்நாடு",
  district: "மதுரை",
  deity: "தேவி",
  mainForm: "மீனாட்சி",
  image: null,
  illustration: `/api/public/temples/${SLUG}/illustration.svg?v=abc123`,
  lang: "ta",
  fallback: ["address", "history"],
  latitude: null,
  longitude: null,
  address: "Madurai Main",
  pinCode: "625001",
  description: "<p>மதுரையின் இதயத்தில் உள்ள இரட்டைக் கோயில்.</p>",
  history: "<p>Rebuilt by the Nayaks.</p>",
  images: [],
  phone: null,
  website: null,
  deityDescription: null,
  mainFormDescription: null,
  timings: [],
  openNow: true,
  poojas: [
    {
      id: uuid(51),
      name: "மீனாட்சி அம்மன் அர்ச்சனை",
      kind: "archanai",
      description: "With kumkum and flowers.",
      pricePaise: 1_50_000_00,
      durationMinutes: 15,
      maxParticipants: 6,
      nextAvailableDate: "2026-11-24",
      fallback: ["description"],
    },
  ],
  upcomingEvents: [],
  ...extra,
});

function api(answer: Record<string, unknown>) {
  return mockApi({
    "GET /api/public/config": () => ({
      body: { status: "success", data: { mapTileUrl: null, paymentProvider: "local" } },
    }),
    [`GET /api/public/temples/${SLUG}`]: () => ({ body: { status: "success", data: answer } }),
  });
}

async function openIn(language: string) {
  const view = await renderRoute("/app/temples/:slug", `/app/temples/${SLUG}`, <TemplePageView />);
  await act(() => i18n.changeLanguage(language));
  return view;
}

describe("a temple's page in the devotee's language (issue 19)", { timeout: 30_000 }, () => {
  it("asks for Tamil, shows it, and marks the texts that are still English", async () => {
    const spy = api(tamil());
    await openIn("ta");
    const title = await screen.findByRole("heading", { level: 1, name: tamil().name }, slow);
    expect(title).not.toHaveAttribute("lang");
    expect(queriesTo(spy, `/api/public/temples/${SLUG}`).at(-1)?.get("lang")).toBe("ta");
    expect(screen.getByText("Rebuilt by the Nayaks.").closest("[lang]")).toHaveAttribute(
      "lang",
      "en",
    );
    expect(
      screen.getByText("மதுரையின் இதயத்தில் உள்ள இரட்டைக் கோயில்.").closest("[lang]"),
    ).toHaveAttribute("lang", "ta");
    expect(screen.getByText("Madurai Main")).toHaveAttribute("lang", "en");
    const pooja = screen.getByRole("listitem", { name: "மீனாட்சி அம்மன் அர்ச்சனை" });
    expect(within(pooja).getByText("With kumkum and flowers.")).toHaveAttribute("lang", "en");
    // Prices keep Indian grouping (lakhs) in every language.
    expect(pooja).toHaveTextContent("₹1,50,000.00");
    await act(() => i18n.changeLanguage("en"));
  });

  it("shows the temple's own drawing, said to be one, when it has no photo", async () => {
    api(tamil());
    await openIn("en");
    const drawing = await screen.findByRole(
      "img",
      { name: `A drawing of ${tamil().name} (no photo yet)` },
      slow,
    );
    expect(drawing).toHaveAttribute("src", tamil().illustration);
    expect(
      screen.getByText("A drawing — the temple has not added a photo yet"),
    ).toBeInTheDocument();
  });

  it("shows photos one at a time, moved by buttons, keys and thumbnails", async () => {
    const images = ["/media/a.webp", "/media/b.webp", "/media/c.webp"];
    api(tamil({ images, image: images[0] }));
    const user = userEvent.setup();
    await openIn("en");
    const gallery = await screen.findByRole("region", { name: "Photos" }, slow);
    expect(within(gallery).queryByRole("img", { name: /A drawing/ })).not.toBeInTheDocument();
    expect(within(gallery).getAllByRole("img", { name: /^Photo \d of 3$/ })).toHaveLength(3);
    const strip = within(gallery).getByLabelText("Photo 1 of 3", { selector: "[tabindex]" });
    await user.click(within(gallery).getByRole("button", { name: "Next photo" }));
    expect(strip).toHaveAccessibleName("Photo 2 of 3");
    expect(within(gallery).getByRole("button", { name: "Show photo 2" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    fireEvent.keyDown(strip, { key: "ArrowLeft" });
    expect(strip).toHaveAccessibleName("Photo 1 of 3");
    // Going back from the first wraps to the last.
    await user.click(within(gallery).getByRole("button", { name: "Previous photo" }));
    expect(strip).toHaveAccessibleName("Photo 3 of 3");
    await user.click(within(gallery).getByRole("button", { name: "Show photo 2" }));
    expect(strip).toHaveAccessibleName("Photo 2 of 3");
  });
});
