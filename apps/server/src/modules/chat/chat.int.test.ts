import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { openLive } from "../../../test/live.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { media } from "../../db/schema/media.js";
import { users } from "../../db/schema/users.js";

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;

const get = (u: TestUser, url: string) => app.inject({ url, headers: u.headers });
const post = (u: TestUser, url: string, payload: object) =>
  app.inject({ method: "POST", url, headers: u.headers, payload });
const room = async (me: TestUser, other: TestUser) =>
  (await get(me, `/api/chat/chat-room?contactId=${other.id}`)).json().data;
const say = (me: TestUser, other: TestUser, chatId: string, text: string, extra = {}) =>
  post(me, "/api/chat/add", { chatId, contactId: other.id, text, time: Date.now(), ...extra });

async function image(owner: TestUser) {
  const [row] = await db
    .insert(media)
    .values({
      provider: "local",
      key: `chat/${crypto.randomUUID()}.jpg`,
      url: "/media/chat/photo.jpg",
      contentType: "image/jpeg",
      bytes: 1000,
      width: 1600,
      height: 1200,
      variants: { w320: "/media/chat/photo-w320.webp", w1280: "/media/chat/photo-w1280.webp" },
      uploadedBy: owner.id,
    })
    .returning();
  return row!.id;
}

