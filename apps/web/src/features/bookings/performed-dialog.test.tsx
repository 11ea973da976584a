import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { HttpError } from "../../lib/http";
import { i18n } from "../../lib/i18n";
import { renderCms } from "../cms/cms-test-utils";
import { uploadMedia } from "../cms/upload-media";
import { PerformedDialog } from "./performed-dialog";
import { ok, staffBooking } from "./test-data";

vi.mock("../cms/upload-media", () => ({ uploadMedia: vi.fn() }));
const upload = vi.mocked(uploadMedia);
const slow = { timeout: 8000 };
const png = () => new File([new Uint8Array([137, 80, 78, 71])], "proof.png", { type: "image/png" });

describe("mark performed with a photo (issue 6 'proof of pooja')", { timeout: 30_000 }, () => {
  it("uploads the photo through the media API, then sends its URL", async () => {
    const booking = staffBooking();
    upload.mockResolvedValueOnce({ url: "/media/2026/11/proof.png" } as never);
    const api = mockApi({
      [`POST /api/staff/bookings/${booking.id}/performed`]: () =>
        ok({ ...booking, status: "performed" }),
    });
    const onDone = vi.fn();
    const user = userEvent.setup();
    await renderCms(
      "/bookings/x",
      <PerformedDialog
        bookingId={booking.id}
        receipt={booking.receiptNumber}
        date={booking.date}
        slot={booking.slot}
        open
        onClose={vi.fn()}
        onDone={onDone}
      />,
    );
    await user.upload(await screen.findByLabelText("Photo (optional)", {}, slow), png());
    expect(
      await screen.findByRole("img", { name: "Photo of the performed pooja" }),
    ).toHaveAttribute("src", "/media/2026/11/proof.png");
    await user.click(screen.getByRole("button", { name: "Mark performed" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith("Marked performed."));
    expect(callsTo(api, `/api/staff/bookings/${booking.id}/performed`)[0]?.body).toEqual({
      photoUrl: "/media/2026/11/proof.png",
    });
  });

  it("shows why an upload or the server refused", async () => {
    const booking = staffBooking();
    upload.mockRejectedValueOnce(new HttpError(413, "The image must be at most 5 MB"));
    mockApi({
      [`POST /api/staff/bookings/${booking.id}/performed`]: () => ({
        status: 409,
        body: {
          status: "error",
          code: "NOT_CONFIRMED",
          error: "Only a confirmed booking can be marked performed",
        },
      }),
    });
    const user = userEvent.setup();
    await renderCms(
      "/bookings/x",
      <PerformedDialog
        bookingId={booking.id}
        receipt={booking.receiptNumber}
        date={booking.date}
        slot={booking.slot}
        open
        onClose={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    await user.upload(await screen.findByLabelText("Photo (optional)", {}, slow), png());
    expect(await screen.findByText("The image must be at most 5 MB")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark performed" }));
    expect(
      await screen.findByText("Only a confirmed booking can be marked performed"),
    ).toBeInTheDocument();
  });

  it("before the slot starts says why not, in the staff's language, and sends nothing", async () => {
    // Tomorrow at 19:00 in India: not held yet, whatever the time of day now.
    const tomorrow = new Date(Date.now() + 86_400_000 + 19_800_000).toISOString().slice(0, 10);
    const booking = staffBooking({ date: tomorrow, slot: "19:00" });
    const api = mockApi({
      [`POST /api/staff/bookings/${booking.id}/performed`]: () => ok(booking),
    });
    await renderCms(
      "/bookings/x",
      <PerformedDialog
        bookingId={booking.id}
        receipt={booking.receiptNumber}
        date={booking.date}
        slot={booking.slot}
        open
        onClose={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    expect(await screen.findByText("Not held yet", {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/This pooja is booked for 19:00 on/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Photo (optional)")).not.toBeInTheDocument();
    const mark = screen.getByRole("button", { name: "Mark performed" });
    expect(mark).toBeDisabled();
    await act(() => i18n.changeLanguage("hi"));
    try {
      expect(await screen.findByText("अभी संपन्न नहीं हुई")).toBeInTheDocument();
      expect(screen.getByText(/यह पूजा .* को 19:00 बजे/)).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
    expect(callsTo(api, `/api/staff/bookings/${booking.id}/performed`)).toEqual([]);
  });

  it("shows the server's refusal of an early 'performed' in the staff's words, not its English", async () => {
    // The browser's clock is wrong (behind India's): the server knows the slot has not started.
    const booking = staffBooking();
    mockApi({
      [`POST /api/staff/bookings/${booking.id}/performed`]: () => ({
        status: 409,
        body: { status: "error", code: "NOT_YET_HELD", error: "This pooja is booked for …" },
      }),
    });
    const user = userEvent.setup();
    await renderCms(
      "/bookings/x",
      <PerformedDialog
        bookingId={booking.id}
        receipt={booking.receiptNumber}
        date={booking.date}
        slot={booking.slot}
        open
        onClose={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    await user.click(await screen.findByRole("button", { name: "Mark performed" }, slow));
    expect(await screen.findByText("Not held yet")).toBeInTheDocument();
    expect(screen.getByText(/This pooja is booked for 06:30 on/)).toBeInTheDocument();
    expect(screen.queryByText("This pooja is booked for …")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark performed" })).toBeDisabled();
  });
});
