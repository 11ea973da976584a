import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { signAccessToken, tokenKeys } from "../../plugins/auth.js";
import { bookings, notifications, users } from "../schema/index.js";
import { DEMO_STAFF } from "./comms.js";
import { seedIfEmpty } from "./seed.js";

/** A newcomer's first look at the staff workspace on a fresh `npm start` (issue 11 demo data). */
describe("demo data of the staff workspace", async () => {
  const ctx = await createTestApp();
  const { app } = ctx;
  const db = ctx.database.db;
  await seedIfEmpty(db, { adminMobile: "9000000001" });
  const headersOf = async (mobile: string) => {
    const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
    return {
      authorization: `Bearer ${await signAccessToken(tokenKeys(ctx.config.jwtSecret), row!, { fid: crypto.randomUUID() })}`,
    };
  };
  const sa = await headersOf("+919000000001");
  const get = async (url: string, headers = sa) => (await app.inject({ url, headers })).json();

  it("gives the SA a week of notifications, some unread, with a bell to show", async () => {
    const list = await get("/api/notification?limit=100");
    expect(list.meta.total).toBeGreaterThanOrEqual(5);
    expect(list.meta.unread).toBeGreaterThan(0);
    const times = list.data.map((n: { timestamp: string }) => Date.parse(n.timestamp));
    expect(Math.min(...times)).toBeLessThan(Date.now() - 5 * 86_400_000);
    expect(list.data.map((n: { kind: string }) => n.kind)).toEqual(
      expect.arrayContaining(["contact_message", "chat_message"]),
    );
  });

  it("dates every demo notification in the past, so the bell says how long ago (issue 38, item 7)", async () => {
    const seededBy = Date.now();
    const all = await db.select({ at: notifications.createdAt }).from(notifications);
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((n) => n.at.getTime() > seededBy)).toEqual([]);
    const paid = await db.select({ at: bookings.confirmedAt }).from(bookings);
    expect(paid.filter((b) => b.at && b.at.getTime() > seededBy)).toEqual([]);
    // The SA's assigned todos read hours ago, not "1 sec ago".
    const list = await get("/api/notification?limit=100");
    const todos = list.data.filter((n: { kind: string }) => n.kind === "todo_assigned");
    expect(todos.length).toBeGreaterThan(0);
    for (const n of todos) expect(Date.parse(n.timestamp)).toBeLessThan(seededBy - 3_600_000);
  });

  it("fills the inbox with contact messages (one answered) and staff threads", async () => {
    const contact = await get("/api/inbox/all?folder=contact");
    expect(contact.meta.total).toBe(4);
    const answered = contact.data.find((t: { count: number }) => t.count === 2);
    const thread = await get(`/api/inbox?id=${answered.id}`);
    expect(thread.data.messages[1].mailedTo).toMatch(/@example\.com$/);
    const all = await get("/api/inbox/all");
    expect(all.data.some((t: { kind: string }) => t.kind === "staff")).toBe(true);
    expect(all.meta.unread).toBeGreaterThan(0);
  });

  it("gives demo staff to chat with, with conversations and an unread message", async () => {
    const contacts = await get("/api/chat/contacts/all");
    expect(contacts.data.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(DEMO_STAFF.map((s) => s.name)),
    );
    const recent = await get("/api/chat/contacts/recent");
    expect(recent.data.length).toBeGreaterThanOrEqual(2);
    expect(recent.data.some((r: { unread: number }) => r.unread > 0)).toBe(true);
    const karthik = await headersOf("+919000000013");
    expect((await get("/api/chat/contacts/recent", karthik)).data).toHaveLength(1);
  });
});
