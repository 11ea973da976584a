import { describe, expect, it, vi } from "vitest";
import { FakeSocket } from "../../../test/fake-socket";
import { backoff, LiveConnection } from "./live-client";

function setup(token: string | null = "t1") {
  FakeSocket.all = [];
  let current = token;
  const ready = vi.fn();
  const conn = new LiveConnection(
    "ws://x/api/live",
    () => current,
    ready,
    () => {},
    (url) => new FakeSocket(url) as unknown as WebSocket,
  );
  return {
    conn,
    ready,
    setToken: (t: string) => (current = t),
    socket: () => FakeSocket.all.at(-1)!,
  };
}

describe("live connection", () => {
  it("sends the token first, then follows its topics, and hands events to listeners by type", () => {
    const { conn, ready, socket } = setup();
    const seen = vi.fn();
    conn.on("chat.message", seen);
    conn.subscribe("presence");
    conn.start();
    socket().openNow();
    expect(socket().sent).toEqual([{ type: "auth", token: "t1" }]);
    socket().receive({ type: "ready", userId: "u", topics: ["user:u"] });
    expect(socket().sent).toContainEqual({ type: "subscribe", topic: "presence" });
    expect(ready).toHaveBeenCalledTimes(1);
    socket().receive({
      type: "event",
      topic: "user:u",
      event: { type: "chat.message", data: { text: "hi" } },
    });
    socket().receive({ type: "event", topic: "user:u", event: { type: "other", data: {} } });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.calls[0]?.[0]).toEqual({ type: "chat.message", data: { text: "hi" } });
  });

  it("reconnects with back-off after a drop, and reloads after a resync", () => {
    vi.useFakeTimers();
    const { conn, ready, socket, setToken } = setup();
    conn.start();
    socket().openNow();
    socket().receive({ type: "ready", userId: "u", topics: [] });
    const first = socket();
    first.onclose?.({ code: 1006 });
    expect(conn.status).toBe("closed");
    setToken("t2");
    vi.advanceTimersByTime(backoff(0));
    expect(socket()).not.toBe(first);
    socket().openNow();
    expect(socket().sent).toEqual([{ type: "auth", token: "t2" }]);
    socket().receive({ type: "ready", userId: "u", topics: [] });
    socket().receive({ type: "resync" });
    expect(ready).toHaveBeenCalledTimes(3);
  });

  it("does not retry when the server says the account may open no more connections, nor open without a token", () => {
    vi.useFakeTimers();
    const { conn, socket } = setup();
    conn.start();
    socket().onclose?.({ code: 4403 });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    const none = setup(null);
    none.conn.start();
    expect(FakeSocket.all).toHaveLength(0);
  });

  it("renews the token on the open connection", () => {
    const { conn, socket, setToken } = setup();
    conn.start();
    socket().openNow();
    socket().receive({ type: "ready", userId: "u", topics: [] });
    setToken("t9");
    conn.renew();
    expect(socket().sent.at(-1)).toEqual({ type: "auth", token: "t9" });
    expect(backoff(10)).toBe(30_000);
  });
});
