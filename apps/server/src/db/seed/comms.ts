import { and, asc, desc, eq, gt, inArray } from "drizzle-orm";
import { pairKey } from "../../modules/chat/chat.repository.js";
import { textToHtml } from "../../modules/inbox/inbox-html.js";
import {
  bookingPaidNotice,
  chatMessageNotice,
  contactMessageNotice,
  inboxMessageNotice,
} from "../../modules/notifications/notices.js";
import { type Notice, noticeRow } from "../../modules/notifications/notifications.service.js";
import type { Db } from "../client.js";
import {
  bookings,
  chatMembers,
  chatMessages,
  chatRooms,
  contactMessages,
  employees,
  inboxMembers,
  inboxMessages,
  inboxThreads,
  notifications,
  poojas,
  staffTempleGrants,
  temples,
  users,
} from "../schema/index.js";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Demo staff who sign in like the SA (mobile + one-time password from the dev outbox). */
export const DEMO_STAFF = [
  { key: "office", name: "Meenakshi Sundaram", role: "admin", mobile: "+919000000011" },
  { key: "editor", name: "Priya Raghavan", role: "editor", mobile: "+919000000012" },
  { key: "temple", name: "Karthik Iyer", role: "admin", mobile: "+919000000013" },
] as const;

const HOUR = 3_600_000;

/**
 * A past week of the staff workspace's communication (issue 11): three demo staff besides the
 * SA, contact-form messages in the inbox (one answered), staff threads, chats and the
 * notifications all of these would have made. Runs inside the seed's transaction.
 */
export async function seedComms(tx: Tx, options: { adminMobile: string; now?: Date }) {
  const now = options.now ?? new Date();
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const [sa] = await tx
    .select()
    .from(users)
    .where(eq(users.mobile, `+91${options.adminMobile}`));
  if (!sa) return { staff: 0 };

  await tx
    .insert(users)
    .values(DEMO_STAFF.map((s) => ({ ...s, mobileVerifiedAt: ago(24 * 30) })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: users.id, mobile: users.mobile, name: users.name })
    .from(users)
    .where(
      inArray(
        users.mobile,
        DEMO_STAFF.map((s) => s.mobile),
      ),
    );
  const id = (key: (typeof DEMO_STAFF)[number]["key"]) => {
    const mobile = DEMO_STAFF.find((s) => s.key === key)?.mobile;
    const row = rows.find((r) => r.mobile === mobile);
    if (!row) throw new Error(`seed: demo staff ${key} missing`);
    return row.id;
  };
  const office = id("office");
  const editor = id("editor");
  const templeAdmin = id("temple");

  // The SA's grants (issue 33, decision 200): Meenakshi and Priya work for the whole trust;
  // Karthik runs one temple's office and acts for, and is told about, that temple only.
  const [temple] = await tx.select().from(temples).orderBy(asc(temples.name)).limit(1);
  await tx
    .insert(staffTempleGrants)
    .values([
      { userId: office, templeId: null, grantedBy: sa.id },
      { userId: editor, templeId: null, grantedBy: sa.id },
      ...(temple ? [{ userId: templeAdmin, templeId: temple.id, grantedBy: sa.id }] : []),
    ])
    .onConflictDoNothing();
  if (temple) {
    await tx
      .insert(employees)
      .values({
        name: "Karthik Iyer",
        mobile: "+919000000013",
        designation: "Temple office manager",
        templeId: temple.id,
        userId: templeAdmin,
      })
      .onConflictDoNothing();
  }

  const contacts = await seedContactThreads(tx, ago, office);
  const threads = await seedStaffThreads(tx, ago, { sa: sa.id, office, editor, templeAdmin });
  const rooms = await seedChats(tx, ago, { sa: sa.id, office, editor, templeAdmin });

  // The notifications those events made, and the SA's announcement, over the week.
  const told: { userIds: string[]; notice: Notice; at: Date; read: boolean }[] = [];
  for (const c of contacts) {
    told.push({
      userIds: [sa.id, office],
      notice: contactMessageNotice(c),
      at: c.at,
      read: c.hours > 48,
    });
  }
  for (const t of threads) {
    told.push({ userIds: t.readers, notice: inboxMessageNotice(t), at: t.at, read: false });
  }
  told.push({
    userIds: [sa.id],
    notice: chatMessageNotice({
      chatId: rooms.get(pairKey(sa.id, editor)) ?? "",
      senderId: editor,
      senderName: "Priya Raghavan",
      text: "The Ekadasi article is ready for review",
    }),
    at: ago(3),
    read: false,
  });
  told.push({
    userIds: [office, editor, templeAdmin],
    notice: {
      kind: "announcement",
      heading: "Office",
      icon: { name: "campaign", color: "primary" },
      title: "Vaikunta Ekadasi: extra darshan queues from 4 am",
      subtitle: "Please check your duty roster on the notice board.",
      path: "/notifications",
    },
    at: ago(5 * 24),
    read: true,
  });
  // Paid bookings of the last week, if the seed made any before this runs.
  const paid = await tx
    .select({ b: bookings, pooja: poojas.name, temple: temples.name })
    .from(bookings)
    .innerJoin(poojas, eq(poojas.id, bookings.poojaId))
    .innerJoin(temples, eq(temples.id, bookings.templeId))
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.createdAt, ago(24 * 7))))
    .orderBy(desc(bookings.createdAt))
    .limit(8);
  for (const { b, pooja, temple: name } of paid) {
    told.push({
      userIds: [sa.id, office],
      notice: bookingPaidNotice({
        bookingId: b.id,
        temple: name,
        pooja,
        date: b.date,
        slot: b.slot,
        receipt: b.receiptNumber,
        amountPaise: b.amountPaise,
      }),
      at: b.confirmedAt ?? b.createdAt,
      read: false,
    });
  }
  const values = told.flatMap(({ userIds, notice, at, read }) =>
    userIds.map((userId) => ({
      ...noticeRow(userId, notice),
      // Two read notices may share a key; only unread ones collapse.
      collapseKey: read ? null : (notice.collapseKey ?? null),
      readAt: read ? at : null,
      createdAt: at,
    })),
  );
  await tx.insert(notifications).values(values);
  return {
    staff: DEMO_STAFF.length,
    notifications: values.length,
    contactMessages: contacts.length,
  };
}

