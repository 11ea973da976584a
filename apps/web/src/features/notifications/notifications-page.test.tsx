import type { Notification } from "@sannidhi/contracts";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/render";
import { i18n } from "../../lib/i18n";
import { queriesTo, renderCms } from "../cms/cms-test-utils";
import NotificationsPage from "./notifications-page";

const slow = { timeout: 8000 };
const announcement = (n: number): Notification => ({
  id: `n${n}`,
  heading: "Office",
  icon: { name: "campaign", color: "info" },
  timestamp: new Date(Date.now() - 86_400_000).toISOString(),
  title: `Festival duty roster ${n}`,
  subtitle: "See the notice board",
  path: "/notifications",
  read: true,
  kind: "announcement",
  params: {},
});

describe("/notifications' pager", { timeout: 30_000 }, () => {
  it("pages in the staff member's language and offers the list's rows-per-page choices", async () => {
    const api = mockApi({
      "GET /api/notification": () => ({
        body: {
          status: "success",
          data: Array.from({ length: 20 }, (_, i) => announcement(i + 1)),
          meta: { total: 45, page: 1, limit: 20, unread: 0 },
        },
      }),
    });
    const user = userEvent.setup();
    await renderCms("/notifications", <NotificationsPage />);
    await screen.findByText("Festival duty roster 1", {}, slow);
    await act(() => i18n.changeLanguage("ta"));
    try {
      expect(await screen.findByText("45 இல் 1–20")).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "அடுத்த பக்கம்" }));
      await waitFor(() =>
        expect(queriesTo(api, "GET", "/api/notification").at(-1)?.get("page")).toBe("2"),
      );

      await user.click(screen.getByRole("combobox", { name: "ஒரு பக்கத்துக்கு வரிசைகள்:" }));
      const choices = await screen.findAllByRole("option");
      expect(choices.map((o) => o.textContent)).toEqual(["10", "20", "50", "100"]);
      await user.click(screen.getByRole("option", { name: "50" }));
      await waitFor(() =>
        expect(Object.fromEntries(queriesTo(api, "GET", "/api/notification").at(-1)!)).toEqual({
          page: "1",
          limit: "50",
        }),
      );
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});
