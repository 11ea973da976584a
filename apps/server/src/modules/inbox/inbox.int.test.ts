import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { openLive } from "../../../test/live.js";
import { employAt } from "../../../test/staff.js";
import { createUser, type TestUser } from "../../../test/users.js";
import type { DevMailProvider } from "../../providers/mail/mail-provider.js";
import { MAIL_JOB } from "./inbox-mail.js";

// A mail that cannot be sent is tried three times, about 1 s then 2 s apart (decision 158).
const ctx = await createTestApp({
  CONTACT_RATE_LIMIT_MAX: "1000",
  MAIL_RETRY_LIMIT: "2",
  MAIL_RETRY_DELAY_SECONDS: "1",
});
const { app } = ctx;

const office = await createUser(ctx, "SA");
const admin = await createUser(ctx, "admin");
const editor = await createUser(ctx, "editor");
const templeAdmin = await createUser(ctx, "admin");
const { temple } = await createTemple(ctx);
await employAt(ctx, templeAdmin, temple.id);

const post = (u: TestUser, url: string, payload: object) =>
  app.inject({ method: "POST", url, headers: u.headers, payload });
const inbox = async (u: TestUser, query = "") =>
  (await app.inject({ url: `/api/inbox/all${query}`, headers: u.headers })).json();
const thread = (u: TestUser, id: string) =>
  app.inject({ url: `/api/inbox?id=${id}`, headers: u.headers });
const write = (from: TestUser, to: TestUser[], subject: string, message: string) =>
  post(from, "/api/inbox/add", { to: to.map((u) => u.id), subject, message });

let address = 0;
const contactForm = (subject: string, message = "Can I book an abhishekam next month?") =>
  app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress: `198.51.100.${++address}`,
    payload: {
      fullName: "Lakshmi Narayanan",
      email: "lakshmi@example.com",
      phone: "9876543210",
      subject,
      message,
    },
  });

