import type { TempleMapQuery } from "@sannidhi/contracts";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { deities, mainForms, states, temples } from "../../db/schema/index.js";

/**
 * Every published temple that has a position, for the map (issue 14): one statement, only the
 * fields a marker needs (no drafts, no staff fields). Ordered by name so that markers at one
 * spot are listed the same way every time.
 */
export function templePoints(db: Db, q: TempleMapQuery) {
  return db
    .select({
      id: temples.id,
      slug: temples.slug,
      name: temples.name,
      town: temples.town,
      stateId: temples.stateId,
      state: states.name,
      deityId: deities.id,
      deity: deities.name,
      latitude: temples.latitude,
      longitude: temples.longitude,
    })
    .from(temples)
    .innerJoin(states, eq(states.id, temples.stateId))
    .leftJoin(mainForms, eq(mainForms.id, temples.mainFormId))
    .leftJoin(deities, eq(deities.id, mainForms.deityId))
    .where(
      and(
        eq(temples.published, true),
        isNotNull(temples.latitude),
        isNotNull(temples.longitude),
        q.state_id ? eq(temples.stateId, q.state_id) : undefined,
        q.deity_id ? eq(mainForms.deityId, q.deity_id) : undefined,
      ),
    )
    .orderBy(asc(temples.name), asc(temples.id));
}
