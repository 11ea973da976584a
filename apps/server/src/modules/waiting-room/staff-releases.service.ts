import type { StaffQuotaRelease } from "@sannidhi/contracts";
import type { Db } from "../../db/client.js";
import type { TempleScope } from "../../lib/temple-scope.js";
import { usedPlaces } from "../bookings/bookings.repository.js";
import * as repo from "./waiting-room.repository.js";
import { admittedUpTo, countPlacesLeft, toReleaseDto } from "./waiting-room.service.js";

/**
 * The back-office's view of quota releases (issue 15, part 3): the releases of the temples a
 * staff member acts for, each with its queue's live figures. Everything is read from the
 * database, so every server process shows the same figures.
 */
export async function listForStaff(
  db: Db,
  scope: TempleScope,
  now: Date,
  poojaId?: string,
): Promise<StaffQuotaRelease[]> {
  const rows = await repo.listStaffReleases(db, { scope, poojaId });
  const joined = await repo.queueCounts(
    db,
    rows.map((r) => r.release.id),
  );
  const out: StaffQuotaRelease[] = [];
  // One release after another: a page of releases must not take the pool's every connection.
  for (const r of rows) {
    const n = joined.get(r.release.id) ?? 0;
    out.push({
      ...toReleaseDto(r.release),
      pooja: { id: r.release.poojaId, name: r.poojaName },
      temple: { id: r.templeId, name: r.templeName },
      figures: {
        joined: n,
        // Every queued account holds a position (or gets one at the draw, 1..n), so those
        // admitted are the first min(n, rate × minutes) of them.
        admitted: Math.min(n, admittedUpTo(r.release, now)),
        sold: await sold(db, r.release, now),
        remaining: await countPlacesLeft(db, r.release, now),
      },
    });
  }
  return out;
}

async function sold(db: Db, release: repo.ReleaseRow, now: Date): Promise<number> {
  const used = await usedPlaces(db, release.poojaId, release.fromDate, release.toDate, now);
  return used.reduce((sum, u) => sum + Number(u.used), 0);
}
