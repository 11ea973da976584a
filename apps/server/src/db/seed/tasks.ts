import { eq, inArray } from "drizzle-orm";
import { addDays, istToday, slotStart } from "../../modules/bookings/calendar.js";
import type { Tx } from "../../modules/cms/resource.js";
import { todoAssignedNotice } from "../../modules/notifications/notices.js";
import { noticeRow } from "../../modules/notifications/notifications.service.js";
import {
  notifications,
  scrumBoardMembers,
  scrumBoards,
  scrumCardLabels,
  scrumCardMembers,
  scrumCards,
  scrumColumns,
  scrumComments,
  scrumLabels,
  todos,
  todoTagLinks,
  todoTags,
  users,
} from "../schema/index.js";
import { DEMO_STAFF } from "./comms.js";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The demo staff of the workspace (seeded with its communication, comms.ts) share the boards. */
const STAFF = DEMO_STAFF;
type Who = "sa" | (typeof STAFF)[number]["key"];

const LABELS = [
  { title: "Urgent", color: "error" },
  { title: "Festival", color: "primary" },
  { title: "Repairs", color: "secondary" },
  { title: "Ready", color: "green" },
] as const;
type Label = (typeof LABELS)[number]["title"];

interface DemoCard {
  title: string;
  description?: string;
  labels?: Label[];
  members?: Who[];
  comments?: { by: Who; text: string; daysAgo: number }[];
}
interface DemoBoard {
  title: string;
  members: Who[];
  columns: { title: string; cards: DemoCard[] }[];
}

const BOARDS: DemoBoard[] = [
  {
    title: "Vaikunta Ekadasi preparations",
    members: ["sa", "office", "editor", "temple"],
    columns: [
      {
        title: "To do",
        cards: [
          {
            title: "Decorate the Vaikunta Dwaram (northern gate)",
            description: "Flowers, mango leaves and the brass lamps for the gate opening at dawn.",
            labels: ["Festival"],
            members: ["temple"],
          },
          {
            title: "Volunteer roster for the night vigil",
            description: "Four shifts from 10 pm to 6 am; two volunteers at each queue gate.",
            members: ["editor"],
          },
          { title: "Book the nadaswaram artists", labels: ["Festival"] },
        ],
      },
      {
        title: "In progress",
        cards: [
          {
            title: "Queue barricades for the Paramapada Vasal opening",
            description: "Barricades from the east tower to the gate; signs in Tamil and English.",
            labels: ["Urgent"],
            members: ["office"],
            comments: [
              {
                by: "office",
                text: "The contractor brings 60 barricades on Tuesday.",
                daysAgo: 2,
              },
              { by: "sa", text: "Please keep a separate line for the elderly.", daysAgo: 1 },
            ],
          },
          {
            title: "Laddu prasadam: 20,000 pieces",
            labels: ["Urgent", "Festival"],
            members: ["editor", "sa"],
            comments: [
              { by: "editor", text: "Ghee and besan ordered; sugar arrives tomorrow.", daysAgo: 3 },
            ],
          },
        ],
      },
      {
        title: "Done",
        cards: [
          { title: "Print the darshan token slips", labels: ["Ready"], members: ["temple"] },
          { title: "Test the public address system", labels: ["Repairs", "Ready"] },
        ],
      },
    ],
  },
  {
    title: "Temple tank repairs",
    members: ["sa", "office"],
    columns: [
      {
        title: "Backlog",
        cards: [
          { title: "Replace the broken steps on the west side", labels: ["Repairs"] },
          { title: "Quotation for a new water pump", labels: ["Repairs"] },
        ],
      },
      {
        title: "Doing",
        cards: [
          {
            title: "Desilting the tank bed",
            description: "Before the monsoon; the panchayat lends the pump for a week.",
            labels: ["Repairs", "Urgent"],
            members: ["office"],
          },
        ],
      },
      { title: "Done", cards: [{ title: "Clear the weeds around the mandapam" }] },
    ],
  },
];

const TAGS = ["Festival", "Repairs", "Accounts", "Annadanam"] as const;

/** Todos spread over the past and the coming week, so every filter shows something. */
const TODOS: {
  owner: Who;
  assignee?: Who;
  title: string;
  note?: string;
  dueInDays: number;
  done?: boolean;
  important?: boolean;
  starred?: boolean;
  tags?: (typeof TAGS)[number][];
}[] = [
  {
    owner: "sa",
    title: "Approve the festival budget",
    dueInDays: -5,
    done: true,
    tags: ["Accounts"],
  },
  {
    owner: "sa",
    title: "Count the hundi collection",
    dueInDays: -2,
    done: true,
    tags: ["Accounts"],
  },
  {
    owner: "sa",
    title: "Send the electricity bill to the trust office",
    dueInDays: -1,
    important: true,
    tags: ["Accounts"],
  },
  {
    owner: "sa",
    title: "Confirm the police bandobast for Ekadasi night",
    dueInDays: 0,
    important: true,
    starred: true,
    tags: ["Festival"],
  },
  {
    owner: "sa",
    assignee: "editor",
    title: "Order banana leaves for annadanam",
    note: "About 3,000 leaves for two days.",
    dueInDays: 1,
    tags: ["Annadanam", "Festival"],
  },
  {
    owner: "sa",
    assignee: "office",
    title: "Call the plumber about the tank pump",
    dueInDays: 3,
    tags: ["Repairs"],
  },
  { owner: "sa", title: "Plan the Thai Poosam schedule", dueInDays: 6, starred: true },
  {
    owner: "office",
    assignee: "sa",
    title: "Sign the cheque for the flower vendor",
    note: "Invoice is in the office drawer.",
    dueInDays: 2,
    tags: ["Accounts"],
  },
  {
    owner: "temple",
    assignee: "sa",
    title: "Review the new darshan timings notice",
    dueInDays: 4,
  },
];

