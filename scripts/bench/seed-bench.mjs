// Bench seed (issue 6 benchmarks): 1,000 published temples with 10 poojas each (10,000 poojas;
// BENCH_TEMPLES=10000 for issue 17's 10,000 temples / 100,000 poojas)
// across 20 states × 5 districts, written straight into a database. Run with `--import tsx`.
// Usage: node --import tsx scripts/bench/seed-bench.mjs <DATA_DIR>   (or DATABASE_URL set)
import { sql } from "drizzle-orm";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import {
  deities,
  districts,
  mainForms,
  poojas,
  states,
  temples,
} from "../../apps/server/src/db/schema/index.ts";

const WORDS = [
  "Sri",
  "Venkateswara",
  "Meenakshi",
  "Shiva",
  "Murugan",
  "Ganesha",
  "Durga",
  "Krishna",
  "Rama",
  "Hanuman",
];
const TOWNS = [
  "Madurai",
  "Tirupati",
  "Kanchipuram",
  "Thanjavur",
  "Udupi",
  "Guruvayur",
  "Varanasi",
  "Puri",
  "Nashik",
  "Ujjain",
];

export async function seedBench(db, { temples: templeCount = 1000, poojasPerTemple = 10 } = {}) {
  const stateRows = await db
    .insert(states)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        name: `Bench State ${i}`,
        code: `${String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))}`,
        kind: "state",
      })),
    )
    .returning();
  const districtRows = await db
    .insert(districts)
    .values(
      stateRows.flatMap((s) =>
        Array.from({ length: 5 }, (_, j) => ({ stateId: s.id, name: `District ${j}` })),
      ),
    )
    .returning();
  const deityRows = await db
    .insert(deities)
    .values(WORDS.slice(1).map((w) => ({ name: `${w} deity` })))
    .returning();
  const formRows = await db
    .insert(mainForms)
    .values(deityRows.map((d, i) => ({ deityId: d.id, name: `${WORDS[i + 1]} form` })))
    .returning();
  const templeIds = [];
  for (let start = 0; start < templeCount; start += 250) {
    const batch = Array.from({ length: Math.min(250, templeCount - start) }, (_, k) => {
      const i = start + k;
      const d = districtRows[i % districtRows.length];
      return {
        name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} Temple ${i}`,
        slug: `bench-temple-${i}`,
        mainFormId: formRows[i % formRows.length].id,
        stateId: d.stateId,
        districtId: d.id,
        town: TOWNS[i % TOWNS.length],
        pinCode: "600001",
        // Spread over southern and central India without repeating positions (10,000 temples
        // on a 2,000 × 1,500 grid of 0.01° steps).
        latitude: 8 + ((i * 7919) % 2000) / 100,
        longitude: 72 + ((i * 104_729) % 1500) / 100,
        timings: Array.from({ length: 7 }, () => [{ open: "06:00", close: "12:00" }]),
        published: true,
      };
    });
    const rows = await db.insert(temples).values(batch).returning({ id: temples.id });
    templeIds.push(...rows.map((r) => r.id));
  }
  for (let start = 0; start < templeIds.length; start += 100) {
    await db.insert(poojas).values(
      templeIds.slice(start, start + 100).flatMap((templeId) =>
        Array.from({ length: poojasPerTemple }, (_, j) => ({
          templeId,
          kind: "archanai",
          name: `Archanai ${j}`,
          pricePaise: 5_000 + j * 100,
          durationMinutes: 30,
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          slots: [
            { time: "06:00", capacity: 20 },
            { time: "18:00", capacity: 20 },
          ],
        })),
      ),
    );
  }
  return { temples: templeIds.length, poojas: templeIds.length * poojasPerTemple };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = process.argv[2] ?? "./data";
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await database.migrate();
  const count = Number(process.env.BENCH_TEMPLES ?? 1000);
  console.log(await seedBench(database.db, { temples: count }));
  // Fresh statistics, as autovacuum would gather on a live catalogue.
  await database.db.execute(sql`analyze`);
  await database.close();
}