describe("staff writing to each other", () => {
  it("delivers a thread to its recipients, unread, live, with the spec's fields", async () => {
    const tab = await openLive(app, editor.token);
    const res = await write(
      admin,
      [editor],
      "Festival roster",
      "<p>Please check <strong>Sunday</strong>.</p>",
    );
    expect(res.statusCode).toBe(200);
    const sent = res.json().data;
    expect(await tab.event("inbox.changed")).toEqual({ threadId: sent.id });

    const list = await inbox(editor);
    expect(list.meta.unread).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: sent.id,
      subject: "Festival roster",
      sender: { id: admin.id, name: "Test admin", photo: null },
      message: "<p>Please check <strong>Sunday</strong>.</p>",
      selected: false,
      read: false,
      kind: "staff",
      count: 1,
    });
    expect(Date.parse(list.data[0].date)).not.toBeNaN();
    // The author has read their own message; a stranger to the thread does not see it.
    expect((await inbox(admin)).data.find((t: { id: string }) => t.id === sent.id).read).toBe(true);
    expect((await inbox(templeAdmin)).data.some((t: { id: string }) => t.id === sent.id)).toBe(
      false,
    );
    expect((await thread(templeAdmin, sent.id)).statusCode).toBe(404);
    tab.close();
  });

  it("keeps replies in the thread, moves it to the top and makes it unread for the others", async () => {
    const first = (await write(office, [admin, editor], "Annadanam", "<p>Who can help?</p>")).json()
      .data;
    await write(office, [admin], "Later", "<p>Another</p>");
    await post(admin, "/api/inbox/update", { id: first.id, read: true });
    const reply = await post(editor, "/api/inbox/add", {
      threadId: first.id,
      message: "<p>I can.</p>",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.messages.map((m: { message: string }) => m.message)).toEqual([
      "<p>Who can help?</p>",
      "<p>I can.</p>",
    ]);
    const list = await inbox(admin);
    expect(list.data[0]).toMatchObject({ id: first.id, read: false, count: 2 });
    expect(list.data[0].sender.name).toBe("Test editor");
  });

  it("marks read, selects and deletes several at once, for the caller only; a new message brings a deleted thread back", async () => {
    const a = (await write(office, [editor], "One", "<p>1</p>")).json().data;
    const b = (await write(office, [editor], "Two", "<p>2</p>")).json().data;
    expect(
      (await post(editor, "/api/inbox/update", { ids: [a.id, b.id], selected: true })).statusCode,
    ).toBe(200);
    let mine = await inbox(editor);
    expect(
      mine.data
        .filter((t: { selected: boolean }) => t.selected)
        .map((t: { id: string }) => t.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    await post(editor, "/api/inbox/update", { ids: [a.id, b.id], read: true });
    expect(
      (await inbox(editor, "?folder=unread")).data.some((t: { id: string }) => t.id === a.id),
    ).toBe(false);
    await post(editor, "/api/inbox/delete", { ids: [a.id, b.id] });
    mine = await inbox(editor);
    expect(mine.data.some((t: { id: string }) => t.id === a.id || t.id === b.id)).toBe(false);
    // The sender still has them.
    expect((await inbox(office)).data.some((t: { id: string }) => t.id === a.id)).toBe(true);
    await post(office, "/api/inbox/add", { threadId: a.id, message: "<p>Following up</p>" });
    expect((await inbox(editor)).data[0]).toMatchObject({ id: a.id, read: false });
  });

  it("searches subjects, text and senders", async () => {
    await write(office, [editor], "Gopuram lighting", "<p>The electrician comes on Friday</p>");
    const hit = (q: string) => inbox(editor, `?q=${encodeURIComponent(q)}`);
    expect((await hit("gopuram")).data.map((t: { subject: string }) => t.subject)).toEqual([
      "Gopuram lighting",
    ]);
    expect((await hit("electrician")).data).toHaveLength(1);
    expect((await hit("100%_")).data).toHaveLength(0);
  });
});

describe("bad input changes nothing", () => {
  it("refuses scripts, empty, oversized and malformed messages, unknown or non-staff recipients and oneself", async () => {
    const devotee = await createUser(ctx, "user");
    const before = (await inbox(editor)).meta.total;
    const cases: [object, number, string][] = [
      [
        { to: [editor.id], subject: "Hi", message: "<p>Hi</p><script>alert(1)</script>" },
        400,
        "UNSAFE_HTML",
      ],
      [
        { to: [editor.id], subject: "Hi", message: '<img src="x" onerror="alert(1)">' },
        400,
        "UNSAFE_HTML",
      ],
      [{ to: [editor.id], subject: "Hi", message: "<p> </p>" }, 400, "VALIDATION"],
      [{ to: [editor.id], subject: "Hi", message: "x".repeat(20_001) }, 400, "VALIDATION"],
      [{ to: [editor.id], subject: "x".repeat(151), message: "<p>Hi</p>" }, 400, "VALIDATION"],
      [{ to: [editor.id], message: "<p>Hi</p>" }, 400, "VALIDATION"],
      [{ to: [], subject: "Hi", message: "<p>Hi</p>" }, 400, "VALIDATION"],
      [{ to: "everyone", subject: "Hi", message: "<p>Hi</p>" }, 400, "VALIDATION"],
      [{ to: [devotee.id], subject: "Hi", message: "<p>Hi</p>" }, 400, "VALIDATION"],
      [
        { to: ["00000000-0000-4000-8000-000000000000"], subject: "Hi", message: "<p>Hi</p>" },
        400,
        "VALIDATION",
      ],
      [{ to: [admin.id], subject: "Hi", message: "<p>Hi</p>" }, 400, "VALIDATION"],
      [
        { threadId: "00000000-0000-4000-8000-000000000000", message: "<p>Hi</p>" },
        404,
        "NOT_FOUND",
      ],
      [{ threadId: "abc", message: "<p>Hi</p>" }, 400, "VALIDATION"],
    ];
    for (const [payload, status, code] of cases) {
      const res = await post(admin, "/api/inbox/add", payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 90)).toBe(status);
      expect(res.json()).toMatchObject({ status: "error", code });
    }
    expect(
      (
        await post(admin, "/api/inbox/add", { to: [admin.id], subject: "Me", message: "<p>Me</p>" })
      ).json().details[0],
    ).toEqual({
      path: "body.to.0",
      message: "You cannot write to yourself",
    });
    expect((await inbox(editor)).meta.total).toBe(before);
  });

  it("answers 404 for another person's thread in update, delete, reply and read, and changes none of it", async () => {
    const theirs = (await write(office, [admin], "Private", "<p>Only for admin</p>")).json().data;
    for (const [url, payload] of [
      ["/api/inbox/update", { id: theirs.id, read: true }],
      ["/api/inbox/update", { ids: [theirs.id], selected: true }],
      ["/api/inbox/delete", { id: theirs.id }],
      ["/api/inbox/add", { threadId: theirs.id, message: "<p>Sneaky</p>" }],
    ] as const) {
      const res = await post(editor, url, payload);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await thread(editor, theirs.id)).statusCode).toBe(404);
    const detail = (await thread(admin, theirs.id)).json().data;
    expect(detail).toMatchObject({ read: false, selected: false, count: 1 });
    expect((await post(editor, "/api/inbox/update", { id: theirs.id })).statusCode).toBe(400);
    expect(
      (await post(editor, "/api/inbox/delete", { id: theirs.id, ids: [theirs.id] })).statusCode,
    ).toBe(400);
    expect(
      (await post(editor, "/api/inbox/delete", { ids: Array(101).fill(theirs.id) })).statusCode,
    ).toBe(400);
  });
});

