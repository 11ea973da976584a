import type { InboxThread } from "@sannidhi/contracts";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderAt } from "../../../test/render";
import { i18n } from "../../lib/i18n";
import { queriesTo } from "../cms/cms-test-utils";
import InboxPage from "./inbox-page";

const slow = { timeout: 8000 };
const thread = (n: number): InboxThread => ({
  id: `t${n}`,
  sender: { id: "s1", name: "Meenakshi Sundaram", photo: null },
  date: "2026-11-20T10:00:00.000Z",
  selected: false,
  subject: `Festival duty ${n}`,
  message: "<p>See the roster.</p>",
  read: true,
  kind: "staff",
  count: 1,
});

describe("the staff inbox's pager", { timeout: 30_000 }, () => {
  it("pages in the staff member's language and goes back to page 1 on a new search", async () => {
    const api = mockApi({
      "GET /api/inbox/all": () => ({
        body: {
          status: "success",
          data: Array.from({ length: 20 }, (_, i) => thread(i + 1)),
          meta: { total: 45, page: 1, limit: 20, unread: 0 },
        },
      }),
    });
    const user = userEvent.setup();
    await renderAt("/inbox", <InboxPage />);
    await screen.findByText("Festival duty 1", {}, slow);
    await act(() => i18n.changeLanguage("hi"));
    try {
      expect(await screen.findByText("45 में से 1–20")).toBeInTheDocument();
      expect(screen.getByText("प्रति पृष्ठ पंक्तियाँ:")).toBeInTheDocument();

      await user.click(screen.getByRole("button", { name: "अगला पेज" }));
      await waitFor(() =>
        expect(queriesTo(api, "GET", "/api/inbox/all").at(-1)?.get("page")).toBe("2"),
      );
      expect(await screen.findByText("45 में से 21–40")).toBeInTheDocument();

      await user.type(screen.getByRole("searchbox", { name: "संदेश खोजें" }), "roster");
      await waitFor(() =>
        expect(Object.fromEntries(queriesTo(api, "GET", "/api/inbox/all").at(-1)!)).toEqual({
          folder: "all",
          page: "1",
          limit: "20",
          q: "roster",
        }),
      );
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});
