import { createHmac } from "node:crypto";
import {
  CONTACT_RATE_LIMIT,
  type ContactCreate,
  type ContactMessage,
  type ListQuery,
  normaliseIndianMobile,
} from "@sannidhi/contracts";
import type { Db } from "../../db/client.js";
import { rateLimited } from "../../lib/errors.js";
import { type ContactRow, insertWithinLimit, listMessages } from "./contact.repository.js";

export function toContactDto(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A keyed hash of the client address: rate limiting needs equality, not the address. */
export function clientHash(ip: string, secret: string): string {
  return createHmac("sha256", secret).update(`contact:${ip}`).digest("hex").slice(0, 32);
}

export async function sendMessage(
  db: Db,
  input: ContactCreate,
  client: { ip: string; secret: string; max: number },
): Promise<ContactMessage> {
  const outcome = await insertWithinLimit(
    db,
    {
      fullName: input.fullName,
      email: input.email.toLowerCase(),
      // The contract already refused anything that does not normalise.
      phone: normaliseIndianMobile(input.phone) ?? input.phone,
      subject: input.subject,
      message: input.message,
      clientHash: clientHash(client.ip, client.secret),
    },
    { max: client.max, windowMinutes: CONTACT_RATE_LIMIT.windowMinutes },
  );
  if (!outcome.ok) {
    throw rateLimited(
      `Too many messages: please try again in ${Math.ceil(outcome.retryAfterSeconds / 60)} minute(s)`,
      outcome.retryAfterSeconds,
      client.max,
    );
  }
  return toContactDto(outcome.row);
}

export async function listContactMessages(db: Db, query: ListQuery) {
  const { rows, total } = await listMessages(db, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    data: rows.map(toContactDto),
    meta: { total, page: query.page, limit: query.limit },
  };
}
