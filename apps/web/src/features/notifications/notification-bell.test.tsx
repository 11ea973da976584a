import type { Notification } from "@sannidhi/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { i18n } from "../../lib/i18n";
import { renderPage } from "../../test-utils";
import { NotificationBell } from "./notification-bell";

const paid: Notification = {
  id: "n1",
  heading: "Booking",
  icon: { name: "receipt_long", color: "success" },
  timestamp: new Date(Date.now() - 3 * 60_000).toISOString(),
  title: "New booking: Archanai at Sri Kapaleeswarar",
  subtitle: "…",
  path: "/bookings/b1",
  read: false,
  kind: "booking_paid",
  params: {
    temple: "Sri Kapaleeswarar",
    pooja: "Archanai",
    date: "2026-03-05",
    slot: "18:00",
    receipt: "SN-26-000123",
    amount: 12_345_600,
  },
};
const announcement: Notification = {
  ...paid,
  id: "n2",
  kind: "announcement",
  heading: "Office",
  title: "Festival duty roster is out",
  subtitle: "See the notice board",
  path: "/notifications",
  read: true,
  params: {},
  timestamp: new Date(Date.now() - 2 * 86_400_000).toISOString(),
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function renderBell(language = "en") {
  const api = mockApi({
    "GET /api/notification": () => ({
      body: {
        status: "success",
        data: [paid, announcement],
        meta: { total: 2, page: 1, limit: 8, unread: 1 },
      },
    }),
    "POST /api/notification/read": () => ({ body: { status: "success", data: { count: 1 } } }),
  });
  await renderPage(
    <QueryClientProvider client={new QueryClient()}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <NotificationBell />
              <Where />
            </>
          }
        />
      </Routes>
    </QueryClientProvider>,
    "/dashboard/default",
  );
  if (language !== "en") await i18n.changeLanguage(language);
  return api;
}

describe("the notification bell", () => {
  it("shows the unread count, the spec's fields and time ago, and opens a notification's path", async () => {
    const user = userEvent.setup();
    const api = await renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    await user.click(bell);
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    const items = within(panel).getAllByTestId("notification");
    expect(items[0]).toHaveTextContent("New booking: Archanai at Sri Kapaleeswarar");
    expect(items[0]).toHaveTextContent("₹1,23,456.00 paid · receipt SN-26-000123");
    expect(items[0]).toHaveTextContent("3 min ago");
    expect(items[1]).toHaveTextContent("Festival duty roster is out");
    expect(items[1]).toHaveTextContent("2 d ago");
    await user.click(
      within(items[0] as HTMLElement).getByText("New booking: Archanai at Sri Kapaleeswarar"),
    );
    expect(screen.getByTestId("where")).toHaveTextContent("/bookings/b1");
    expect(callsTo(api, "/api/notification/read")[0]?.body).toEqual({ id: "n1" });
  });

  it("says a known kind in the reader's language, and an announcement as written", async () => {
    const user = userEvent.setup();
    await renderBell("ta");
    await user.click(await screen.findByRole("button", { name: /அறிவிப்புகள்/ }));
    const items = await screen.findAllByTestId("notification");
    expect(items[0]).toHaveTextContent("புதிய முன்பதிவு: Sri Kapaleeswarar இல் Archanai");
    expect(items[0]).toHaveTextContent("3 நிமிடங்கள் முன்");
    expect(items[1]).toHaveTextContent("Festival duty roster is out");
    await i18n.changeLanguage("en");
  });
});
