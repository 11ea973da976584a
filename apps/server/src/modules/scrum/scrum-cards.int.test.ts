import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { scrumClient } from "../../../test/scrum.js";
import { createUser, type TestUser } from "../../../test/users.js";

const ctx = await createTestApp();
const { post, ok, boardWith } = scrumClient(ctx);
const [uma, kiran, stranger] = [
  await createUser(ctx, "admin"),
  await createUser(ctx, "editor"),
  await createUser(ctx, "editor"),
];

/** A real PNG through `POST /api/media`, as the card dialog uploads it. */
async function upload(who: TestUser): Promise<{ url: string; bytes: number }> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: "#f59e0b" },
  })
    .png()
    .toBuffer();
  const boundary = "----scrum-test";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/media",
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...who.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function cardBoard() {
  const board = await boardWith(uma, { "To do": ["Decorate the mandapam"] });
  await ok(uma, "add-member", { boardId: board.id, memberId: kiran.id });
  const listId = board.list[0]!.id;
  const cardId = board.list[0]!.cardList[0]!.id;
  const update = (who: TestUser, card: object) =>
    post(who, "update-card", { boardId: board.id, listId, card: { id: cardId, ...card } });
  const card = async (who: TestUser, changes: object) => {
    const res = await update(who, changes);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.list[0].cardList[0];
  };
  return { board, update, card };
}

describe("update-card (spec card fields)", () => {
  it("keeps title, description, labels and members, and refuses what does not belong", async () => {
    const { update, card } = await cardBoard();
    const urgent = await ctx.app.inject({
      method: "POST",
      url: "/api/scrum-board/add-label",
      headers: uma.headers,
      payload: { title: "Urgent", color: "error" },
    });
    expect(urgent.json().data).toMatchObject({ title: "Urgent", color: "error" });
    const label = urgent.json().data.id;
    const after = await card(uma, {
      title: "Decorate the mandapam with banana trees",
      description: "Two pairs at the entrance",
      labels: [label],
      members: [kiran.id],
    });
    expect(after).toMatchObject({
      title: "Decorate the mandapam with banana trees",
      description: "Two pairs at the entrance",
      labels: [label],
      members: [kiran.id],
      coverImage: null,
    });
    const refusals: [object, number][] = [
      [{ members: [stranger.id] }, 400],
      [{ labels: [crypto.randomUUID()] }, 400],
      [{ title: "" }, 400],
      [{ description: "d".repeat(10_001) }, 400],
      [{ id: crypto.randomUUID() }, 404],
    ];
    for (const [changes, status] of refusals) {
      expect((await update(uma, changes)).statusCode, JSON.stringify(changes)).toBe(status);
    }
    const dupLabel = await ctx.app.inject({
      method: "POST",
      url: "/api/scrum-board/add-label",
      headers: kiran.headers,
      payload: { title: "URGENT", color: "green" },
    });
    expect(dupLabel.statusCode).toBe(409);
    const badColour = await ctx.app.inject({
      method: "POST",
      url: "/api/scrum-board/add-label",
      headers: kiran.headers,
      payload: { title: "Blue", color: "blue" },
    });
    expect(badColour.statusCode).toBe(400);
    expect((await card(uma, {})).members).toEqual([kiran.id]);
  });

  it("takes attachments and a cover only from the media API, with the stored size", async () => {
    const { update, card } = await cardBoard();
    const file = await upload(kiran);
    const withFile = await card(kiran, {
      coverImage: file.url,
      attachments: [{ name: "Mandapam plan.png", url: file.url }],
    });
    expect(withFile.coverImage).toBe(file.url);
    expect(withFile.attachments).toEqual([
      { id: expect.any(String), name: "Mandapam plan.png", size: file.bytes, url: file.url },
    ]);
    const foreign = await update(kiran, {
      attachments: [{ name: "x.png", url: "https://example.org/x.png" }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe("Files must be uploaded through the media API first");
    expect((await update(kiran, { coverImage: "/media/nothing.png" })).statusCode).toBe(400);
    // Renaming keeps the file; leaving it out removes it.
    const renamed = await card(uma, {
      attachments: [{ id: withFile.attachments[0].id, name: "Plan v2.png", url: file.url }],
    });
    expect(renamed.attachments[0]).toMatchObject({ name: "Plan v2.png", size: file.bytes });
    expect((await card(uma, { attachments: [], coverImage: null })).attachments).toEqual([]);
  });

  it("writes comments as the caller, and only the writer edits or removes one", async () => {
    const { update, card } = await cardBoard();
    const first = await card(uma, { comments: [{ text: "Banana trees ordered" }] });
    const mine = first.comments[0];
    expect(mine).toEqual({
      id: expect.any(String),
      uid: uma.id,
      text: "Banana trees ordered",
      time: expect.any(String),
    });
    const both = await card(kiran, {
      comments: [{ id: mine.id, text: mine.text }, { text: "I will collect them" }],
    });
    expect(both.comments.map((c: { uid: string }) => c.uid)).toEqual([uma.id, kiran.id]);
    const theirs = both.comments[1];
    const removeOthers = await update(kiran, { comments: [{ id: theirs.id, text: theirs.text }] });
    expect(removeOthers.statusCode).toBe(403);
    const editOthers = await update(kiran, {
      comments: [
        { id: mine.id, text: "Changed by Kiran" },
        { id: theirs.id, text: theirs.text },
      ],
    });
    expect(editOthers.statusCode).toBe(403);
    const edited = await card(uma, {
      comments: [
        { id: mine.id, text: "Banana trees ordered: 4 pairs" },
        { id: theirs.id, text: theirs.text },
      ],
    });
    expect(edited.comments.map((c: { text: string }) => c.text)).toEqual([
      "Banana trees ordered: 4 pairs",
      "I will collect them",
    ]);
    const tooLong = await update(uma, { comments: [{ text: "c".repeat(2001) }] });
    expect(tooLong.statusCode).toBe(400);
  });
});
