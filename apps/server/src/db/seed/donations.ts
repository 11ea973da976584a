import { inArray } from "drizzle-orm";
import { encryptPan } from "../../lib/pan-cipher.js";
import { applyPaid } from "../../modules/donations/donations.service.js";
import type { Db } from "../client.js";
import { donationPurposes, donations, payments, temples, users } from "../schema/index.js";
import { DEVOTEES } from "./data/shop.js";

/**
 * Demo donations (issue 18): every temple collects for a general hundi and annadanam, some for
 * more; four temples' trusts are registered under 80G (demo numbers, not real registrations);
 * the shop's demo devotees gave over the past week — with and without PAN, anonymously and with
 * dedications — so the donations list, the SA dashboard and Form 10BD have something to show.
 */

const HOUR = 3_600_000;

const T = (en: string, hi: string, ta: string, te: string, kn: string, ml: string) => ({
  name: en,
  translations: {
    hi: { name: hi },
    ta: { name: ta },
    te: { name: te },
    kn: { name: kn },
    ml: { name: ml },
  },
});
const HUNDI = T(
  "General hundi",
  "सामान्य हुंडी",
  "பொது உண்டியல்",
  "సాధారణ హుండీ",
  "ಸಾಮಾನ್ಯ ಹುಂಡಿ",
  "പൊതു ഭണ്ഡാരം",
);
const ANNADANAM = T("Annadanam", "अन्नदान", "அன்னதானம்", "అన్నదానం", "ಅನ್ನದಾನ", "അന്നദാനം");
const RENOVATION = T(
  "Temple renovation",
  "मंदिर जीर्णोद्धार",
  "திருப்பணி",
  "ఆలయ పునరుద్ధరణ",
  "ದೇವಾಲಯ ಜೀರ್ಣೋದ್ಧಾರ",
  "ക്ഷേത്ര നവീകരണം",
);
const GAU_SEVA = T("Gau seva", "गौ सेवा", "கோ சேவை", "గో సేవ", "ಗೋ ಸೇವೆ", "ഗോ സേവ");

/** Demo trusts registered under 80G: PAN and registration are made up for the demo. */
const TRUSTS: Record<string, { name: string; pan: string; reg: string }> = {
  "meenakshi-amman-temple-madurai": {
    name: "Arulmigu Meenakshi Sundareswarar Thirukoil (demo trust)",
    pan: "AAATM1234A",
    reg: "AAATM1234AF20221",
  },
  "tirumala-venkateswara-temple": {
    name: "Tirumala Devasthanam Demo Trust",
    pan: "AAATT5678B",
    reg: "AAATT5678BF20221",
  },
  "kashi-vishwanath-temple": {
    name: "Kashi Vishwanath Demo Trust",
    pan: "AAATK2468C",
    reg: "AAATK2468CF20221",
  },
  "jagannath-temple-puri": {
    name: "Jagannath Temple Demo Trust",
    pan: "AAATJ1357D",
    reg: "AAATJ1357DF20221",
  },
};

/** Who gave what, `daysAgo` at `hour` (India): PAN only for 80G temples. */
const GIFTS: {
  devotee: number;
  temple: string;
  purpose: 0 | 1 | 2;
  rupees: number;
  daysAgo: number;
  hour: number;
  pan?: string;
  anonymous?: boolean;
  dedication?: string;
}[] = [
  {
    devotee: 0,
    temple: "meenakshi-amman-temple-madurai",
    purpose: 1,
    rupees: 501,
    daysAgo: 6,
    hour: 9,
    pan: "ABMPS1234K",
    dedication: "In memory of S. Raghavan",
  },
  {
    devotee: 1,
    temple: "tirumala-venkateswara-temple",
    purpose: 0,
    rupees: 1116,
    daysAgo: 6,
    hour: 11,
    pan: "BRTPT4321L",
  },
  {
    devotee: 2,
    temple: "kashi-vishwanath-temple",
    purpose: 2,
    rupees: 5001,
    daysAgo: 5,
    hour: 8,
    pan: "CKVPA2222M",
  },
  {
    devotee: 3,
    temple: "meenakshi-amman-temple-madurai",
    purpose: 0,
    rupees: 101,
    daysAgo: 5,
    hour: 18,
    anonymous: true,
  },
  { devotee: 4, temple: "jagannath-temple-puri", purpose: 1, rupees: 251, daysAgo: 4, hour: 7 },
  {
    devotee: 0,
    temple: "tirumala-venkateswara-temple",
    purpose: 1,
    rupees: 2501,
    daysAgo: 4,
    hour: 12,
    pan: "ABMPS1234K",
    dedication: "On our daughter's birthday",
  },
  {
    devotee: 1,
    temple: "meenakshi-amman-temple-madurai",
    purpose: 2,
    rupees: 10001,
    daysAgo: 3,
    hour: 10,
    pan: "BRTPT4321L",
  },
  {
    devotee: 2,
    temple: "jagannath-temple-puri",
    purpose: 0,
    rupees: 151,
    daysAgo: 3,
    hour: 17,
    anonymous: true,
  },
  {
    devotee: 3,
    temple: "kashi-vishwanath-temple",
    purpose: 1,
    rupees: 1001,
    daysAgo: 2,
    hour: 9,
    pan: "DSKPR7777N",
  },
  {
    devotee: 4,
    temple: "meenakshi-amman-temple-madurai",
    purpose: 1,
    rupees: 501,
    daysAgo: 2,
    hour: 19,
  },
  { devotee: 0, temple: "kashi-vishwanath-temple", purpose: 0, rupees: 201, daysAgo: 1, hour: 8 },
  {
    devotee: 1,
    temple: "jagannath-temple-puri",
    purpose: 2,
    rupees: 2100,
    daysAgo: 1,
    hour: 13,
    pan: "BRTPT4321L",
    dedication: "For the Rath Yatra",
  },
  {
    devotee: 2,
    temple: "tirumala-venkateswara-temple",
    purpose: 0,
    rupees: 116,
    daysAgo: 0,
    hour: 7,
    anonymous: true,
  },
];

