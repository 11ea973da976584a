import { describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers.js";
import { openLive } from "../../../test/live.js";
import { secondInstance } from "../../../test/second-instance.js";
import { createUser } from "../../../test/users.js";
import type { App } from "../../app.js";

/**
 * Several server processes on one PostgreSQL (issue 11): an event published by one process
 * reaches a person connected to another, and both agree on who is online. The embedded
 * database is one process by definition, so this runs on PostgreSQL only.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
// Made only on PostgreSQL: a skipped block's body still runs while tests are collected.
const ctx = onPostgres ? await createTestApp() : (undefined as unknown as TestContext);
const one = ctx?.app;
const two = onPostgres ? await secondInstance(ctx) : (undefined as unknown as App);

describe.skipIf(!onPostgres)("live channel across processes", () => {
  it("uses LISTEN/NOTIFY", () => {
    expect(one.ctx.live.transport).toBe("postgres");
    expect(two.ctx.live.transport).toBe("postgres");
  });

  it("delivers an event published on one process to a connection on the other", async () => {
    const admin = await createUser(ctx, "admin");
    const onTwo = await openLive(two, admin.token);
    const onOne = await openLive(one, admin.token);
    await one.ctx.live.toUsers([admin.id], "test.cross", { from: "one" });
    expect(await onTwo.event("test.cross")).toEqual({ from: "one" });
    expect(await onOne.event("test.cross")).toEqual({ from: "one" });
    onTwo.close();
    onOne.close();
  });

  it("delivers each event once to every tab, on the publishing process and on the other", async () => {
    // The local hub and the NOTIFY echo must not both hand one change to a tab (issue 34).
    const admin = await createUser(ctx, "admin");
    const tabs = [await openLive(one, admin.token), await openLive(two, admin.token)];
    for (let n = 0; n < 5; n++) await one.ctx.live.toUsers([admin.id], "test.count", { n });
    await two.ctx.live.toUsers([admin.id], "test.count", { n: 5 });
    for (const tab of tabs) {
      // Every listener gets the notifications in commit order: once this tab's marker is in,
      // nothing published before it is still on its way.
      await tab.settled();
      const counted = tab.frames.filter((f) => f.type === "event" && f.event.type === "test.count");
      expect(counted.map((f) => (f.type === "event" ? f.event.data : null))).toEqual(
        [0, 1, 2, 3, 4, 5].map((n) => ({ n })),
      );
      tab.close();
    }
  });

  it("sends an oversized event without its data, so clients reload instead", async () => {
    const admin = await createUser(ctx, "admin");
    const onTwo = await openLive(two, admin.token);
    await one.ctx.live.toUsers([admin.id], "test.big", { text: "அ".repeat(4000) });
    expect(await onTwo.event("test.big")).toEqual({ more: true });
    onTwo.close();
  });

  it("agrees on presence: someone connected to one process is online for the other", async () => {
    const editor = await createUser(ctx, "editor");
    const socket = await openLive(two, editor.token);
    await expect.poll(() => one.ctx.live.online([editor.id])).toEqual(new Set([editor.id]));
    socket.close();
    await expect.poll(() => one.ctx.live.online([editor.id])).toEqual(new Set());
  });

  it("a chat message sent through one process reaches the recipient connected to the other, who is not notified as away", async () => {
    const a = await createUser(ctx, "SA");
    const b = await createUser(ctx, "admin");
    const bOnTwo = await openLive(two, b.token);
    await expect.poll(() => one.ctx.live.online([b.id])).toEqual(new Set([b.id]));
    const room = await one.inject({
      url: `/api/chat/chat-room?contactId=${b.id}`,
      headers: a.headers,
    });
    const sent = await one.inject({
      method: "POST",
      url: "/api/chat/add",
      headers: a.headers,
      payload: { chatId: room.json().data.chatId, contactId: b.id, text: "From process one" },
    });
    expect(await bOnTwo.event("chat.message")).toEqual(sent.json().data);
    const notes = await two.inject({ url: "/api/notification", headers: b.headers });
    expect(notes.json().meta.total).toBe(0);
    bOnTwo.close();
  });
});