const CONTACTS = [
  {
    hours: 150,
    name: "Lakshmi Narayanan",
    email: "lakshmi.n@example.com",
    phone: "+919876543210",
    subject: "Abhishekam for my parents' anniversary",
    message:
      "Namaste. Can I book an abhishekam for my parents' 40th anniversary next month? They cannot climb stairs; is there a lift or a wheelchair at the temple?",
    reply:
      "<p>Namaste Lakshmi ji,</p><p>Yes — book the abhishekam from the temple's page; wheelchairs are kept at the east gate and the staff will take your parents in through the ramp.</p>",
  },
  {
    hours: 76,
    name: "Ramesh Kumar",
    email: "ramesh.k@example.com",
    phone: "+919812345678",
    subject: "Prasadam by post",
    message: "Do you send prasadam by post to devotees abroad? My daughter lives in Singapore.",
  },
  {
    hours: 30,
    name: "Anitha Pillai",
    email: "anitha.p@example.com",
    phone: "+919845012345",
    subject: "Refund not received",
    message:
      "I cancelled an archanai within 10 minutes yesterday but I do not see the refund in my account yet. Receipt number is in my SMS.",
  },
  {
    hours: 4,
    name: "Suresh Babu",
    email: "suresh.b@example.com",
    phone: "+919900112233",
    subject: "Group booking for 25 people",
    message:
      "We are a bhajan group of 25 people visiting in January. Can we book a special pooja together?",
  },
];

async function seedContactThreads(tx: Tx, ago: (h: number) => Date, office: string) {
  const out: { threadId: string; name: string; subject: string; at: Date; hours: number }[] = [];
  for (const c of CONTACTS) {
    const at = ago(c.hours);
    const [msg] = await tx
      .insert(contactMessages)
      .values({
        fullName: c.name,
        email: c.email,
        phone: c.phone,
        subject: c.subject,
        message: c.message,
        clientHash: "demo-seed",
        createdAt: at,
      })
      .returning();
    const replyAt = ago(c.hours - 5);
    const [thread] = await tx
      .insert(inboxThreads)
      .values({
        kind: "contact",
        subject: c.subject,
        contactMessageId: msg!.id,
        lastMessageAt: c.reply ? replyAt : at,
        createdAt: at,
      })
      .returning();
    const threadId = thread!.id;
    await tx.insert(inboxMessages).values({
      threadId,
      senderName: c.name,
      bodyHtml: textToHtml(c.message),
      bodyText: c.message,
      createdAt: at,
    });
    if (c.reply) {
      await tx.insert(inboxMessages).values({
        threadId,
        senderId: office,
        senderName: "Meenakshi Sundaram",
        bodyHtml: c.reply,
        bodyText: c.reply.replace(/<[^>]+>/g, " ").trim(),
        mailedTo: c.email,
        mailStatus: "sent",
        mailStatusAt: replyAt,
        mailSends: 1,
        createdAt: replyAt,
      });
      await tx.insert(inboxMembers).values({ threadId, userId: office, readAt: replyAt });
    }
    out.push({ threadId, name: c.name, subject: c.subject, at, hours: c.hours });
  }
  return out;
}

interface Staff {
  sa: string;
  office: string;
  editor: string;
  templeAdmin: string;
}

