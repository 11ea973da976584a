import { inArray } from "drizzle-orm";
import {
  employees,
  poojas,
  priestPoojas,
  priests,
  representativeDistricts,
  representatives,
  representativeTemples,
  temples,
} from "../../schema/index.js";
import type { Tx } from "./tx.js";

/**
 * Priests and employees at the busiest demo temples (issue 19), so the staff pages, the
 * "assign a priest" list and the day sheet have people in them. Invented people with numbers
 * from a block no real subscriber holds in this demo (+91 70000 0xxxx); no staff accounts.
 */
const PRIESTS: { temple: string; name: string; languages: string[] }[] = [
  {
    temple: "meenakshi-amman-temple-madurai",
    name: "Sundaresa Bhattar",
    languages: ["Tamil", "Sanskrit"],
  },
  {
    temple: "meenakshi-amman-temple-madurai",
    name: "Meenakshisundaram Gurukkal",
    languages: ["Tamil", "Sanskrit", "English"],
  },
  {
    temple: "tirumala-venkateswara-temple",
    name: "Venkata Ramana Deekshitulu",
    languages: ["Telugu", "Sanskrit"],
  },
  {
    temple: "tirumala-venkateswara-temple",
    name: "Srinivasa Acharyulu",
    languages: ["Telugu", "Tamil", "Sanskrit"],
  },
  {
    temple: "sri-ranganathaswamy-temple-srirangam",
    name: "Ranganatha Bhattar",
    languages: ["Tamil", "Sanskrit"],
  },
  {
    temple: "arunachaleswarar-temple-tiruvannamalai",
    name: "Arunachala Sivachariyar",
    languages: ["Tamil", "Sanskrit"],
  },
  {
    temple: "guruvayur-sri-krishna-temple",
    name: "Narayanan Namboothiri",
    languages: ["Malayalam", "Sanskrit"],
  },
  {
    temple: "sree-padmanabhaswamy-temple",
    name: "Padmanabhan Potti",
    languages: ["Malayalam", "Sanskrit"],
  },
  {
    temple: "udupi-sri-krishna-matha",
    name: "Vasudeva Acharya",
    languages: ["Kannada", "Tulu", "Sanskrit"],
  },
  {
    temple: "dharmasthala-manjunatha-temple",
    name: "Manjunatha Bhat",
    languages: ["Kannada", "Tulu", "Sanskrit"],
  },
  {
    temple: "kashi-vishwanath-temple",
    name: "Vishwanath Shastri",
    languages: ["Hindi", "Sanskrit"],
  },
  {
    temple: "kashi-vishwanath-temple",
    name: "Rameshwar Tripathi",
    languages: ["Hindi", "Bhojpuri", "Sanskrit"],
  },
  {
    temple: "mahakaleshwar-temple-ujjain",
    name: "Mahesh Sharma",
    languages: ["Hindi", "Sanskrit"],
  },
  {
    temple: "shree-siddhivinayak-temple-mumbai",
    name: "Ganesh Joshi",
    languages: ["Marathi", "Hindi", "Sanskrit"],
  },
  { temple: "jagannath-temple-puri", name: "Jagannath Mahapatra", languages: ["Odia", "Sanskrit"] },
  {
    temple: "kalighat-kali-temple",
    name: "Tarapada Chakraborty",
    languages: ["Bengali", "Sanskrit"],
  },
];

const EMPLOYEES: { temple: string; name: string; designation: string; email?: string }[] = [
  {
    temple: "meenakshi-amman-temple-madurai",
    name: "Lakshmi Priya",
    designation: "Booking counter supervisor",
  },
  {
    temple: "meenakshi-amman-temple-madurai",
    name: "Karthikeyan Murugesan",
    designation: "Accounts assistant",
  },
  {
    temple: "tirumala-venkateswara-temple",
    name: "Padmavathi Reddy",
    designation: "Seva counter in-charge",
  },
  {
    temple: "sri-ranganathaswamy-temple-srirangam",
    name: "Ramanujam Srinivasan",
    designation: "Office superintendent",
  },
  {
    temple: "guruvayur-sri-krishna-temple",
    name: "Sreeja Menon",
    designation: "Vazhipadu counter clerk",
  },
  { temple: "udupi-sri-krishna-matha", name: "Raghavendra Rao", designation: "Seva booking clerk" },
  { temple: "kashi-vishwanath-temple", name: "Anjali Mishra", designation: "Devotee help desk" },
  {
    temple: "shree-siddhivinayak-temple-mumbai",
    name: "Prakash Kulkarni",
    designation: "Pooja booking officer",
  },
  { temple: "jagannath-temple-puri", name: "Sasmita Panda", designation: "Accounts assistant" },
  {
    temple: "kamakhya-temple-guwahati",
    name: "Bhaskar Sarma",
    designation: "Temple office manager",
  },
];

