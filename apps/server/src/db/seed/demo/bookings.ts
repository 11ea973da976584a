import type { Nakshatra, Participant, Rasi } from "@sannidhi/contracts";
import { NAKSHATRAS, RASIS } from "@sannidhi/contracts";
import { inArray, sql } from "drizzle-orm";
import { randomFrom } from "../../../lib/seeded-random.js";
import { bookingReceiptSeq, bookings, payments, poojas, users } from "../../schema/index.js";
import { istToday } from "./events.js";
import { addDays, atIst } from "./panchang.js";
import type { Tx } from "./tx.js";

/**
 * A past week of bookings (issue 19), so the SA dashboard, the bookings table and the day sheet
 * show a working temple on first start: devotees who booked over the last seven days for rituals
 * from a week ago to a few days ahead — performed, confirmed, a few refunded — each paid through
 * the local provider, and several confirmed earlier today.
 */
const DEVOTEES = [
  "Lakshmi Narayanan",
  "Priya Raghavan",
  "Arjun Reddy",
  "Kavya Menon",
  "Suresh Iyer",
  "Anitha Krishnan",
  "Rahul Sharma",
  "Deepa Nair",
  "Venkatesh Rao",
  "Meera Joshi",
  "Karthik Subramanian",
  "Sneha Kulkarni",
  "Ganesh Hegde",
  "Divya Pillai",
  "Amit Verma",
  "Revathi Sundaram",
  "Harish Gowda",
  "Pooja Banerjee",
];
const GOTRAS = [
  "Kashyapa",
  "Bharadwaja",
  "Vasishtha",
  "Srivatsa",
  "Kaundinya",
  "Atreya",
  "Gautama",
];
/** The temples whose staff the demo shows busy (the ones with priests, and a few more). */
const BUSY = [
  "meenakshi-amman-temple-madurai",
  "tirumala-venkateswara-temple",
  "sri-ranganathaswamy-temple-srirangam",
  "arunachaleswarar-temple-tiruvannamalai",
  "guruvayur-sri-krishna-temple",
  "udupi-sri-krishna-matha",
  "kashi-vishwanath-temple",
  "shree-siddhivinayak-temple-mumbai",
  "jagannath-temple-puri",
  "palani-dhandayuthapani-temple",
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export async function seedBookings(
  tx: Tx,
  now: Date,
  templeIds: Map<string, string>,
  priests: { id: string; templeId: string | null }[],
) {
  const rnd = randomFrom("sannidhi demo bookings");
  const people = await tx
    .insert(users)
    .values(
      DEVOTEES.map((name, i) => ({
        role: "user" as const,
        name,
        mobile: `+918000000${String(i + 1).padStart(3, "0")}`,
        mobileVerifiedAt: new Date(now.getTime() - 30 * 86_400_000),
      })),
    )
    .returning({ id: users.id, name: users.name });
  const ids = BUSY.map((s) => templeIds.get(s)).filter((id): id is string => !!id);
  const offered = await tx.select().from(poojas).where(inArray(poojas.templeId, ids));

  const today = istToday(now);
  const todayStart = atIst(today, "00:00").getTime();
  const rows: ReturnType<typeof booking>[] = [];
  for (let offset = -7; offset <= 3; offset++) {
    const day = addDays(today, offset);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    for (const templeId of ids) {
      const choices = offered.filter(
        (p) => p.templeId === templeId && p.weekdays.includes(weekday),
      );
      for (let n = rnd.int(1, 4); n > 0 && choices.length; n--) {
        const pooja = rnd.pick(choices);
        const slot = rnd.pick(pooja.slots);
        const starts = atIst(day, slot.time).getTime();
        const devotee = rnd.pick(people);
        // Booked between a week before and the cut-off, and always before now.
        const latest = Math.min(now.getTime() - 5 * MINUTE, starts - pooja.cutoffHours * HOUR);
        const earliest = Math.max(now.getTime() - 7 * 24 * HOUR, latest - 4 * 24 * HOUR);
        if (latest <= earliest) continue;
        const createdAt = new Date(earliest + rnd.next() * (latest - earliest));
        rows.push(booking(pooja, day, slot.time, devotee, createdAt, starts, now, rnd, priests));
      }
    }
  }
  // A few booked and paid this morning, so "today" on the dashboard is not zero.
  const upcoming = offered.filter((p) =>
    p.weekdays.includes(new Date(`${addDays(today, 2)}T12:00:00Z`).getUTCDay()),
  );
  for (let i = 0; i < 6 && upcoming.length && now.getTime() - todayStart > 2 * MINUTE; i++) {
    const pooja = rnd.pick(upcoming);
    const createdAt = new Date(todayStart + rnd.next() * (now.getTime() - todayStart - 2 * MINUTE));
    const slot = rnd.pick(pooja.slots);
    const starts = atIst(addDays(today, 2), slot.time).getTime();
    rows.push(
      booking(
        pooja,
        addDays(today, 2),
        slot.time,
        rnd.pick(people),
        createdAt,
        starts,
        now,
        rnd,
        priests,
      ),
    );
  }
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (!rows.length) return 0;

  const seq = sql.raw(bookingReceiptSeq.seqName ?? "booking_receipt_seq");
  const inserted = await tx
    .insert(bookings)
    .values(
      rows.map((r) => ({
        ...r,
        receiptNumber: sql`${`SN-${r.createdAt.getUTCFullYear()}-`} || lpad(nextval('${seq}')::text, 6, '0')`,
      })),
    )
    .returning({
      id: bookings.id,
      amountPaise: bookings.amountPaise,
      status: bookings.status,
      refundPaise: bookings.refundPaise,
      refundedAt: bookings.refundedAt,
      createdAt: bookings.createdAt,
    });
  await tx.insert(payments).values(
    inserted.map((b, i) => ({
      bookingId: b.id,
      provider: "local",
      orderId: `local_order_demo_${i + 1}`,
      paymentId: `local_pay_demo_${i + 1}`,
      amountPaise: b.amountPaise,
      status: "paid" as const,
      ...(b.refundedAt
        ? {
            refundId: `local_refund_demo_${i + 1}`,
            refundPaise: b.refundPaise,
            refundStatus: "processed",
            refundKey: `demo-refund-${i + 1}`,
          }
        : {}),
      createdAt: b.createdAt,
    })),
  );
  return inserted.length;
}

type PoojaRow = typeof poojas.$inferSelect;
type Random = ReturnType<typeof randomFrom>;

function booking(
  pooja: PoojaRow,
  date: string,
  slot: string,
  devotee: { id: string; name: string | null },
  createdAt: Date,
  starts: number,
  now: Date,
  rnd: Random,
  priests: { id: string; templeId: string | null }[],
) {
  const participants = people(devotee.name ?? "Devotee", pooja, rnd);
  // Paid a few minutes after booking, but never after now: this morning's bookings were made up
  // to two minutes ago, and a payment "to come" made a notice dated in the future.
  const confirmedAt = new Date(
    Math.min(createdAt.getTime() + rnd.int(1, 4) * MINUTE, now.getTime() - MINUTE),
  );
  const ends = starts + pooja.durationMinutes * MINUTE;
  const priest = priests.find((p) => p.templeId === pooja.templeId);
  const amountPaise = pooja.pricePaise * participants.length;
  // One in fifteen was cancelled within the free window and refunded in full (spec section 9);
  // none of today's, so today's day sheet always has the day's rituals on it.
  const cancelledAt = new Date(confirmedAt.getTime() + rnd.int(1, 10) * MINUTE);
  const refunded =
    rnd.next() < 1 / 15 && date !== istToday(now) && cancelledAt.getTime() + MINUTE < now.getTime();
  const performed = !refunded && ends < now.getTime() && rnd.next() < 0.9;
  return {
    userId: devotee.id,
    poojaId: pooja.id,
    templeId: pooja.templeId,
    date,
    slot,
    participants,
    participantCount: participants.length,
    amountPaise,
    status: refunded
      ? ("refunded" as const)
      : performed
        ? ("performed" as const)
        : ("confirmed" as const),
    confirmedAt,
    createdAt,
    ...(refunded
      ? {
          cancelledAt,
          refundPaise: amountPaise,
          refundedAt: new Date(cancelledAt.getTime() + MINUTE),
        }
      : {}),
    ...(performed ? { performedAt: new Date(ends), priestId: priest?.id ?? null } : {}),
  };
}

/** The devotee and sometimes family, with what the pooja's priest needs for the sankalpam. */
function people(name: string, pooja: PoojaRow, rnd: Random): Participant[] {
  const count = Math.min(pooja.maxParticipants, rnd.int(1, 3));
  const family = name.split(" ").at(-1) ?? "";
  const names = [name, ...["Saraswathi", "Aditya", "Anjali"].map((n) => `${n} ${family}`)];
  return names.slice(0, count).map((n) => ({
    name: n,
    ...(pooja.requires.gotra ? { gotra: rnd.pick(GOTRAS) } : {}),
    ...(pooja.requires.nakshatra ? { nakshatra: rnd.pick(NAKSHATRAS) as Nakshatra } : {}),
    ...(pooja.requires.rasi ? { rasi: rnd.pick(RASIS) as Rasi } : {}),
  }));
}
