import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { apiCall } from "./support/api.js";
import { sessionFor, signInWithToken, superAdmin } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";

const b = useBrowser();

/** Today in India (YYYY-MM-DD), and `n` days later. */
const istDay = (n = 0) =>
  new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A pooja of its own at a seeded temple (so no other journey's dates are put behind a queue), and
 * a way to release its next ten days a few seconds from now. Six a minute: the first devotee in
 * the queue is let in ten seconds after the release, long enough to see the position first.
 */
async function queuedPooja() {
  const sa = await superAdmin(b.baseUrl);
  const call = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(b.baseUrl, sa.token, method, path, body);
  const [temple] = await apiCall<{ slug: string }[]>(
    b.baseUrl,
    null,
    "GET",
    "/api/public/temples?limit=1",
  );
  const { id: templeId } = await apiCall<{ id: string }>(
    b.baseUrl,
    null,
    "GET",
    `/api/public/temples/${temple!.slug}`,
  );
  const pooja = await call<{ id: string; name: string }>("POST", "/api/poojas", {
    templeId,
    kind: "archanai",
    name: `Queue Archanai ${randomUUID().slice(0, 8)}`,
    pricePaise: 10_100,
    durationMinutes: 30,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    slots: [{ time: "23:30", capacity: 4 }],
    bookingWindowDays: 30,
    cutoffHours: 0,
  });
  /** Releases the pooja's next `days` days `secondsAhead` from now, `ratePerMinute` let in. */
  const releaseIn = (secondsAhead: number, days = 11, ratePerMinute = 6) =>
    call<{ id: string; releaseAt: string }>("POST", "/api/staff/quota-releases", {
      poojaId: pooja.id,
      fromDate: istDay(0),
      toDate: istDay(days - 1),
      releaseAt: new Date(Date.now() + secondsAhead * 1000).toISOString(),
      ratePerMinute,
      joinWindowMinutes: 15,
    });
  return { slug: temple!.slug, pooja, releaseIn };
}

describe("the waiting room of a quota release (issue 15)", () => {
  // The release is 30 s ahead (time to open the page on a busy machine) and admits six a minute.
  it("counts down, queues a devotee, draws a position at the release, admits and books; another account cannot use the pass", {
    timeout: 120_000,
  }, async () => {
    const { slug, pooja, releaseIn } = await queuedPooja();
    const devotee = await sessionFor(b.baseUrl, "user");
    const page = await b.newPage();
    await signInWithToken(page, devotee.token);
    await page.goto(`/app/temples/${slug}/book/${pooja.id}`);
    await page.getByRole("heading", { name: pooja.name, level: 1 }).waitFor();
    // Staff release the dates half a minute from now; the devotee comes back to the page.
    const release = await releaseIn(30);
    await page.reload();
    await page.getByRole("heading", { name: pooja.name, level: 1 }).waitFor();

    // Before the release: the countdown, on the server's clock, ticking.
    const line = page.getByTestId("waiting-room-line");
    /** Waits for the panel to say `text`; a failure tells what it said instead. */
    const says = async (text: RegExp, timeout = 30_000) => {
      try {
        await line.filter({ hasText: text }).waitFor({ timeout });
      } catch {
        throw new Error(
          `The waiting room never said ${text}; it says: ${await line.textContent({ timeout: 2000 }).catch(() => "(no panel)")}`,
        );
      }
    };
    const countdown =
      /Positions are drawn at random when the dates open, in (\d+:\d\d): joining earlier wins nothing/;
    await says(countdown);
    const first = countdown.exec((await line.textContent()) ?? "")?.[1];
    await page.waitForFunction(
      ([before]) =>
        !document.querySelector("[data-testid=waiting-room-line]")?.textContent?.includes(before!),
      [first],
    );

    await page.getByRole("button", { name: "Join the queue" }).click();
    await says(/You are in the queue\. Your position is drawn/);
    // A reload keeps the place: the queue lives on the server.
    await page.reload();
    await says(/You are in the queue/);

    // At the release time the devotee gets a position, then is let in at the release's rate.
    await says(/Position 1: 0 devotees ahead of you, about \d+:\d\d to wait\./, 45_000);
    await says(/It is your turn: book now\. Your pass is valid for \d+:\d\d/, 45_000);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(release.releaseAt));

    // The pass as the page holds it now: the hold below spends its turn (decision 211).
    const mine = await apiCall<{ pass: string; state: string }>(
      b.baseUrl,
      devotee.token,
      "GET",
      `/api/waiting-room/${release.id}/status`,
    );
    expect(mine.state).toBe("admitted");
    // The admitted devotee holds a place on a released date (the first open one is preselected).
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Sankalpam details" }).waitFor();
    const who = page.getByRole("group", { name: "Participant 1" });
    await who.getByRole("textbox", { name: /^Name/ }).fill("Lakshmi Narayanan");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Check your booking" }).waitFor();
    await page.getByRole("button", { name: "Confirm and pay" }).click();
    await page.waitForURL(/\/app\/checkout\/[0-9a-f-]{36}$/);

    // A second account, queued behind, cannot hold with the first one's pass.
    const other = await sessionFor(b.baseUrl, "user");
    const asOther = (method: string, path: string, body?: unknown) =>
      fetch(`${b.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${other.token}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const joined = await asOther("POST", `/api/waiting-room/${release.id}/join`, {});
    expect(joined.body.data).toMatchObject({ state: "waiting", position: 2 });
    const hold = {
      poojaId: pooja.id,
      date: istDay(5),
      slot: "23:30",
      participants: [{ name: "Someone Else" }],
    };
    const replay = await asOther("POST", "/api/bookings", { ...hold, waitingRoomPass: mine.pass });
    expect(replay.status).toBe(403);
    expect(replay.body).toMatchObject({ code: "WAITING_ROOM_PASS_INVALID" });
    expect(replay.body.error).toMatch(/another account/);
    const without = await asOther("POST", "/api/bookings", hold);
    expect(without.body).toMatchObject({ code: "WAITING_ROOM_PASS_REQUIRED" });
    // The admission bought this one checkout: the devotee's own page now offers to queue again.
    const after = await apiCall<{ state: string }>(
      b.baseUrl,
      devotee.token,
      "GET",
      `/api/waiting-room/${release.id}/status`,
    );
    expect(after.state).toBe("can_join");
  });

  // One released day of four places (as many as one booking may hold), two let in a minute: the first in the queue is admitted 30 s
  // after the release, the second a minute after it.
  it("tells a devotee waiting in the browser the moment the places are gone, over the live channel", {
    timeout: 120_000,
  }, async () => {
    const { slug, pooja, releaseIn } = await queuedPooja();
    const release = await releaseIn(8, 1, 2);
    const first = await sessionFor(b.baseUrl, "user");
    const queue = (token: string, method: string, path: string) =>
      apiCall<{ state: string; position: number | null; pass: string | null }>(
        b.baseUrl,
        token,
        method,
        `/api/waiting-room/${release.id}/${path}`,
        method === "POST" ? {} : undefined,
      );
    await queue(first.token, "POST", "join");
    // The first devotee watches their own page, as they would for their turn.
    const firstPage = await b.newPage();
    await signInWithToken(firstPage, first.token);
    await firstPage.goto(`/app/temples/${slug}/book/${pooja.id}`);

    // After the release a second devotee queues behind the first, in the browser.
    const devotee = await sessionFor(b.baseUrl, "user");
    const page = await b.newPage();
    await signInWithToken(page, devotee.token);
    const asks: number[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(`/api/waiting-room/${release.id}/status`)) asks.push(Date.now());
    });
    // Frames are watched from the channel's first moment: the subscription is often confirmed
    // a few milliseconds before or after the position shows, too soon to start listening then.
    const subscribed = new Promise<void>((resolve) => {
      page.on("websocket", (ws) => {
        if (!ws.url().endsWith("/api/live")) return;
        ws.on("framereceived", (f) => {
          if (String(f.payload).includes(`"subscribed","topic":"release:${release.id}"`)) resolve();
        });
      });
    });
    await page.goto(`/app/temples/${slug}/book/${pooja.id}`);
    const line = page.getByTestId("waiting-room-line");
    // Joined before the dates open, the position would be drawn at random with the first's.
    await line.filter({ hasText: "The dates are open: join the queue for your turn." }).waitFor();
    await page.getByRole("button", { name: "Join the queue" }).click();
    await line.filter({ hasText: /Position 2: 1 devotee ahead of you/ }).waitFor();
    await subscribed;

    // The first devotee's turn comes, on their page; they hold all four places.
    await firstPage
      .getByTestId("waiting-room-line")
      .filter({ hasText: /It is your turn: book now/ })
      .waitFor({ timeout: 45_000 });
    const admitted = await queue(first.token, "GET", "status");
    expect(admitted.state).toBe("admitted");
    await apiCall(b.baseUrl, first.token, "POST", "/api/bookings", {
      poojaId: pooja.id,
      date: istDay(0),
      slot: "23:30",
      participants: Array.from({ length: 4 }, (_, i) => ({ name: `Devotee ${i + 1}` })),
      waitingRoomPass: admitted.pass,
    });
    const heldAt = Date.now();
    await line.filter({ hasText: "Sold out — 1 devotee was ahead of you." }).waitFor({
      timeout: 10_000,
    });
    // Told by the channel, not by an ask: the page asked nothing after the places went.
    expect(asks.filter((t) => t > heldAt)).toEqual([]);
  });
});
