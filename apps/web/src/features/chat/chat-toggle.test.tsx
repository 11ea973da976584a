import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/render";
import { fakeSession, withSession } from "../../../test/render-shell";
import { ChatToggle } from "./chat-toggle";

const slow = { timeout: 10_000 };
const PRIYA = "00000000-0000-4000-8000-0000000000a1";
const MEENAKSHI = "00000000-0000-4000-8000-0000000000a2";
const person = (id: string, name: string) => ({
  id,
  name,
  avatar: null,
  status: "offline" as const,
  mood: "Editor",
});

/**
 * The server as the demo has it: the SA has 3 unread messages, two from Priya and one from
 * Meenakshi. Opening a conversation reads it, as `GET /api/chat/chat-room` does.
 */
function server() {
  const unread = new Map([
    [PRIYA, 2],
    [MEENAKSHI, 1],
  ]);
  const recent = () =>
    [
      [PRIYA, "Priya Raghavan", "The Ekadasi article is ready for review"],
      [MEENAKSHI, "Meenakshi Sundaram", "Done. I also put a notice at the counter."],
    ].map(([id, name, lastText]) => ({
      ...person(id!, name!),
      chatId: `chat-${id}`,
      contactId: id!,
      unread: unread.get(id!) ?? 0,
      lastChatTime: new Date(Date.now() - 3_600_000).toISOString(),
      lastText: lastText!,
    }));
  return mockApi({
    "GET /api/chat/contacts/recent": () => ({ body: { status: "success", data: recent() } }),
    "GET /api/chat/contacts/all": () => ({
      body: {
        status: "success",
        data: [person(PRIYA, "Priya Raghavan"), person(MEENAKSHI, "Meenakshi Sundaram")],
      },
    }),
    "GET /api/chat/chat-room": () => {
      unread.set(PRIYA, 0);
      return {
        body: {
          status: "success",
          data: {
            chatId: `chat-${PRIYA}`,
            contact: person(PRIYA, "Priya Raghavan"),
            messageList: [
              {
                id: "m1",
                chatId: `chat-${PRIYA}`,
                contactId: PRIYA,
                text: "The Ekadasi article is ready for review",
                time: new Date(Date.now() - 3_600_000).toISOString(),
                attachment: null,
              },
            ],
            hasMore: false,
            recentListUpdated: recent(),
          },
        },
      };
    },
    "POST /api/chat/add": (body) => ({
      body: {
        status: "success",
        data: {
          id: "m2",
          chatId: `chat-${PRIYA}`,
          contactId: "u-1",
          text: (body as { text: string }).text,
          time: new Date().toISOString(),
          attachment: null,
        },
      },
    }),
  });
}

describe("the chat button's unread badge (issue 38, item 7)", { timeout: 30_000 }, () => {
  it("drops when a conversation is read and answered, without waiting for a live event", async () => {
    server();
    const user = userEvent.setup();
    render(withSession(fakeSession("SA"), "/inbox", <ChatToggle />));
    const button = await screen.findByRole("button", { name: "Chat, 3 unread messages" }, slow);
    await user.click(button);
    const popup = await screen.findByRole("dialog", { name: "Chat" }, slow);
    await user.click(
      (await within(popup).findAllByTestId("chat-recent", {}, slow)).find((r) =>
        r.textContent?.includes("Priya"),
      )!,
    );
    await within(popup).findByText("The Ekadasi article is ready for review", {}, slow);
    // This test has no live channel: the room's own answer says what is read.
    expect(await screen.findByRole("button", { name: "Chat, 1 unread message" })).toBeVisible();
    await user.type(within(popup).getByRole("textbox", { name: "Message" }), "Thank you{Enter}");
    expect(await within(popup).findByText("Thank you")).toBeVisible();
    expect(screen.getByRole("button", { name: "Chat, 1 unread message" })).toBeVisible();
  });
});