async function seedStaffThreads(tx: Tx, ago: (h: number) => Date, s: Staff) {
  const threads: { subject: string; members: string[]; messages: [string, string, number][] }[] = [
    {
      subject: "Festival duty roster",
      members: [s.office, s.sa, s.templeAdmin],
      messages: [
        [
          s.office,
          "<p>The roster for the Margazhi festival is ready. Please confirm your shifts by Friday.</p>",
          120,
        ],
        [
          s.templeAdmin,
          "<p>Confirmed for the morning shifts. I need two more volunteers on Saturday.</p>",
          100,
        ],
        [s.office, "<p>Two volunteers from the bhajan mandali will join you on Saturday.</p>", 20],
      ],
    },
    {
      subject: "Photos for the temple pages",
      members: [s.editor, s.sa],
      messages: [
        [
          s.editor,
          "<p>I have new photos of the <strong>gopuram</strong> after the renovation. Shall I replace the old ones?</p>",
          50,
        ],
      ],
    },
    {
      subject: "Priest assignments next week",
      members: [s.sa, s.templeAdmin],
      messages: [[s.sa, "<p>Please assign priests for next week's homams by Thursday.</p>", 70]],
    },
  ];
  const out: {
    threadId: string;
    name: string;
    subject: string;
    text: string;
    at: Date;
    readers: string[];
  }[] = [];
  for (const t of threads) {
    const last = t.messages.at(-1)!;
    const [thread] = await tx
      .insert(inboxThreads)
      .values({
        kind: "staff",
        subject: t.subject,
        lastMessageAt: ago(last[2]),
        createdAt: ago(t.messages[0]![2]),
      })
      .returning();
    const names = await namesOf(tx, t.members);
    await tx.insert(inboxMessages).values(
      t.messages.map(([from, html, h]) => ({
        threadId: thread!.id,
        senderId: from,
        senderName: names.get(from) ?? "Staff",
        bodyHtml: html,
        bodyText: html.replace(/<[^>]+>/g, "").trim(),
        createdAt: ago(h),
      })),
    );
    // The last author has read it; the others have not yet.
    await tx.insert(inboxMembers).values(
      t.members.map((userId) => ({
        threadId: thread!.id,
        userId,
        member: true,
        readAt: userId === last[0] ? ago(last[2]) : null,
      })),
    );
    out.push({
      threadId: thread!.id,
      name: names.get(last[0]) ?? "Staff",
      subject: t.subject,
      text: last[1].replace(/<[^>]+>/g, "").trim(),
      at: ago(last[2]),
      readers: t.members.filter((m) => m !== last[0]),
    });
  }
  return out;
}

async function seedChats(tx: Tx, ago: (h: number) => Date, s: Staff) {
  const rooms = new Map<string, string>();
  const chats: [string, string, [string, string, number][]][] = [
    [
      s.sa,
      s.office,
      [
        [s.office, "Good morning! The new pooja timings are live on the site.", 140],
        [s.sa, "Thank you. Did Srirangam send the revised prices?", 139],
        [s.office, "Yes, updated yesterday. Archanai is now ₹150.", 138],
        [s.sa, "Please tell the counter staff as well.", 60],
        [s.office, "Done. I also put a notice at the counter.", 58],
      ],
    ],
    [
      s.sa,
      s.editor,
      [
        [s.sa, "Can you write an article about Vaikunta Ekadasi?", 30],
        [s.editor, "Sure, I will draft it today.", 29],
        [s.editor, "The Ekadasi article is ready for review", 3],
      ],
    ],
    [
      s.office,
      s.templeAdmin,
      [
        [s.templeAdmin, "The day sheet for tomorrow has 14 archanais.", 26],
        [s.office, "Great, two priests are assigned.", 25],
      ],
    ],
  ];
  for (const [a, b, messages] of chats) {
    const last = messages.at(-1)!;
    const [room] = await tx
      .insert(chatRooms)
      .values({
        pairKey: pairKey(a, b),
        lastMessageAt: ago(last[2]),
        createdAt: ago(messages[0]![2]),
      })
      .returning();
    rooms.set(pairKey(a, b), room!.id);
    await tx.insert(chatMessages).values(
      messages.map(([from, text, h]) => ({
        chatId: room!.id,
        senderId: from,
        text,
        createdAt: ago(h),
      })),
    );
    // Each has read up to their own last message.
    const readAt = (who: string) => {
      const mine = messages.filter((m) => m[0] === who).at(-1);
      return mine ? ago(mine[2]) : null;
    };
    await tx.insert(chatMembers).values([
      { chatId: room!.id, userId: a, lastReadAt: readAt(a) },
      { chatId: room!.id, userId: b, lastReadAt: readAt(b) },
    ]);
  }
  return rooms;
}

async function namesOf(tx: Tx, ids: string[]) {
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name ?? ""]));
}
