import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { openLive } from "../../../test/live.js";
import { employAt } from "../../../test/staff.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { chatMessageNotice } from "./notices.js";
import { type Notice, notifyUsers } from "./notifications.service.js";

const ctx = await createTestApp();
const { app } = ctx;

const notice = (title: string): Notice => ({
  kind: "announcement",
  heading: "Office",
  icon: { name: "campaign", color: "primary" },
  title,
  subtitle: "Details",
  path: "/bookings",
});
const list = (u: TestUser, query = "") =>
  app.inject({ url: `/api/notification${query}`, headers: u.headers });
const post = (u: TestUser, url: string, payload?: object) =>
  app.inject({ method: "POST", url, headers: u.headers, ...(payload ? { payload } : {}) });

describe("GET /api/notification", () => {
  it("lists a person's own notifications, newest first, with the spec's fields and the unread count", async () => {
    const admin = await createUser(ctx, "admin");
    const other = await createUser(ctx, "admin");
    await notifyUsers(app.ctx, [admin.id], notice("First"));
    await notifyUsers(app.ctx, [admin.id, other.id], notice("Second"));

    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((n: { title: string }) => n.title)).toEqual(["Second", "First"]);
    expect(body.meta).toMatchObject({ total: 2, unread: 2, page: 1 });
    expect(body.data[0]).toMatchObject({
      heading: "Office",
      icon: { name: "campaign", color: "primary" },
      title: "Second",
      subtitle: "Details",
      path: "/bookings",
      read: false,
    });
    expect(Date.parse(body.data[0].timestamp)).not.toBeNaN();
    expect((await list(other)).json().meta.total).toBe(1);
  });

  it("refuses devotees and bad paging", async () => {
    const devotee = await createUser(ctx, "user");
    expect((await list(devotee)).statusCode).toBe(403);
    const sa = await createUser(ctx, "SA");
    expect((await list(sa, "?limit=1000")).statusCode).toBe(400);
    expect((await list(sa, "?page=abc")).json().code).toBe("VALIDATION");
  });
});

describe("reading and deleting", () => {
  it("marks one read, then all, and deletes one, then all — of the caller only", async () => {
    const me = await createUser(ctx, "editor");
    const other = await createUser(ctx, "editor");
    const [a] = await notifyUsers(app.ctx, [me.id], notice("A"));
    await notifyUsers(app.ctx, [me.id], notice("B"));
    const [theirs] = await notifyUsers(app.ctx, [other.id], notice("Theirs"));

    expect((await post(me, "/api/notification/read", { id: a!.id })).json().data.count).toBe(1);
    expect((await list(me)).json().meta.unread).toBe(1);
    expect((await post(me, "/api/notification/read-all")).json().data.count).toBe(1);
    expect((await list(me, "?unread=true")).json().meta.total).toBe(0);

    expect((await post(me, "/api/notification/delete", { id: a!.id })).statusCode).toBe(200);
    expect((await list(me)).json().data.map((n: { title: string }) => n.title)).toEqual(["B"]);
    expect((await post(me, "/api/notification/delete-all")).json().data.count).toBe(1);
    expect((await list(me)).json().meta.total).toBe(0);
    // The other person's notification survived all of it, unread.
    expect((await list(other)).json()).toMatchObject({ meta: { total: 1, unread: 1 } });
    expect(theirs).toBeDefined();
  });

  it("answers 404 for another person's or an unknown id, 400 for a malformed one, and changes nothing", async () => {
    const me = await createUser(ctx, "admin");
    const other = await createUser(ctx, "admin");
    const [theirs] = await notifyUsers(app.ctx, [other.id], notice("Theirs"));
    for (const url of ["/api/notification/delete", "/api/notification/read"]) {
      const res = await post(me, url, { id: theirs!.id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: "error", code: "NOT_FOUND" });
      expect((await post(me, url, { id: "00000000-0000-4000-8000-000000000000" })).statusCode).toBe(
        404,
      );
      expect((await post(me, url, { id: "abc" })).statusCode).toBe(400);
      expect((await post(me, url, {})).statusCode).toBe(400);
    }
    expect((await list(other)).json()).toMatchObject({ meta: { total: 1, unread: 1 } });
  });
});