describe("contact messages", () => {
  it("land in the trust office's inbox and tell them; a temple's own admin and editors are not involved", async () => {
    const tab = await openLive(app, admin.token);
    expect((await contactForm("Abhishekam booking")).statusCode).toBe(201);
    await tab.event("inbox.changed");
    expect(await tab.event("notification.added")).toMatchObject({
      kind: "contact_message",
      title: "Lakshmi Narayanan wrote: Abhishekam booking",
    });
    const list = await inbox(admin, "?folder=contact");
    expect(list.data[0]).toMatchObject({
      subject: "Abhishekam booking",
      kind: "contact",
      sender: { id: null, name: "Lakshmi Narayanan" },
      message: "<p>Can I book an abhishekam next month?</p>",
      read: false,
    });
    expect((await inbox(office, "?folder=contact")).data[0].id).toBe(list.data[0].id);
    expect((await inbox(editor, "?folder=contact")).meta.total).toBe(0);
    expect((await inbox(templeAdmin, "?folder=contact")).meta.total).toBe(0);
    // GET /api/contact still lists it (the rate-limited POST is unchanged).
    expect(
      (await app.inject({ url: "/api/contact", headers: office.headers })).json().meta.total,
    ).toBeGreaterThan(0);
    tab.close();
  });

  it("a contact message's HTML characters arrive as text, never as markup", async () => {
    await contactForm("Markup", 'Hello <img src=x onerror="alert(1)"> & welcome');
    const [t] = (await inbox(office, "?q=Markup")).data;
    expect(t.message).toBe(
      "<p>Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; welcome</p>",
    );
  });

  it("a reply is kept as sending, mailed to the sender from the queue once, then shown as mailed, live", async () => {
    await contactForm("Prasadam by post");
    const [t] = (await inbox(admin, "?q=Prasadam")).data;
    const tab = await openLive(app, office.token);
    // The mail service takes its time: until it answers, the reply is "sending".
    const outbox = app.ctx.mail as DevMailProvider;
    const send = outbox.send;
    let answer = () => {};
    let asked = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const reached = new Promise<void>((resolve) => {
      asked = resolve;
    });
    outbox.send = async (m) => {
      asked();
      await answered;
      return send.call(outbox, m);
    };
    const res = await post(admin, "/api/inbox/add", {
      threadId: t.id,
      message: "<p>Yes, we post <em>prasadam</em> across India.</p>",
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail.contact).toEqual({
      name: "Lakshmi Narayanan",
      email: "lakshmi@example.com",
      phone: "+919876543210",
    });
    const reply = detail.messages.at(-1);
    expect(reply).toMatchObject({
      mailedTo: "lakshmi@example.com",
      mailStatus: "sending",
      sender: { id: admin.id },
    });
    expect(detail.messages[0]).toMatchObject({ mailedTo: null, mailStatus: null });

    // The open page hears the reply, then the mail's new state once the service answered.
    await tab.event("inbox.changed");
    await reached;
    expect((await thread(office, t.id)).json().data.messages.at(-1).mailStatus).toBe("sending");
    answer();
    outbox.send = send;
    expect(await tab.event("inbox.changed", 15_000)).toMatchObject({
      threadId: t.id,
      messageId: reply.id,
    });
    tab.close();
    const after = (await thread(admin, t.id)).json().data.messages.at(-1);
    expect(after).toMatchObject({ id: reply.id, mailStatus: "sent" });
    expect(Date.parse(after.mailStatusAt)).toBeGreaterThanOrEqual(Date.parse(reply.mailStatusAt));

    const mailed = () =>
      outbox.messagesTo("lakshmi@example.com").filter((m) => m.subject === "Re: Prasadam by post");
    const [mail] = mailed();
    expect(mail?.text).toContain("Dear Lakshmi Narayanan,");
    expect(mail?.text).toContain("Yes, we post prasadam across India.");
    expect(mail?.text).not.toContain("<em>");
    expect((await inbox(office, "?q=Prasadam")).data[0]).toMatchObject({ count: 2, read: false });

    // The same job run again (a process that died before pg-boss heard it finished): no mail.
    await app.ctx.jobs.enqueue(MAIL_JOB, { messageId: reply.id, send: 1 });
    await app.ctx.jobs.settled();
    expect(mailed()).toHaveLength(1);
    // Queued again under its key (a retried request): one job, already done.
    expect(
      await app.ctx.jobs.enqueue(MAIL_JOB, { messageId: reply.id, send: 1 }, { key: reply.id }),
    ).toBeNull();
  });

  it("a reply whose mail cannot be sent is kept, shown as not delivered after the retries, and can be sent again once", async () => {
    await contactForm("Mail outage");
    const [t] = (await inbox(admin, "?q=outage")).data;
    await app.ctx.jobs.settled();
    const mail = app.ctx.mail;
    const send = mail.send;
    let tries = 0;
    mail.send = async () => {
      tries++;
      throw new Error("SMTP down");
    };
    try {
      const res = await post(admin, "/api/inbox/add", { threadId: t.id, message: "<p>Hello</p>" });
      expect(res.statusCode).toBe(200);
      const reply = res.json().data.messages.at(-1);
      expect(reply.mailStatus).toBe("sending");
      const state = async () =>
        (await thread(admin, t.id)).json().data.messages.at(-1).mailStatus as string;
      await expect.poll(state, { timeout: 25_000, interval: 250 }).toBe("failed");
      // The first try and both retries; nothing lost: the reply is still in the thread.
      expect(tries).toBe(3);
      expect((await thread(office, t.id)).json().data.count).toBe(2);

      // The mail service is back: "send again" mails it, once. It answers only when the test
      // says so, so that the mail is surely still sending while the office looks and clicks
      // again (on a fast machine the queue's worker had sent it before the answer was read).
      let answer = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      mail.send = async (message) => {
        await answered;
        return send.call(mail, message);
      };
      const again = await post(office, "/api/inbox/resend", { id: reply.id });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.messages.at(-1)).toMatchObject({
        id: reply.id,
        mailStatus: "sending",
      });
      // A second click while it is sending changes nothing.
      expect((await post(office, "/api/inbox/resend", { id: reply.id })).statusCode).toBe(409);
      expect(await state()).toBe("sending");
      answer();
      await expect.poll(state, { timeout: 15_000, interval: 250 }).toBe("sent");
      await app.ctx.jobs.settled();
      const out = (app.ctx.mail as DevMailProvider)
        .messagesTo("lakshmi@example.com")
        .filter((m) => m.subject === "Re: Mail outage");
      expect(out).toHaveLength(1);
      expect(out[0]?.text).toContain("Hello");
      // Sent: sending it again would mail it twice.
      const twice = await post(office, "/api/inbox/resend", { id: reply.id });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().status).toBe("error");
    } finally {
      mail.send = send;
    }
  }, 60_000);

  it("refuses to send again what is not a failed mail, or not the caller's to see", async () => {
    const staff = await write(office, [admin], "Not mailed", "<p>Internal</p>");
    const staffMessage = staff.json().data.messages[0].id;
    expect((await post(office, "/api/inbox/resend", { id: staffMessage })).statusCode).toBe(409);
    expect((await post(editor, "/api/inbox/resend", { id: staffMessage })).statusCode).toBe(404);
    expect((await post(office, "/api/inbox/resend", { id: "not-a-uuid" })).statusCode).toBe(400);
    expect((await post(office, "/api/inbox/resend", {})).statusCode).toBe(400);
    expect(
      (await post(office, "/api/inbox/resend", { id: "00000000-0000-4000-8000-000000000000" }))
        .statusCode,
    ).toBe(404);

    await contactForm("Editors cannot resend");
    const [t] = (await inbox(office, "?q=resend")).data;
    const res = await post(office, "/api/inbox/add", { threadId: t.id, message: "<p>Hi</p>" });
    const reply = res.json().data.messages.at(-1).id;
    expect((await post(editor, "/api/inbox/resend", { id: reply })).statusCode).toBe(404);
    await app.ctx.jobs.settled();
    expect((await thread(office, t.id)).json().data.messages.at(-1).mailStatus).toBe("sent");
  });

  it("an editor cannot open or answer a contact thread", async () => {
    await contactForm("Editors keep out");
    const [t] = (await inbox(office, "?q=Editors")).data;
    expect((await thread(editor, t.id)).statusCode).toBe(404);
    expect(
      (await post(editor, "/api/inbox/add", { threadId: t.id, message: "<p>Hi</p>" })).statusCode,
    ).toBe(404);
  });
});
