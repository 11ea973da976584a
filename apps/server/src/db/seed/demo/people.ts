import { inArray } from "drizzle-orm";
import { employees, poojas, priestPoojas, priests } from "../../schema/index.js";
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
  return { priests: priestRows };
}