/**
 * The trust's representatives (issue 38, item 7: the list was empty in the demo): each looks after
 * one state's temples — the region is the state and those temples' districts.
 */
const REPRESENTATIVES: { name: string; email: string; temples: string[] }[] = [
  {
    name: "Senthil Kumar",
    email: "senthil.kumar@example.com",
    temples: [
      "meenakshi-amman-temple-madurai",
      "sri-ranganathaswamy-temple-srirangam",
      "arunachaleswarar-temple-tiruvannamalai",
    ],
  },
  {
    name: "Anitha Nair",
    email: "anitha.nair@example.com",
    temples: ["guruvayur-sri-krishna-temple", "sree-padmanabhaswamy-temple"],
  },
  {
    name: "Harish Hegde",
    email: "harish.hegde@example.com",
    temples: ["udupi-sri-krishna-matha", "dharmasthala-manjunatha-temple"],
  },
  {
    name: "Saurabh Pandey",
    email: "saurabh.pandey@example.com",
    temples: ["kashi-vishwanath-temple"],
  },
];

const mobile = (n: number) => `+9170000${String(n).padStart(5, "0")}`;

export async function seedPeople(tx: Tx, templeIds: Map<string, string>) {
  const priestRows = await tx
    .insert(priests)
    .values(
      PRIESTS.filter((p) => templeIds.has(p.temple)).map((p, i) => ({
        name: p.name,
        mobile: mobile(100 + i),
        templeId: templeIds.get(p.temple)!,
        languages: p.languages,
      })),
    )
    .returning({ id: priests.id, templeId: priests.templeId });
  // Each priest performs every pooja of their temple.
  const templePoojas = await tx
    .select({ id: poojas.id, templeId: poojas.templeId })
    .from(poojas)
    .where(inArray(poojas.templeId, [...new Set(priestRows.map((p) => p.templeId!))]));
  const links = priestRows.flatMap((p) =>
    templePoojas
      .filter((q) => q.templeId === p.templeId)
      .map((q) => ({ priestId: p.id, poojaId: q.id })),
  );
  if (links.length) await tx.insert(priestPoojas).values(links);
  await tx.insert(employees).values(
    EMPLOYEES.filter((e) => templeIds.has(e.temple)).map((e, i) => ({
      name: e.name,
      mobile: mobile(200 + i),
      designation: e.designation,
      templeId: templeIds.get(e.temple)!,
    })),
  );
  await seedRepresentatives(tx, templeIds);
  return { priests: priestRows };
}

async function seedRepresentatives(tx: Tx, templeIds: Map<string, string>) {
  const ids = REPRESENTATIVES.flatMap((r) => r.temples).flatMap((t) => templeIds.get(t) ?? []);
  if (!ids.length) return;
  const places = new Map(
    (
      await tx
        .select({ id: temples.id, stateId: temples.stateId, districtId: temples.districtId })
        .from(temples)
        .where(inArray(temples.id, ids))
    ).map((t) => [t.id, t]),
  );
  for (const [i, r] of REPRESENTATIVES.entries()) {
    const own = r.temples.flatMap((slug) => {
      const place = places.get(templeIds.get(slug) ?? "");
      return place ? [place] : [];
    });
    if (!own.length) continue;
    const [rep] = await tx
      .insert(representatives)
      .values({ name: r.name, mobile: mobile(300 + i), email: r.email, stateId: own[0]!.stateId })
      .returning({ id: representatives.id });
    const districtIds = [...new Set(own.map((t) => t.districtId))];
    await tx
      .insert(representativeDistricts)
      .values(districtIds.map((districtId) => ({ representativeId: rep!.id, districtId })));
    await tx
      .insert(representativeTemples)
      .values(own.map((t) => ({ representativeId: rep!.id, templeId: t.id })));
  }
}
