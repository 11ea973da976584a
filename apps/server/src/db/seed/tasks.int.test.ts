import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { signAccessToken, tokenKeys } from "../../plugins/auth.js";
import { users } from "../schema/index.js";
import { seedIfEmpty } from "./seed.js";

/** The demo a newcomer opens on a fresh `npm start` (brief: "the demo shows it working"). */
const ctx = await createTestApp();
await seedIfEmpty(ctx.database.db, { adminMobile: "9000000001" });

async function as(mobile: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.mobile, mobile));
  const token = await signAccessToken(tokenKeys(ctx.config.jwtSecret), row!, {
    fid: crypto.randomUUID(),
  });
  return (url: string) =>
    ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
}

describe("the workspace demo data", () => {
  it("gives the demo SA a festival board with cards in every column and a week of todos", async () => {
    const get = await as("+919000000001");
    const boards = (await get("/api/scrum-board/all-board")).data;
    const festival = boards.find(
      (b: { title: string }) => b.title === "Vaikunta Ekadasi preparations",
    );
    expect(festival).toMatchObject({ columns: 3, cards: 7 });
    const board = (await get(`/api/scrum-board?id=${festival.id}`)).data;
    expect(board.list.every((c: { cardList: unknown[] }) => c.cardList.length > 0)).toBe(true);
    expect((await get("/api/scrum-board/all-label")).data).toHaveLength(4);
    expect((await get("/api/todo/all?due=today")).data.length).toBeGreaterThan(0);
    expect((await get("/api/todo/all?due=overdue")).data.length).toBeGreaterThan(0);
    expect((await get("/api/todo/all?flag=done")).data.length).toBeGreaterThan(0);
    expect((await get("/api/todo/all?assigned=to-me&flag=unread")).data.length).toBe(2);
    // Each of those two came with a notice in the bell, as it would have when handed over.
    const told = (await get("/api/notification?limit=50")).data.filter(
      (n: { kind: string }) => n.kind === "todo_assigned",
    );
    expect(told.map((n: { title: string }) => n.title).sort()).toEqual([
      "Karthik Iyer assigned you “Review the new darshan timings notice”",
      "Meenakshi Sundaram assigned you “Sign the cheque for the flower vendor”",
    ]);
    expect((await get("/api/todo/tag")).data.map((t: { name: string }) => t.name)).toContain(
      "Annadanam",
    );
  });

  it("shares the board with the office staff, who see their own assignments", async () => {
    const get = await as("+919000000012");
    const titles = (await get("/api/scrum-board/all-board")).data.map(
      (b: { title: string }) => b.title,
    );
    expect(titles).toEqual(["Vaikunta Ekadasi preparations"]);
    const mine = (await get("/api/todo/all?assigned=to-me")).data;
    expect(mine.map((t: { title: string }) => t.title)).toEqual([
      "Order banana leaves for annadanam",
    ]);
  });
});
