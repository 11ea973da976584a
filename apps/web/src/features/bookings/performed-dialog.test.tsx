import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { HttpError } from "../../lib/http";
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
});
