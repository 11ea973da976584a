import type { Notification } from "@sannidhi/contracts";
import { SCRUM_BOARD_CHANGED_EVENT } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { type LiveTestClient, openLive } from "../../../test/live.js";
import { scrumClient } from "../../../test/scrum.js";
import { addToCart, checkout, createProduct, employAt, payLocally } from "../../../test/shop.js";
import { createUser, type TestUser } from "../../../test/users.js";

/** Issue 12's "you were assigned" and "this board changed", delivered by issue 11 (decision 115). */
const ctx = await createTestApp();
const { app } = ctx;
const { ok, boardWith } = scrumClient(ctx);

const notifications = async (who: TestUser): Promise<Notification[]> =>
  (await app.inject({ url: "/api/notification", headers: who.headers })).json().data;

describe("workspace news", () => {
  it("tells a colleague at once, in a notification, when they are given a todo — not the giver", async () => {
    const [asha, ravi] = [await createUser(ctx, "admin"), await createUser(ctx, "editor")];
    const tab = await openLive(app, ravi.token);
    const res = await app.inject({
      method: "POST",
      url: "/api/todo/add",
      headers: asha.headers,
      payload: { todo: { title: "Count the hundi on Monday", assigneeId: ravi.id } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const pushed = await tab.event<Notification>("notification.added");
    expect(pushed).toMatchObject({
      kind: "todo_assigned",
      title: "Test admin assigned you “Count the hundi on Monday”",
      path: "/todo",
      read: false,
    });
    expect((await notifications(ravi)).map((n) => n.id)).toContain(pushed.id);
    expect(await notifications(asha)).toEqual([]);
    tab.close();
  });

  it("tells people put on a card, and pushes a board change to its other open members", async () => {
    const [uma, kiran] = [await createUser(ctx, "admin"), await createUser(ctx, "editor")];
    const board = await boardWith(uma, { "To do": ["Decorate the mandapam"] });
    const boardChanges = (tab: LiveTestClient) =>
      tab.frames.filter((f) => f.type === "event" && f.event.type === SCRUM_BOARD_CHANGED_EVENT);
    // Kiran's tab is open before Uma adds Kiran: over PostgreSQL the push for that change
    // arrives a little after Uma's answer, so a tab opened after it may or may not get it.
    const kiransTab = await openLive(app, kiran.token);
    await ok(uma, "add-member", { boardId: board.id, memberId: kiran.id });
    const listId = board.list[0]!.id;
    const cardId = board.list[0]!.cardList[0]!.id;
    await ok(uma, "update-card", {
      boardId: board.id,
      listId,
      card: { id: cardId, members: [kiran.id] },
    });
    const notice = await kiransTab.event<Notification>("notification.added");
    expect(notice).toMatchObject({
      kind: "card_assigned",
      title: "Test admin put you on “Decorate the mandapam”",
      path: `/scrum-board/${board.id}`,
    });
    // One push per change, no more: Kiran joining, and the card.
    await kiransTab.settled();
    expect(boardChanges(kiransTab).map((f) => f.type === "event" && f.event.data)).toEqual([
      { boardId: board.id },
      { boardId: board.id },
    ]);
    // Kiran's own move reaches Uma's open board, not Kiran's.
    const umasTab = await openLive(app, uma.token);
    await ok(kiran, "add-column", { boardId: board.id, listTitle: "Done" });
    expect(await umasTab.event(SCRUM_BOARD_CHANGED_EVENT)).toEqual({ boardId: board.id });
    await kiransTab.settled();
    expect(boardChanges(kiransTab), "no push for Kiran's own change").toHaveLength(2);
    kiransTab.close();
    umasTab.close();
  });

  it("tells the temple's staff of a paid shop order, and not the staff of another temple", async () => {
    const { temple } = await createTemple(ctx, { name: "Srirangam" });
    const { temple: other } = await createTemple(ctx, { name: "Madurai" });
    const [here, there] = [await createUser(ctx, "admin"), await createUser(ctx, "admin")];
    await employAt(ctx, here, temple.id);
    await employAt(ctx, there, other.id);
    const devotee = await createUser(ctx);
    const product = await createProduct(ctx, temple.id, { pricePaise: 25_000, freeShipping: true });
    await addToCart(ctx, devotee, product.id);
    const order = (await checkout(ctx, devotee, temple.id)).json().data;
    expect((await payLocally(ctx, devotee, order.id)).statusCode).toBe(200);
    // The notice comes from the job queue (decision 158).
    await app.ctx.jobs.settled();
    const told = (await notifications(here)).find((n) => n.kind === "order_paid");
    expect(told).toMatchObject({
      title: `New order ${order.orderNo} at Srirangam`,
      subtitle: "₹250.00 paid · to be packed and dispatched",
      path: `/shop/orders/${order.id}`,
    });
    expect((await notifications(there)).some((n) => n.kind === "order_paid")).toBe(false);
  });
});