describe("contacts", () => {
  it("lists the other active staff with online or offline from live connections, and never a devotee", async () => {
    const me = await createUser(ctx, "admin");
    const priya = await createUser(ctx, "editor");
    const gone = await createUser(ctx, "editor");
    const devotee = await createUser(ctx, "user");
    await db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    const socket = await openLive(app, priya.token);

    const all = (await get(me, "/api/chat/contacts/all")).json().data as {
      id: string;
      status: string;
    }[];
    const ids = all.map((c) => c.id);
    expect(ids).toContain(priya.id);
    expect(ids).not.toContain(me.id);
    expect(ids).not.toContain(devotee.id);
    expect(ids).not.toContain(gone.id);
    expect(all.find((c) => c.id === priya.id)).toMatchObject({
      name: "Test editor",
      status: "online",
      mood: "Editor",
      avatar: null,
    });
    socket.close();
    await socket.closed;
    await expect
      .poll(
        async () => (await get(me, `/api/chat/contacts?contactId=${priya.id}`)).json().data.status,
      )
      .toBe("offline");
  });

  it("refuses a chat with oneself (400), with a devotee or an unknown id (404), and a malformed id (400)", async () => {
    const me = await createUser(ctx, "admin");
    const devotee = await createUser(ctx, "user");
    const self = await get(me, `/api/chat/chat-room?contactId=${me.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe("You cannot chat with yourself");
    expect((await get(me, `/api/chat/chat-room?contactId=${devotee.id}`)).statusCode).toBe(404);
    expect(
      (await get(me, "/api/chat/contacts?contactId=00000000-0000-4000-8000-000000000000"))
        .statusCode,
    ).toBe(404);
    expect((await get(me, "/api/chat/chat-room?contactId=abc")).statusCode).toBe(400);
    expect((await get(me, "/api/chat/chat-room")).statusCode).toBe(400);
  });
});

describe("a conversation", () => {
  it("is one room per pair, delivered live to every tab of both people and kept", async () => {
    const a = await createUser(ctx, "SA");
    const b = await createUser(ctx, "admin");
    const mine = await room(a, b);
    expect(mine).toMatchObject({ messageList: [], hasMore: false, contact: { id: b.id } });
    expect((await room(b, a)).chatId).toBe(mine.chatId);

    const bTab1 = await openLive(app, b.token);
    const bTab2 = await openLive(app, b.token);
    const aOther = await openLive(app, a.token);
    const sent = await say(a, b, mine.chatId, "  Namaste, is the day sheet ready?  ");
    expect(sent.statusCode).toBe(200);
    const message = sent.json().data;
    expect(message).toMatchObject({
      chatId: mine.chatId,
      contactId: a.id,
      text: "Namaste, is the day sheet ready?",
    });
    expect(await bTab1.event("chat.message")).toEqual(message);
    expect(await bTab2.event("chat.message")).toEqual(message);
    expect(await aOther.event("chat.message")).toEqual(message);

    const history = (await get(b, `/api/chat?chatId=${mine.chatId}`)).json().data;
    expect(history.chats).toEqual([message]);
    for (const t of [bTab1, bTab2, aOther]) t.close();
  });

  it("counts unread for the recipient until they open the room", async () => {
    const a = await createUser(ctx, "admin");
    const b = await createUser(ctx, "editor");
    const { chatId } = await room(a, b);
    await say(a, b, chatId, "One");
    await say(a, b, chatId, "Two");
    const recent = (await get(b, "/api/chat/contacts/recent")).json().data;
    expect(recent[0]).toMatchObject({
      chatId,
      contactId: a.id,
      unread: 2,
      lastText: "Two",
      name: "Test admin",
    });
    expect(Date.parse(recent[0].lastChatTime)).not.toBeNaN();
    expect((await get(a, "/api/chat/contacts/recent")).json().data[0].unread).toBe(0);

    const opened = await room(b, a);
    expect(opened.messageList.map((m: { text: string }) => m.text)).toEqual(["One", "Two"]);
    expect(opened.recentListUpdated[0]).toMatchObject({ chatId, unread: 0 });
    await say(a, b, chatId, "Three");
    expect((await post(b, "/api/chat/read", { chatId })).statusCode).toBe(200);
    expect((await get(b, "/api/chat/contacts/recent")).json().data[0].unread).toBe(0);
  });

  it("pages back through a long conversation", async () => {
    const a = await createUser(ctx, "admin");
    const b = await createUser(ctx, "admin");
    const { chatId } = await room(a, b);
    for (let i = 1; i <= 5; i++) await say(a, b, chatId, `m${i}`);
    const last = (await get(a, `/api/chat?chatId=${chatId}&limit=2`)).json().data;
    expect(last).toMatchObject({ hasMore: true });
    expect(last.chats.map((m: { text: string }) => m.text)).toEqual(["m4", "m5"]);
    const before = (
      await get(a, `/api/chat?chatId=${chatId}&limit=10&before=${last.chats[0].id}`)
    ).json().data;
    expect(before.chats.map((m: { text: string }) => m.text)).toEqual(["m1", "m2", "m3"]);
    expect(before.hasMore).toBe(false);
  });

  it("tells a recipient who is away with one notification per conversation, and one who is online not at all", async () => {
    const a = await createUser(ctx, "admin");
    const away = await createUser(ctx, "editor");
    const here = await createUser(ctx, "editor");
    const toAway = (await room(a, away)).chatId;
    await say(a, away, toAway, "Are you coming today?");
    await say(a, away, toAway, "Please call me");
    const notes = (await get(away, "/api/notification")).json();
    expect(notes.meta.total).toBe(1);
    expect(notes.data[0]).toMatchObject({
      kind: "chat_message",
      title: "New message from Test admin",
      subtitle: "Please call me",
      path: `/notifications?chat=${a.id}`,
      read: false,
    });
    // Opening the conversation reads its notice too.
    await room(away, a);
    expect((await get(away, "/api/notification")).json().meta.unread).toBe(0);

    const tab = await openLive(app, here.token);
    await say(a, here, (await room(a, here)).chatId, "Hello");
    await tab.event("chat.message");
    expect((await get(here, "/api/notification")).json().meta.total).toBe(0);
    tab.close();
  });

  it("carries an image the sender uploaded through the media API", async () => {
    const a = await createUser(ctx, "admin");
    const b = await createUser(ctx, "admin");
    const { chatId } = await room(a, b);
    const res = await say(a, b, chatId, "", { attachment: { mediaId: await image(a) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attachment).toMatchObject({
      url: "/media/chat/photo-w1280.webp",
      thumbUrl: "/media/chat/photo-w320.webp",
      width: 1600,
      height: 1200,
    });
    expect((await get(b, "/api/chat/contacts/recent")).json().data[0].lastText).toBe("📷");
  });
});

describe("bad input changes nothing", () => {
  it("refuses empty, whitespace-only and oversized text, someone else's conversation or image, and a wrong contact", async () => {
    const a = await createUser(ctx, "admin");
    const b = await createUser(ctx, "admin");
    const c = await createUser(ctx, "editor");
    const devotee = await createUser(ctx, "user");
    const { chatId } = await room(a, b);
    const theirs = (await room(b, c)).chatId;
    const cases: [TestUser, object, number][] = [
      [a, { chatId, contactId: b.id, text: "" }, 400],
      [a, { chatId, contactId: b.id, text: " \n\t " }, 400],
      [a, { chatId, contactId: b.id, text: "x".repeat(2001) }, 400],
      [a, { chatId, contactId: b.id, text: 42 }, 400],
      [a, { chatId, contactId: b.id }, 400],
      [a, { chatId: "abc", contactId: b.id, text: "Hi" }, 400],
      [a, { chatId: theirs, contactId: c.id, text: "Hi" }, 404],
      [a, { chatId: theirs, contactId: b.id, text: "Hi" }, 404],
      [a, { chatId, contactId: c.id, text: "Hi" }, 404],
      [a, { chatId, contactId: devotee.id, text: "Hi" }, 404],
      [a, { chatId, contactId: b.id, text: "", attachment: { mediaId: await image(c) } }, 404],
      [a, { chatId, contactId: b.id, text: "Hi", attachment: { mediaId: "abc" } }, 400],
    ];
    for (const [who, payload, status] of cases) {
      const res = await post(who, "/api/chat/add", payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(status);
      expect(res.json().status).toBe("error");
    }
    expect((await get(a, `/api/chat?chatId=${chatId}`)).json().data.chats).toEqual([]);
    expect((await get(b, `/api/chat?chatId=${theirs}`)).json().data.chats).toEqual([]);
    expect((await get(a, `/api/chat?chatId=${theirs}`)).statusCode).toBe(404);
    expect((await post(a, "/api/chat/read", { chatId: theirs })).statusCode).toBe(404);
    expect((await get(devotee, `/api/chat?chatId=${chatId}`)).statusCode).toBe(403);
  });
});
