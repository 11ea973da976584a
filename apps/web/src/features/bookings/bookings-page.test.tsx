import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/render";
import { queriesTo, renderCms } from "../cms/cms-test-utils";
import BookingsPage from "./bookings-page";
import { list, ok, staffBooking, TEMPLE, templesAnswer } from "./test-data";

const kapaleeswarar = () => ok({ id: TEMPLE, name: "Sri Kapaleeswarar" });

const slow = { timeout: 8000 };
const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe("staff bookings table (issue 6 'Staff')", { timeout: 30_000 }, () => {
  it("starts from the filters in the URL and asks the server for exactly those", async () => {
    const row = staffBooking({ receiptNumber: "SN-2026-000042" });
    const api = mockApi({
      "GET /api/staff/bookings": () => list([row], 41, 3, 20),
      "GET /api/temples": templesAnswer,
      [`GET /api/temples/${TEMPLE}`]: kapaleeswarar,
    });
    await renderCms(
      `/bookings?temple=${TEMPLE}&date=2026-11-23&status=confirmed&q=SN-2026&page=3`,
      <BookingsPage />,
    );
    const link = await screen.findByRole("link", { name: "Open booking SN-2026-000042" }, slow);
    expect(link).toHaveAttribute("href", `/bookings/${row.id}`);
    expect(Object.fromEntries(queriesTo(api, "GET", "/api/staff/bookings")[0]!)).toEqual({
      page: "3",
      limit: "20",
      temple_id: TEMPLE,
      date: "2026-11-23",
      status: "confirmed",
      q: "SN-2026",
    });
    const filters = screen.getByRole("group", { name: "Filters" });
    expect(within(filters).getByRole("textbox", { name: "Receipt or mobile" })).toHaveValue(
      "SN-2026",
    );
    expect(within(filters).getByRole("combobox", { name: "Status" })).toHaveTextContent(
      "Confirmed",
    );
    await waitFor(() =>
      expect(within(filters).getByRole("combobox", { name: "Temple" })).toHaveValue(
        "Sri Kapaleeswarar",
      ),
    );
    expect(screen.getByText("41–41 of 41")).toBeInTheDocument();
  });

  it("writes each filter the user picks into the URL and goes back to page 1", async () => {
    const api = mockApi({
      "GET /api/staff/bookings": () => list([staffBooking()], 60),
      "GET /api/temples": templesAnswer,
      [`GET /api/temples/${TEMPLE}`]: kapaleeswarar,
    });
    const user = userEvent.setup();
    const { router } = await renderCms("/bookings?page=2", <BookingsPage />);
    await screen.findByRole("cell", { name: "Archanai" }, slow);

    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Awaiting payment" }));
    await waitFor(() => expect(search(router)).toEqual({ status: "pending_payment" }));

    await user.type(screen.getByRole("combobox", { name: "Temple" }), "Kapa");
    await user.click(await screen.findByRole("option", { name: "Sri Kapaleeswarar" }));
    await waitFor(() =>
      expect(search(router)).toEqual({ status: "pending_payment", temple: TEMPLE }),
    );

    await user.type(screen.getByRole("textbox", { name: "Receipt or mobile" }), "98765");
    await waitFor(() => expect(search(router).q).toBe("98765"));
    await waitFor(() =>
      expect(Object.fromEntries(queriesTo(api, "GET", "/api/staff/bookings").at(-1)!)).toEqual({
        page: "1",
        limit: "20",
        status: "pending_payment",
        temple_id: TEMPLE,
        q: "98765",
      }),
    );

    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(search(router).page).toBe("2"));

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(search(router)).toEqual({}));
    expect(screen.getByRole("textbox", { name: "Receipt or mobile" })).toHaveValue("");
  });

  it("shows the server's error message when the list cannot be read", async () => {
    mockApi({
      "GET /api/staff/bookings": () => ({
        status: 400,
        body: { status: "error", code: "VALIDATION", error: "date must be a date YYYY-MM-DD" },
      }),
      "GET /api/temples": templesAnswer,
    });
    await renderCms("/bookings", <BookingsPage />);
    expect(await screen.findByRole("alert", {}, slow)).toHaveTextContent(
      "date must be a date YYYY-MM-DD",
    );
  });
});
