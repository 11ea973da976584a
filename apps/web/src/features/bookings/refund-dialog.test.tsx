import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { renderCms } from "../cms/cms-test-utils";
import { RefundDialog, toPaise } from "./refund-dialog";
import { ok, staffBooking } from "./test-data";

const slow = { timeout: 8000 };

describe("staff refund dialog (issue 6 'refund action')", { timeout: 30_000 }, () => {
  it("offers the whole paid amount and sends it in paise", async () => {
    const booking = staffBooking({ amountPaise: 125_050 });
    const api = mockApi({
      [`POST /api/staff/bookings/${booking.id}/refund`]: (body) =>
        ok({
          ...booking,
          status: "cancelled",
          refund: {
            amountPaise: (body as { amountPaise: number }).amountPaise,
            status: "processed",
            at: "2026-11-22T04:00:00.000Z",
          },
        }),
    });
    const onDone = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderCms(
      "/bookings/x",
      <RefundDialog booking={booking} open onClose={onClose} onDone={onDone} />,
    );
    const amount = await screen.findByRole("textbox", { name: "Refund amount (₹)" }, slow);
    expect(amount).toHaveValue("1250.50");
    expect(screen.getByText("At most ₹1,250.50, the amount paid")).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, "2000");
    expect(screen.getByText("Enter an amount between ₹0.01 and ₹1,250.50")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refund" })).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, "1,000");
    await user.click(screen.getByRole("button", { name: "Refund ₹1,000.00" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith("Refund of ₹1,000.00 recorded."));
    expect(callsTo(api, `/api/staff/bookings/${booking.id}/refund`)[0]?.body).toEqual({
      amountPaise: 100_000,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal and stays open", async () => {
    const booking = staffBooking();
    mockApi({
      [`POST /api/staff/bookings/${booking.id}/refund`]: () => ({
        status: 409,
        body: {
          status: "error",
          code: "NOT_REFUNDABLE",
          error: "A performed booking has nothing to refund",
        },
      }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderCms(
      "/bookings/x",
      <RefundDialog booking={booking} open onClose={onClose} onDone={vi.fn()} />,
    );
    await user.click(await screen.findByRole("button", { name: "Refund ₹250.00" }, slow));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "A performed booking has nothing to refund",
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("reads rupees as people type them", () => {
    expect(toPaise("1,250.5")).toBe(125_050);
    expect(toPaise("₹ 99")).toBe(9_900);
    expect(toPaise("12.345")).toBeNull();
    expect(toPaise("abc")).toBeNull();
  });
});
