import { LIVE_CLOSE } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { openLive } from "../../../test/live.js";
import { createUser } from "../../../test/users.js";
import { MAX_CONNECTIONS_PER_ACCOUNT } from "./live-connection.js";

const ctx = await createTestApp();
const { app } = ctx;
const hub = app.ctx.live;

describe("GET /api/live", () => {
  it("answers a plain HTTP request with 426 and the error envelope", async () => {
    const res = await app.inject({ method: "GET", url: "/api/live" });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toMatchObject({ status: "error", code: "UPGRADE_REQUIRED" });
  });

  it("closes a connection whose token is not valid", async () => {
    const stranger = await openLive(app);
    stranger.send({ type: "auth", token: "not-a-token" });
    expect(await stranger.closed).toBe(LIVE_CLOSE.unauthorized);
  });

  it("lets a devotee follow a release's queue and nothing of the staff's, without showing them online", async () => {
    const devotee = await createUser(ctx, "user");
    const staffer = await createUser(ctx, "editor");
    const client = await openLive(app, devotee.token);
    const releaseId = "6f0c6a52-1d3e-4c1b-9a53-2f1f4f0f9a11";
    client.send({ type: "subscribe", topic: `release:${releaseId}` });
    expect(await client.next((f) => f.type === "subscribed")).toMatchObject({
      topic: `release:${releaseId}`,
    });
    for (const topic of ["presence", `user:${staffer.id}`, "board:123", "release:not-an-id"]) {
      client.send({ type: "subscribe", topic });
      expect(await client.next((f) => f.type === "error")).toMatchObject({ code: "FORBIDDEN" });
    }
    await hub.publish(`release:${releaseId}`, "test.queue", { n: 2 });
    expect(await client.event("test.queue")).toEqual({ n: 2 });
    // The chat's status dots are the staff's: a devotee waiting in a queue is nobody's contact.
    expect(await hub.online([devotee.id])).toEqual(new Set());
    client.close();
  });

  it(`closes an account's connection beyond ${MAX_CONNECTIONS_PER_ACCOUNT} to one process`, async () => {
    const devotee = await createUser(ctx, "user");
    const open = await Promise.all(
      Array.from({ length: MAX_CONNECTIONS_PER_ACCOUNT }, () => openLive(app, devotee.token)),
    );
    const extra = await openLive(app);
    extra.send({ type: "auth", token: devotee.token });
    expect(await extra.closed).toBe(LIVE_CLOSE.forbidden);
    // One closes: another may open.
    open[0]!.close();
    await open[0]!.closed;
    const again = await openLive(app, devotee.token);
    again.send({ type: "ping" });
    await again.next((f) => f.type === "pong");
    for (const c of [...open.slice(1), again]) c.close();
  });

  it("refuses topics before the token, and answers bad frames with an error, not a close", async () => {
    const client = await openLive(app);
    client.send({ type: "subscribe", topic: "presence" });
    expect(await client.next((f) => f.type === "error")).toMatchObject({ code: "UNAUTHORIZED" });
    client.send("{not json");
    expect(await client.next((f) => f.type === "error")).toMatchObject({ code: "VALIDATION" });
    client.send({ type: "subscribe", topic: "x".repeat(500) });
    expect(await client.next((f) => f.type === "error")).toMatchObject({ code: "VALIDATION" });
    client.send({ type: "ping" });
    await client.next((f) => f.type === "pong");
    client.close();
  });

  it("gives staff their own topic, and only theirs", async () => {
    const admin = await createUser(ctx, "admin");
    const other = await createUser(ctx, "editor");
    const client = await openLive(app, admin.token);

    await hub.toUsers([admin.id], "test.hello", { n: 1 });
    expect(await client.event("test.hello")).toEqual({ n: 1 });

    client.send({ type: "subscribe", topic: `user:${other.id}` });
    expect(await client.next((f) => f.type === "error")).toMatchObject({ code: "FORBIDDEN" });
    client.send({ type: "subscribe", topic: "board:123" });
    expect(await client.next((f) => f.type === "error")).toMatchObject({ code: "FORBIDDEN" });
    // What another person's topic carries never reaches this connection.
    await hub.toUsers([other.id], "test.secret", {});
    await hub.toUsers([admin.id], "test.after", {});
    await client.event("test.after");
    expect(client.frames.some((f) => f.type === "event" && f.event.type === "test.secret")).toBe(
      false,
    );
    client.close();
  });

  it("shows a person online while a connection is open, and tells the presence topic", async () => {
    const watcher = await createUser(ctx, "SA");
    const priya = await createUser(ctx, "editor");
    const watch = await openLive(app, watcher.token);
    watch.send({ type: "subscribe", topic: "presence" });
    await watch.next((f) => f.type === "subscribed");

    expect(await hub.online([priya.id])).toEqual(new Set());
    const tab1 = await openLive(app, priya.token);
    const tab2 = await openLive(app, priya.token);
    const priyasPresence = () =>
      watch.next(
        (f) => f.type === "event" && (f.event.data as { userId?: string }).userId === priya.id,
      );
    expect(await priyasPresence()).toMatchObject({ event: { data: { online: true } } });
    expect(await hub.online([priya.id, watcher.id])).toEqual(new Set([priya.id, watcher.id]));

    // Closing one of two tabs leaves her online; closing the last one does not.
    tab1.close();
    await tab1.closed;
    expect(await hub.online([priya.id])).toEqual(new Set([priya.id]));
    tab2.close();
    expect(await priyasPresence()).toMatchObject({ event: { data: { online: false } } });
    expect(await hub.online([priya.id])).toEqual(new Set());
    watch.close();
  });

  it("accepts a renewed token for the same person and refuses another person's on the same socket", async () => {
    const a = await createUser(ctx, "admin");
    const b = await createUser(ctx, "admin");
    const client = await openLive(app, a.token);
    client.send({ type: "auth", token: a.token });
    client.send({ type: "ping" });
    await client.next((f) => f.type === "pong");
    client.send({ type: "auth", token: b.token });
    expect(await client.closed).toBe(LIVE_CLOSE.unauthorized);
  });
});
