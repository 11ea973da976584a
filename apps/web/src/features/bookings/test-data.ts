import type { StaffBooking } from "@sannidhi/contracts";

export const TEMPLE = "10000000-0000-4000-8000-000000000001";
export const POOJA_A = "20000000-0000-4000-8000-00000000000a";
export const POOJA_B = "20000000-0000-4000-8000-00000000000b";
export const PRIEST = "30000000-0000-4000-8000-000000000001";

let n = 0;
/** A confirmed, paid staff booking; override what the test is about. */
export function staffBooking(over: Partial<StaffBooking> = {}): StaffBooking {
  n += 1;
  const id = `40000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  return {
    id,
    receiptNumber: `SN-2026-${String(n).padStart(6, "0")}`,
    status: "confirmed",
    amountPaise: 25_000,
    pooja: { id: POOJA_A, name: "Archanai", kind: "archanai" },
    temple: { id: TEMPLE, name: "Sri Kapaleeswarar", slug: "kapaleeswarar", town: "Mylapore" },
    date: "2026-11-23",
    slot: "06:30",
    participants: [{ name: "Lakshmi", gotra: "Kashyapa", nakshatra: "rohini", rasi: "simha" }],
    wish: null,
    createdAt: "2026-11-22T03:00:00.000Z",
    holdExpiresAt: null,
    confirmedAt: "2026-11-22T03:01:00.000Z",
    cancelledAt: null,
    refund: null,
    performedAt: null,
    proofPhotoUrl: null,
    devotee: { name: "Lakshmi R", mobile: "+919876543210" },
    priestId: null,
    priestName: null,
    ...over,
  };
}

export const ok = <T>(data: T) => ({ body: { status: "success", data } });
export const list = <T>(rows: T[], total = rows.length, page = 1, limit = 20) => ({
  body: { status: "success", data: rows, meta: { total, page, limit } },
});
export const templesAnswer = () =>
  list([
    { id: TEMPLE, name: "Sri Kapaleeswarar" },
    { id: "10000000-0000-4000-8000-000000000002", name: "Meenakshi Amman" },
  ]);
export const priestsAnswer = () => list([{ id: PRIEST, name: "Sri Raghavan", templeId: TEMPLE }]);
