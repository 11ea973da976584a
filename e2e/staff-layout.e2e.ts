import { randomInt } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall } from "./support/api.js";
import { sessionFor, signInWithToken, superAdmin } from "./support/auth.js";
import { bookingTemple, paidBooking } from "./support/bookings.js";
import { useBrowser } from "./support/browser.js";
import { layoutFaults, measure, measureOne } from "./support/layout.js";

const b = useBrowser();

/**
 * Issue 38, item 2: on a staff laptop the board, the inbox and the bookings table hold their
 * shape. Boxes are measured (getBoundingClientRect, scrollWidth), not compared with pictures, so a
 * failure names the column, card, row or cell that was clipped or drawn over another
 * (decision 234).
 */
const LAPTOPS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
];

const api = <T>(token: string, path: string, body: unknown) =>
  apiCall<T>(b.baseUrl, token, "POST", path, body);

interface Board {
  id: string;
  list: { id: string; title: string }[];
}

/** The SA's own board as the festival office keeps one: three columns, cards of every size. */
async function festivalBoard(token: string): Promise<string> {
  const { id } = await api<Board>(token, "/api/scrum-board/add-board", {
    title: `Brahmotsavam ${randomInt(100_000, 999_999)}`,
  });
  const columns: [string, string[]][] = [
    [
      "To do",
      [
        "Book the nadaswaram artists",
        "Volunteer roster for the night vigil, four shifts from 10 pm to 6 am",
      ],
    ],
    ["In progress", ["Queue barricades from the east tower to the Paramapada Vasal"]],
    ["Done", ["Flowers and mango leaves for the gate", "Annadanam"]],
  ];
  for (const [title, cards] of columns) {
    const board = await api<Board>(token, "/api/scrum-board/add-column", {
      boardId: id,
      listTitle: title,
    });
    const listId = board.list.find((c) => c.title === title)!.id;
    for (const cardTitle of cards) {
      await api(token, "/api/scrum-board/add-card", { boardId: id, listId, cardTitle });
    }
  }
  return id;
}

/** A message from a colleague to the SA, with a long subject and a link pasted into it. */
async function messageToSa(saId: string): Promise<string> {
  const admin = await sessionFor(b.baseUrl, "admin");
  const subject = `Annadanam volunteers for the Vaikunta Ekadasi night queue ${randomInt(1000, 9999)}`;
  await api(admin.token, "/api/inbox/add", {
    to: [saId],
    subject,
    message:
      "<p>The roster is at https://sannidhi.example.org/workspace/rosters/vaikunta-ekadasi-night-queue-volunteers-2025 — please check the east gate shifts.</p>",
  });
  return subject;
}

/**
 * A paid booking of a pooja named as temples name them, one long compound word and all: the
 * table must hold whatever names the CMS allows, not only the ones other tests happened to make
 * (in the full suite a long name from another file had pushed Status out of the frame).
 */
async function longNamedBooking() {
  const sa = await superAdmin(b.baseUrl);
  const temple = await bookingTemple(b.baseUrl);
  const pooja = await api<{ id: string }>(sa.token, "/api/poojas", {
    templeId: temple.id,
    kind: "archanai",
    name: `Sahasranamakumkumarchanadeeparadhana Mahamangalarathi ${randomInt(1000, 9999)}`,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    slots: [{ time: "23:30", capacity: 50 }],
    bookingWindowDays: 30,
    cutoffHours: 0,
    pricePaise: 5000,
    durationMinutes: 15,
  });
  return paidBooking(b.baseUrl, `E2E Meenakshi ${randomInt(100_000, 999_999)}`, pooja.id);
}

async function saPage(token: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await b.newPage({ viewport });
  await signInWithToken(page, token);
  return page;
}

describe("staff pages on a laptop (issue 38, item 2)", () => {
  it.each(LAPTOPS)(
    "at $width×$height no board column, card, inbox row or table cell is cut or drawn over another",
    async (viewport) => {
      const sa = await sessionFor(b.baseUrl, "SA");
      const boardId = await festivalBoard(sa.token);
      const subject = await messageToSa(sa.user.id);
      const { booking } = await longNamedBooking();
      const page = await saPage(sa.token, viewport);
      const faults: string[] = [];

      // The scrum board: its three columns side by side, "Add a column" beside none of them.
      await page.goto(`/scrum-board/${boardId}`);
      const board = page.getByRole("list", { name: "Columns" });
      await board.locator('[data-column="Done"] [data-card="Annadanam"]').waitFor();
      const addColumn = page.getByRole("button", { name: "Add a column" });
      await addColumn.waitFor();
      const card = await measureOne(page.locator("main .MuiCard-root").first(), "the page");
      const scroller = await measureOne(board, "the board");
      const columns = await measure(board.locator("[data-column]"), "data-column");
      expect(columns.map((c) => c.name)).toEqual(["To do", "In progress", "Done"]);
      faults.push(...layoutFaults("board column", scroller, columns));
      faults.push(
        ...layoutFaults("board column", card, [...columns, ...(await measure(addColumn))]),
      );
      for (const column of columns) {
        const inColumn = page.locator(`[data-column="${column.name}"]`);
        const cards = await measure(inColumn.locator("[data-card]"), "data-card");
        faults.push(...layoutFaults("card", column, cards));
      }

      // The inbox: each row's sender, subject, preview and date apart, inside the row.
      await page.goto("/inbox");
      const list = page.getByRole("list", { name: "Inbox" });
      await list.getByText(subject).waitFor();
      const rows = list.getByTestId("inbox-thread");
      faults.push(
        ...layoutFaults("inbox row", await measureOne(list, "the inbox"), await measure(rows)),
      );
      for (const row of await rows.all()) {
        const box = await measureOne(row, `the row "${(await row.textContent())?.slice(0, 40)}"`);
        const texts = await measure(
          row.locator(".MuiListItemText-primary, .MuiListItemText-secondary, time"),
        );
        faults.push(...layoutFaults("inbox text", box, texts));
      }

      // The bookings table: every column, Status last, inside the card without scrolling.
      await page.goto("/bookings");
      const table = page.getByRole("table", { name: "Bookings" });
      await table.getByRole("link", { name: `Open booking ${booking.receiptNumber}` }).waitFor();
      const frame = await measureOne(table.locator("xpath=.."), "the bookings table's frame");
      faults.push(...layoutFaults("table cell", frame, await measure(table.locator("th, td"))));

      expect(faults).toEqual([]);
    },
  );
});
