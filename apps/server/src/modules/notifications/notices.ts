import { formatRupees } from "../../lib/pdf.js";
import type { Notice } from "./notifications.service.js";

/**
 * The notices of the events issue 11 lists. English text for the stored fields; `params` for the
 * web, which shows these kinds in the reader's language (`notifications:kinds.<kind>`).
 */

export interface BookingFacts {
  bookingId: string;
  temple: string;
  pooja: string;
  date: string;
  slot: string;
  receipt: string;
  amountPaise: number;
}

/** The start of a message, for a notification's subtitle. */
const preview = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text);
const rupees = (paise: number) => `₹${formatRupees(paise)}`;
const bookingParams = (b: BookingFacts) => ({
  temple: b.temple,
  pooja: b.pooja,
  date: b.date,
  slot: b.slot,
  receipt: b.receipt,
  amount: b.amountPaise,
});

export function bookingPaidNotice(b: BookingFacts): Notice {
  return {
    kind: "booking_paid",
    heading: "Booking",
    icon: { name: "receipt_long", color: "success" },
    title: `New booking: ${b.pooja} at ${b.temple}`,
    subtitle: `${b.date} ${b.slot} · ${rupees(b.amountPaise)} paid · receipt ${b.receipt}`,
    path: `/bookings/${b.bookingId}`,
    params: bookingParams(b),
  };
}

/** A paid booking was cancelled: by its devotee, or because the payment came after the hold. */
export function bookingCancelledNotice(
  b: BookingFacts,
  refundPaise: number,
  reason: "devotee" | "late_payment",
): Notice {
  const why = reason === "devotee" ? "Cancelled by the devotee" : "Paid after the hold lapsed";
  return {
    kind: "booking_cancelled",
    heading: "Cancellation",
    icon: { name: "money_off", color: "error" },
    title: `Cancelled: ${b.pooja} at ${b.temple}`,
    subtitle: `${why} · ${b.date} ${b.slot} · refund ${rupees(refundPaise)} · receipt ${b.receipt}`,
    path: `/bookings/${b.bookingId}`,
    params: { ...bookingParams(b), refund: refundPaise, reason },
  };
}

export function bookingRefundedNotice(b: BookingFacts, refundPaise: number, by: string): Notice {
  return {
    kind: "booking_refunded",
    heading: "Refund",
    icon: { name: "money_off", color: "warning" },
    title: `Refund of ${rupees(refundPaise)}: ${b.pooja} at ${b.temple}`,
    subtitle: `By ${by} · ${b.date} ${b.slot} · receipt ${b.receipt}`,
    path: `/bookings/${b.bookingId}`,
    params: { ...bookingParams(b), refund: refundPaise, by },
  };
}

export function contactMessageNotice(m: { threadId: string; name: string; subject: string }) {
  return {
    kind: "contact_message",
    heading: "Contact message",
    icon: { name: "mail", color: "info" },
    title: `${m.name} wrote: ${m.subject}`,
    subtitle: "From the contact form",
    path: `/inbox/${m.threadId}`,
    params: { name: m.name, subject: m.subject },
  } satisfies Notice;
}

/** A staff member wrote to others through the inbox. */
export function inboxMessageNotice(m: {
  threadId: string;
  name: string;
  subject: string;
  text: string;
}): Notice {
  return {
    kind: "inbox_message",
    heading: "Inbox",
    icon: { name: "mail", color: "primary" },
    title: `${m.name} wrote: ${m.subject}`,
    subtitle: preview(m.text),
    path: `/inbox/${m.threadId}`,
    params: { name: m.name, subject: m.subject },
  };
}

/** A closure event at a temple covers days that already have bookings. */
export function closureNotice(c: {
  eventId: string;
  templeId: string;
  temple: string;
  title: string;
  firstDate: string;
  lastDate: string;
  bookings: number;
}): Notice {
  const days = c.firstDate === c.lastDate ? c.firstDate : `${c.firstDate} – ${c.lastDate}`;
  return {
    kind: "closure_bookings",
    heading: "Closure",
    icon: { name: "event_busy", color: "warning" },
    title: `${c.temple} closed ${days}: ${c.bookings} booking(s) affected`,
    subtitle: `${c.title} · refund or move them from the day sheet`,
    path: `/bookings/day-sheet?temple=${c.templeId}&date=${c.firstDate}`,
    params: {
      temple: c.temple,
      title: c.title,
      from: c.firstDate,
      to: c.lastDate,
      count: c.bookings,
    },
    // Editing the same closure again replaces its unread notice.
    collapseKey: `closure:${c.eventId}`,
  };
}

/** One unread chat notice per conversation; opening the conversation reads it. */
export const chatCollapseKey = (chatId: string) => `chat:${chatId}`;

/** A chat message to someone who is away (no live connection): one notice per conversation. */
export function chatMessageNotice(m: {
  chatId: string;
  senderId: string;
  senderName: string;
  text: string;
}): Notice {
  return {
    kind: "chat_message",
    heading: "Chat",
    icon: { name: "chat", color: "primary" },
    title: `New message from ${m.senderName}`,
    subtitle: preview(m.text) || "Sent an image",
    // Any staff page opens the chat popup with `?chat=<person>`.
    path: `/notifications?chat=${m.senderId}`,
    params: { name: m.senderName, text: preview(m.text) },
    collapseKey: chatCollapseKey(m.chatId),
  };
}

/** Someone gave a staff member a todo (issue 12; decision 115). */
export function todoAssignedNotice(t: { byName: string; todoId: string; title: string }): Notice {
  return {
    kind: "todo_assigned",
    heading: "Todo",
    icon: { name: "assignment", color: "primary" },
    title: `${t.byName} assigned you “${t.title}”`,
    subtitle: "Open your todo list to see it",
    path: "/todo",
    params: { by: t.byName, title: t.title },
  };
}

/** Someone put a staff member on a scrum card (issue 12; decision 115). */
export function cardAssignedNotice(c: {
  byName: string;
  boardId: string;
  cardId: string;
  title: string;
}): Notice {
  return {
    kind: "card_assigned",
    heading: "Scrum board",
    icon: { name: "assignment", color: "secondary" },
    title: `${c.byName} put you on “${c.title}”`,
    subtitle: "A card on a scrum board",
    path: `/scrum-board/${c.boardId}`,
    params: { by: c.byName, title: c.title },
  };
}

/** A shop order was paid: the temple's staff pack and dispatch it (issue 13). */
export function orderPaidNotice(o: {
  orderId: string;
  orderNo: string;
  temple: string;
  totalPaise: number;
}): Notice {
  return {
    kind: "order_paid",
    heading: "Shop order",
    icon: { name: "shopping_cart", color: "success" },
    title: `New order ${o.orderNo} at ${o.temple}`,
    subtitle: `${rupees(o.totalPaise)} paid · to be packed and dispatched`,
    path: `/shop/orders/${o.orderId}`,
    params: { orderNo: o.orderNo, temple: o.temple, amount: o.totalPaise },
  };
}
