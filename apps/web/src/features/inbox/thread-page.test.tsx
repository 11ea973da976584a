import type { InboxMessage, InboxThreadDetail } from "@sannidhi/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi, renderAt } from "../../../test/render";
import ThreadPage from "./thread-page";

const email = "lakshmi@example.com";
const at = "2026-11-20T10:00:00.000Z";
const staff = { id: "s1", name: "Meenakshi Sundaram", photo: null };
const reply = (id: string, text: string, mailStatus: InboxMessage["mailStatus"]) => ({
  id,
  sender: staff,
  date: at,
  message: `<p>${text}</p>`,
  mailedTo: email,
  mailStatus,
  mailStatusAt: at,
});

function threadWith(last: InboxMessage["mailStatus"]): InboxThreadDetail {
  const messages: InboxMessage[] = [
    {
      id: "m0",
      sender: { id: null, name: "Lakshmi Narayanan", photo: null },
      date: at,
      message: "<p>Do you post prasadam?</p>",
      mailedTo: null,
      mailStatus: null,
      mailStatusAt: null,
    },
    reply("m1", "Yes, we do.", "sent"),
    reply("m2", "It leaves on Monday.", last),
  ];
  return {
    id: "t1",
    sender: staff,
    date: at,
    selected: false,
    subject: "Prasadam by post",
    message: "<p>It leaves on Monday.</p>",
    read: true,
    kind: "contact",
    count: messages.length,
    messages,
    participants: [],
    contact: { name: "Lakshmi Narayanan", email, phone: "+919876543210" },
  };
}

describe("the state of a reply's mail", () => {
  it("shows mailed, not delivered with send again, and sending once it is queued again", async () => {
    const user = userEvent.setup();
    let current = threadWith("failed");
    const api = mockApi({
      "GET /api/inbox": () => ({ body: { status: "success", data: current } }),
      "POST /api/inbox/resend": () => {
        current = threadWith("sending");
        return { body: { status: "success", data: current } };
      },
    });
    await renderAt("/inbox/t1", <ThreadPage />, "/inbox/:id");

    const messages = await screen.findAllByTestId("inbox-message");
    expect(messages).toHaveLength(3);
    const [question, mailed, failed] = messages as [HTMLElement, HTMLElement, HTMLElement];
    expect(question).not.toHaveTextContent(email);
    expect(mailed).toHaveTextContent(`Mailed to ${email}`);
    expect(within(mailed).queryByRole("button", { name: "Send again" })).toBeNull();
    expect(failed).toHaveTextContent(`Not delivered to ${email}`);

    await user.click(within(failed).getByRole("button", { name: "Send again" }));
    expect(callsTo(api, "/api/inbox/resend").map((c) => c.body)).toEqual([{ id: "m2" }]);
    const again = (await screen.findAllByTestId("inbox-message"))[2] as HTMLElement;
    expect(await within(again).findByText(`Sending to ${email}…`)).toBeInTheDocument();
    expect(within(again).queryByRole("button", { name: "Send again" })).toBeNull();
  });
});