export async function seedDonations(tx: Db, now: Date, panKey: Buffer | undefined) {
  const all = await tx.select().from(temples);
  const bySlug = new Map(all.map((t) => [t.slug, t]));

  for (const [slug, trust] of Object.entries(TRUSTS)) {
    const t = bySlug.get(slug);
    if (!t) continue;
    await tx
      .update(temples)
      .set({
        trustName: trust.name,
        trustPan: trust.pan,
        reg80gNumber: trust.reg,
        reg80gValidFrom: "2022-04-01",
        reg80gValidUntil: "2027-03-31",
      })
      .where(inArray(temples.id, [t.id]));
  }

  const purposes = new Map<string, string[]>();
  for (const t of all) {
    const list = [HUNDI, ANNADANAM, ...(TRUSTS[t.slug] ? [RENOVATION, GAU_SEVA] : [])];
    const rows = await tx
      .insert(donationPurposes)
      .values(list.map((p, i) => ({ templeId: t.id, position: i, ...p })))
      .returning({ id: donationPurposes.id });
    purposes.set(
      t.slug,
      rows.map((r) => r.id),
    );
  }

  const devotees = await tx
    .select({ id: users.id, mobile: users.mobile, name: users.name })
    .from(users)
    .where(
      inArray(
        users.mobile,
        DEVOTEES.map((d) => d.mobile),
      ),
    );
  const devoteeOf = (i: number) => devotees.find((d) => d.mobile === DEVOTEES[i]?.mobile);

  // In time order, so receipt numbers run as the gifts came.
  const ordered = [...GIFTS].sort((a, b) => b.daysAgo - a.daysAgo || a.hour - b.hour);
  let count = 0;
  for (const g of ordered) {
    const t = bySlug.get(g.temple);
    const d = devoteeOf(g.devotee);
    const purposeId = purposes.get(g.temple)?.[g.purpose];
    if (!t || !d || !purposeId) continue;
    // `hour` in India, `daysAgo` days before today.
    const day = new Date(now.getTime() - g.daysAgo * 24 * HOUR);
    const at = new Date(
      `${day.toISOString().slice(0, 10)}T${String(g.hour).padStart(2, "0")}:00:00+05:30`,
    );
    if (at > now) continue;
    const info = DEVOTEES[g.devotee]!;
    const pan = g.pan && panKey && !g.anonymous ? encryptPan(panKey, g.pan) : null;
    const [row] = await tx
      .insert(donations)
      .values({
        templeId: t.id,
        purposeId,
        userId: d.id,
        amountPaise: g.rupees * 100,
        anonymous: g.anonymous ?? false,
        donorName: g.anonymous ? "" : info.name,
        donorAddress: g.anonymous ? "" : `${info.line1}, ${info.city} ${info.pin}`,
        panCipher: pan,
        dedication: g.dedication ?? "",
        createdAt: at,
      })
      .returning({ id: donations.id });
    if (!row) continue;
    count++;
    await tx.insert(payments).values({
      donationId: row.id,
      provider: "local",
      orderId: `local_order_seed_donation_${count}`,
      paymentId: `local_pay_seed_donation_${count}`,
      amountPaise: g.rupees * 100,
      status: "paid",
      createdAt: at,
    });
    await applyPaid(tx, row.id, "local", at);
  }
  return { donations: count };
}
