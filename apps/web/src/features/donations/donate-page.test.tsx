import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { renderRoute, signedInAs } from "../booking/booking-test-utils";
import { ok } from "../shop/shop-test-data";
import DonatePage, { rupeesToPaise } from "./donate-page";

const TEMPLE = "10000000-0000-4000-8000-000000000001";
const HUNDI = "20000000-0000-4000-8000-000000000001";
const ANNADANAM = "20000000-0000-4000-8000-000000000002";
const DONATION = "30000000-0000-4000-8000-000000000001";

const options = (offers80g: boolean) =>
  ok({
    temple: { id: TEMPLE, name: "Sri Kapaleeswarar", slug: "kapaleeswarar", town: "Chennai" },
    purposes: [
      { id: HUNDI, name: "General hundi", description: "" },
      { id: ANNADANAM, name: "Annadanam", description: "Meals for pilgrims" },
    ],
    presetRupees: [101, 501],
    minPaise: 100,
    maxPaise: 50_000_000,
    offers80g,
  });

describe("the donate page (issue 18)", { timeout: 60_000 }, () => {
  it("reads rupees with at most two decimals", () => {
    expect(rupeesToPaise("501")).toBe(50_100);
    expect(rupeesToPaise("10.5")).toBe(1_050);
    expect(rupeesToPaise("0.01")).toBe(1);
    expect(rupeesToPaise("1.001")).toBeNull();
    expect(rupeesToPaise("-5")).toBeNull();
    expect(rupeesToPaise("abc")).toBeNull();
  });

  it("checks the amount and PAN before giving, then sends the gift with the PAN in capitals", async () => {
    const api = mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/public/temples/kapaleeswarar/donate": options(true),
      "POST /api/donations": ok({ id: DONATION }),
      [`GET /api/donations/${DONATION}`]: ok({}),
    });
    const user = userEvent.setup();
    await renderRoute(
      "/app/temples/:slug/donate",
      "/app/temples/kapaleeswarar/donate",
      <DonatePage />,
    );
    await user.click(await screen.findByRole("radio", { name: /Annadanam/ }));
    fireEvent.change(screen.getByLabelText("Other amount"), { target: { value: "0" } });
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: "Meena" } });
    await user.click(screen.getByLabelText("I want an 80G receipt for tax deduction"));
    fireEvent.change(screen.getByLabelText("PAN"), { target: { value: "abcd1234f" } });
    await user.click(screen.getByRole("button", { name: "Donate" }));
    expect(
      await screen.findByText("Enter an amount from ₹1.00 to ₹5,00,000.00"),
    ).toBeInTheDocument();
    expect(screen.getByText("PAN must look like ABCDE1234F")).toBeInTheDocument();
    expect(screen.getByText("Enter your address for the 80G receipt")).toBeInTheDocument();
    expect(callsTo(api, "/api/donations")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "₹501.00" }));
    fireEvent.change(screen.getByLabelText("PAN"), { target: { value: "abcde1234f" } });
    fireEvent.change(screen.getByLabelText("Your address"), {
      target: { value: "Mylapore, Chennai" },
    });
    await user.click(screen.getByRole("button", { name: "Donate ₹501.00" }));
    await expect.poll(() => callsTo(api, "/api/donations").length).toBe(1);
    expect(callsTo(api, "/api/donations")[0]?.body).toEqual({
      templeId: TEMPLE,
      purposeId: ANNADANAM,
      amountPaise: 50_100,
      dedication: "",
      anonymous: false,
      donorName: "Meena",
      donorAddress: "Mylapore, Chennai",
      pan: "ABCDE1234F",
    });
  });

  it("offers no PAN where the trust is not registered, and none for an anonymous gift", async () => {
    mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/public/temples/kapaleeswarar/donate": options(false),
    });
    const user = userEvent.setup();
    await renderRoute(
      "/app/temples/:slug/donate",
      "/app/temples/kapaleeswarar/donate",
      <DonatePage />,
    );
    expect(
      await screen.findByText(/does not issue 80G receipts: you will get a plain receipt/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("PAN")).toBeNull();
    await user.click(screen.getByLabelText("Give anonymously"));
    expect(screen.queryByLabelText(/^Your name/)).toBeNull();
  });
});