/**
 * Demo boards, labels, tags and todos for the staff workspace (issue 12): a festival board, a
 * repairs board and a week of todos, shared by the demo SA and the three demo staff of comms.ts.
 */
export async function seedTasks(tx: Tx, adminMobile: string): Promise<void> {
  const [sa] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, adminMobile));
  if (!sa) throw new Error("seed: the demo SA must exist before the workspace demo");
  const staff = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.mobile,
        STAFF.map((s) => s.mobile),
      ),
    );
  const id: Record<Who, string> = { sa: sa.id } as Record<Who, string>;
  for (const s of STAFF) {
    const row = staff.find((r) => r.mobile === s.mobile);
    if (!row) throw new Error(`seed: staff ${s.name} must be seeded before the workspace's boards`);
    id[s.key] = row.id;
  }
  const now = Date.now();
  const today = istToday(new Date(now));

  const labels = await tx
    .insert(scrumLabels)
    .values([...LABELS])
    .returning();
  const labelId = new Map(labels.map((l) => [l.title, l.id]));
  for (const [b, board] of BOARDS.entries()) {
    const [row] = await tx
      .insert(scrumBoards)
      .values({ title: board.title, createdBy: sa.id, createdAt: new Date(now - (9 - b) * DAY) })
      .returning();
    if (!row) throw new Error("seed: board not inserted");
    await tx
      .insert(scrumBoardMembers)
      .values(board.members.map((m) => ({ boardId: row.id, userId: id[m] })));
    for (const [c, column] of board.columns.entries()) {
      const [col] = await tx
        .insert(scrumColumns)
        .values({ boardId: row.id, title: column.title, position: c })
        .returning();
      for (const [k, card] of column.cards.entries()) {
        const [saved] = await tx
          .insert(scrumCards)
          .values({
            boardId: row.id,
            listId: col!.id,
            title: card.title,
            description: card.description ?? "",
            position: k,
            createdBy: sa.id,
          })
          .returning();
        const cardId = saved!.id;
        if (card.labels?.length) {
          await tx
            .insert(scrumCardLabels)
            .values(card.labels.map((l) => ({ cardId, labelId: labelId.get(l)! })));
        }
        if (card.members?.length) {
          await tx
            .insert(scrumCardMembers)
            .values(card.members.map((m) => ({ cardId, userId: id[m] })));
        }
        if (card.comments?.length) {
          await tx.insert(scrumComments).values(
            card.comments.map((m) => ({
              cardId,
              uid: id[m.by],
              text: m.text,
              time: new Date(now - m.daysAgo * DAY),
            })),
          );
        }
      }
    }
  }

  const tags = await tx
    .insert(todoTags)
    .values(TAGS.map((name) => ({ name, createdBy: sa.id })))
    .returning();
  const tagId = new Map(tags.map((t) => [t.name, t.id]));
  const nameOf = (who: Who) =>
    who === "sa"
      ? "Sannidhi Administrator"
      : (STAFF.find((s) => s.key === who)?.name ?? "A colleague");
  for (const [i, t] of TODOS.entries()) {
    // Made three days before it is due, or a few hours ago for work due later: never in the
    // future, which the bell showed as "1 sec ago" for ever (issue 38, item 7).
    const createdAt = new Date(Math.min(now + (t.dueInDays - 3) * DAY, now - (i + 1) * 3 * HOUR));
    const [saved] = await tx
      .insert(todos)
      .values({
        title: t.title,
        note: t.note ?? "",
        done: t.done ?? false,
        important: t.important ?? false,
        starred: t.starred ?? false,
        // Work handed to someone else is unread until they open it.
        read: !t.assignee || t.assignee === t.owner,
        startDate: slotStart(addDays(today, t.dueInDays - 2), "09:00"),
        // Five in the evening in India on the due day.
        dueDate: slotStart(addDays(today, t.dueInDays), "17:00"),
        ownerId: id[t.owner],
        assigneeId: t.assignee ? id[t.assignee] : null,
        createdAt,
      })
      .returning({ id: todos.id });
    if (t.tags?.length) {
      await tx
        .insert(todoTagLinks)
        .values(t.tags.map((name) => ({ todoId: saved!.id, tagId: tagId.get(name)! })));
    }
    // The notice the assignee got when the todo was handed over (decision 115), still unread.
    if (t.assignee && t.assignee !== t.owner) {
      const notice = todoAssignedNotice({
        byName: nameOf(t.owner),
        todoId: saved!.id,
        title: t.title,
      });
      await tx.insert(notifications).values({
        ...noticeRow(id[t.assignee], notice),
        createdAt,
      });
    }
  }
}