describe("live", () => {
  it("pushes a new notification to every open tab of its recipient, and a change to the others", async () => {
    const admin = await createUser(ctx, "admin");
    const tab1 = await openLive(app, admin.token);
    const tab2 = await openLive(app, admin.token);
    const [sent] = await notifyUsers(app.ctx, [admin.id], notice("Live one"));
    expect(await tab1.event("notification.added")).toEqual(sent);
    expect(await tab2.event("notification.added")).toEqual(sent);
    await post(admin, "/api/notification/read-all");
    expect(await tab2.event("notification.changed")).toMatchObject({ action: "read" });
    tab1.close();
    tab2.close();
  });

  it("collapses unread notices with one key into the newest", async () => {
    const editor = await createUser(ctx, "editor");
    const from = {
      chatId: crypto.randomUUID(),
      senderId: crypto.randomUUID(),
      senderName: "Priya",
    };
    await notifyUsers(app.ctx, [editor.id], chatMessageNotice({ ...from, text: "Hello" }));
    await notifyUsers(app.ctx, [editor.id], chatMessageNotice({ ...from, text: "Are you there?" }));
    let body = (await list(editor)).json();
    expect(body.meta.total).toBe(1);
    expect(body.data[0]).toMatchObject({ subtitle: "Are you there?", kind: "chat_message" });
    // Once read, the next message is a new notification.
    await post(editor, "/api/notification/read-all");
    await notifyUsers(app.ctx, [editor.id], chatMessageNotice({ ...from, text: "Ping" }));
    body = (await list(editor)).json();
    expect(body.meta).toMatchObject({ total: 2, unread: 1 });
  });
});

describe("POST /api/notification/add (announcements)", () => {
  const valid = { roles: ["editor"], heading: "Office", title: "Festival duty roster is out" };

  it("tells every active staff member of the chosen roles, at once", async () => {
    const sa = await createUser(ctx, "SA");
    const editor = await createUser(ctx, "editor");
    const admin = await createUser(ctx, "admin");
    const tab = await openLive(app, editor.token);
    const res = await post(sa, "/api/notification/add", valid);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sent).toBeGreaterThanOrEqual(1);
    expect(await tab.event("notification.added")).toMatchObject({
      kind: "announcement",
      title: "Festival duty roster is out",
      path: "/notifications",
    });
    expect((await list(admin)).json().meta.total).toBe(0);
    tab.close();
  });

  it("lets a temple's own admin announce to their temple only", async () => {
    const { temple } = await createTemple(ctx);
    const { temple: elsewhere } = await createTemple(ctx);
    const templeAdmin = await createUser(ctx, "admin");
    await employAt(ctx, templeAdmin, temple.id);
    expect((await post(templeAdmin, "/api/notification/add", valid)).statusCode).toBe(403);
    const other = await post(templeAdmin, "/api/notification/add", {
      ...valid,
      templeId: elsewhere.id,
    });
    expect(other.statusCode).toBe(403);
    const own = await post(templeAdmin, "/api/notification/add", { ...valid, templeId: temple.id });
    expect(own.statusCode).toBe(200);
  });

  it("refuses bad input with the error envelope and sends nothing", async () => {
    const sa = await createUser(ctx, "SA");
    const editor = await createUser(ctx, "editor");
    const huge = "x".repeat(10_000);
    for (const bad of [
      {},
      { ...valid, roles: [] },
      { ...valid, roles: ["user"] },
      { ...valid, roles: "editor" },
      { ...valid, title: "" },
      { ...valid, title: huge },
      { ...valid, heading: huge },
      { ...valid, subtitle: huge },
      { ...valid, path: "https://evil.example/" },
      { ...valid, path: "//evil.example/" },
      { ...valid, path: "javascript:alert(1)" },
      { ...valid, icon: { name: "skull", color: "primary" } },
      { ...valid, templeId: "abc" },
    ]) {
      const res = await post(sa, "/api/notification/add", bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ status: "error", code: "VALIDATION" });
    }
    const unknownTemple = await post(sa, "/api/notification/add", {
      ...valid,
      templeId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknownTemple.statusCode).toBe(404);
    expect((await list(editor)).json().meta.total).toBe(0);
  });
});
