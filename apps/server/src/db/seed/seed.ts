import type { Db } from "../client.js";
import {
  categories,
  deities,
  districts,
  mainForms,
  poojaMaterialLinks,
  poojaMaterials,
  poojas,
  states,
  templeCategories,
  temples,
  users,
} from "../schema/index.js";
import { seedComms } from "./comms.js";
import { CATEGORIES, DEITIES, MAIN_FORMS, STATES, TEMPLES } from "./data/index.js";
import { DEVOTEES as SHOP_DEVOTEES } from "./data/shop.js";
import { seedDemo } from "./demo/index.js";
import { giveBookingsToDemoDevotees } from "./demo-devotees.js";
import { seedDevoteeNotices } from "./devotee-notices.js";
import { seedDonations } from "./donations.js";
import { seedShop } from "./shop.js";
import { seedTasks } from "./tasks.js";
import { seedWaitingRoom } from "./waiting-room.js";

export interface SeedSummary {
  states: number;
  districts: number;
  temples: number;
  poojas: number;
  adminMobile: string;
  /** Issue 19: translations, festivals, articles, mantras, people, a past week of bookings. */
  demo?: Awaited<ReturnType<typeof seedDemo>>;
}

/**
 * Fills an empty database with demo data (issue 2, item 3). Never touches a database that
 * already holds any state or user, so a restart or a real installation is never overwritten.
 */
export async function seedIfEmpty(
  db: Db,
  /** `panKey` encrypts the demo donors' PANs (issue 18); without it they give no PAN. */
  options: { adminMobile: string; panKey?: Buffer },
): Promise<SeedSummary | null> {
  const anyState = await db.select({ id: states.id }).from(states).limit(1);
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  if (anyState.length || anyUser.length) return null;

  return db.transaction(async (tx) => {
    const stateRows = await tx
      .insert(states)
      .values(STATES.map((s) => ({ name: s.name, code: s.code, kind: s.kind })))
      .returning({ id: states.id, name: states.name });
    const stateId = byName(stateRows);

    const districtRows = await tx
      .insert(districts)
      .values(
        STATES.flatMap((s) =>
          s.districts.map((d) => ({ stateId: must(stateId, s.name), name: d })),
        ),
      )
      .returning({ id: districts.id, name: districts.name, stateId: districts.stateId });
    const districtId = new Map(districtRows.map((d) => [`${d.stateId}/${d.name}`, d.id]));

    const deityId = byName(await tx.insert(deities).values(DEITIES).returning());
    const formId = byName(
      await tx
        .insert(mainForms)
        .values(
          MAIN_FORMS.map((f) => ({
            name: f.name,
            description: f.description,
            deityId: must(deityId, f.deity),
          })),
        )
        .returning(),
    );
    const categoryId = byName(await tx.insert(categories).values(CATEGORIES).returning());

    const materialNames = [
      ...new Set(TEMPLES.flatMap((t) => t.poojas.flatMap((p) => p.materials))),
    ];
    const materialId = materialNames.length
      ? byName(
          await tx
            .insert(poojaMaterials)
            .values(materialNames.map((name) => ({ name, unit: "set", pricePaise: 0, stock: 100 })))
            .returning(),
        )
      : new Map<string, string>();

    let poojaCount = 0;
    for (const t of TEMPLES) {
      const sId = must(stateId, t.state);
      const [temple] = await tx
        .insert(temples)
        .values({
          name: t.name,
          slug: t.slug,
          mainFormId: must(formId, t.mainForm),
          stateId: sId,
          districtId: must(districtId, `${sId}/${t.district}`),
          town: t.town,
          address: t.address,
          pinCode: t.pinCode,
          latitude: t.latitude,
          longitude: t.longitude,
          phone: t.phone ?? null,
          website: t.website ?? null,
          description: t.description,
          history: t.history,
          timings: Array.from({ length: 7 }, () => t.timings),
          published: true,
        })
        .returning({ id: temples.id });
      if (!temple) throw new Error(`seed: temple ${t.name} was not inserted`);
      if (t.categories.length) {
        await tx
          .insert(templeCategories)
          .values(
            t.categories.map((c) => ({ templeId: temple.id, categoryId: must(categoryId, c) })),
          );
      }
      for (const p of t.poojas) {
        const [pooja] = await tx
          .insert(poojas)
          .values({
            templeId: temple.id,
            kind: p.kind,
            name: p.name,
            description: p.description,
            pricePaise: p.pricePaise,
            durationMinutes: p.durationMinutes,
            weekdays: p.weekdays,
            slots: p.slots,
            bookingWindowDays: p.bookingWindowDays,
            cutoffHours: p.cutoffHours,
            maxParticipants: p.maxParticipants,
            requires: p.requires,
          })
          .returning({ id: poojas.id });
        if (!pooja) throw new Error(`seed: pooja ${p.name} was not inserted`);
        poojaCount++;
        const links = [...new Set(p.materials)].map((m) => ({
          poojaId: pooja.id,
          materialId: must(materialId, m),
        }));
        if (links.length) await tx.insert(poojaMaterialLinks).values(links);
      }
    }

    const adminMobile = `+91${options.adminMobile}`;
    await tx.insert(users).values({
      role: "SA",
      name: "Sannidhi Administrator",
      mobile: adminMobile,
      mobileVerifiedAt: new Date(),
    });
    // A past week of bookings first: the workspace's demo notifications are made from them.
    const demo = await seedDemo(tx, new Date());
    await seedComms(tx, { adminMobile: options.adminMobile });
    await seedTasks(tx, adminMobile);
    await seedShop(tx, new Date());
    // The shop's demo devotees, the ones the README names, get bookings of the week too.
    await giveBookingsToDemoDevotees(
      tx,
      SHOP_DEVOTEES.map((d) => d.mobile),
      new Date(),
    );
    // Issue 18: purposes for every temple, four 80G trusts and a past week of donations.
    await seedDonations(tx, new Date(), options.panKey);
    await seedDevoteeNotices(tx, new Date());
    // Issue 15: one pooja's next-month dates released tomorrow at 10:00 IST.
    await seedWaitingRoom(tx, new Date());

    return {
      demo,
      states: stateRows.length,
      districts: districtRows.length,
      temples: TEMPLES.length,
      poojas: poojaCount,
      adminMobile,
    };
  });
}

function byName(rows: { id: string; name: string }[]): Map<string, string> {
  return new Map(rows.map((r) => [r.name, r.id]));
}

function must(map: { get(key: string): string | undefined }, key: string): string {
  const value = map.get(key);
  if (!value) throw new Error(`seed: unknown reference "${key}"`);
  return value;
}
