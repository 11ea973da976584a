import type { PayableKind, PayableRef } from "@sannidhi/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { BookingNotifier } from "../bookings/notifier.js";
import type { StaffNotices } from "../notifications/staff-notice-queue.js";

export interface PaymentDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  notifier: BookingNotifier;
  /** Tells the temple's staff (issue 11, decision 190), through the queue (decision 158). */
  staff: StaffNotices;
}

export type { PayableKind, PayableRef } from "@sannidhi/contracts";

/** How a payable's provider order is made: its amount and a receipt unique across payables. */
export interface PayableOrder extends PayableRef {
  amountPaise: number;
  receipt: string;
}

/** What the payment of a payable did to it. */
export type AppliedOutcome = "confirmed" | "late_refund" | "already" | "unknown_order";

/**
 * The rules of one kind of payable. The generic payment machinery (payments.service.ts) owns the
 * payment row, provider calls, signatures, idempotency and reconciliation; a handler only moves
 * its own record forward.
 */
export interface PayableHandler {
  kind: PayableKind;
  /**
   * Inside the transaction that marked the payment paid: move the payable forward only, or
   * decide the money must go back (`late_refund`, with the refund amount recorded on it).
   */
  applyPaid(tx: Db, id: string, now: Date): Promise<AppliedOutcome>;
  /**
   * In that transaction, for a `confirmed` payable: queue the devotee's message and the staff's
   * notice, so they are sent if and only if the payment committed, even when this process dies
   * the next instant (docs/decisions/158).
   */
  queueMessages?(deps: PaymentDeps, tx: Db, id: string): Promise<void>;
  /** After that transaction committed, for a `confirmed` payable (nothing of ours needs it now). */
  afterPaid(deps: PaymentDeps, id: string, now: Date): Promise<void>;
  /** The refund owed now (cancelled, refund recorded, not yet refunded), else null. */
  refundDue(db: Db, id: string): Promise<number | null>;
  /** The refund was processed: the payable becomes refunded. False when it was not due. */
  markRefunded(db: Db, id: string, now: Date): Promise<boolean>;
}
