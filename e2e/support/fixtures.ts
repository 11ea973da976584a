import { randomInt } from "node:crypto";
import { apiCall } from "./api.js";
import { superAdmin } from "./auth.js";

/**
 * Catalogue rows a journey makes for itself through the API, signed in as the SA (CONVENTIONS.md
 * habit 9: fixtures make their own data; the payloads are apps/server/test/cms-fixtures.ts's).
 * Every name carries a fresh made-up word, so a search for it finds this run's row alone and two
 * runs, or two files of one run, never meet each other's rows.
 */

type Row = { id: string } & Record<string, unknown>;

/** A made-up word of letters only, e.g. "Qorvatine": a search word no other row has. */
export function uniqueWord(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const word = Array.from({ length: 9 }, () => letters[randomInt(letters.length)]).join("");
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

async function post(baseUrl: string, path: string, body: unknown): Promise<Row> {
  const sa = await superAdmin(baseUrl);
  return apiCall<Row>(baseUrl, sa.token, "POST", path, body);
}

async function put(baseUrl: string, path: string, body: unknown): Promise<Row> {
  const sa = await superAdmin(baseUrl);
  return apiCall<Row>(baseUrl, sa.token, "PUT", path, body);
}

/**
 * A new state. Its code is two capital letters, unique among the states: one picked at random
 * that another state already has (409) is replaced by another.
 */
export async function createState(baseUrl: string, name = `State ${uniqueWord()}`) {
  const letter = () => String.fromCharCode(65 + randomInt(26));
  for (let tries = 0; ; tries++) {
    try {
      return await post(baseUrl, "/api/states", {
        name,
        code: `${letter()}${letter()}`,
        kind: "state",
      });
    } catch (err) {
      if (tries >= 100 || !/: 409 /.test(String(err))) throw err;
    }
  }
}

export function createDistrict(
  baseUrl: string,
  stateId: string,
  name = `District ${uniqueWord()}`,
) {
  return post(baseUrl, "/api/districts", { stateId, name });
}

export function createDeity(baseUrl: string, name = `Deity ${uniqueWord()}`) {
  return post(baseUrl, "/api/deities", { name, description: "A deity" });
}

/** A main form of a deity (`POST /api/maindeity`). */
export function createMainForm(baseUrl: string, deityId: string, name = `Form ${uniqueWord()}`) {
  return post(baseUrl, "/api/maindeity", { deityId, name });
}

export function createCategory(baseUrl: string, name = `Category ${uniqueWord()}`) {
  return post(baseUrl, "/api/category", { name });
}

/** Open 05:00–12:30 and 16:00–22:00 every day, Sunday first (as the seed's Madurai temple). */
const TIMINGS = Array.from({ length: 7 }, () => [
  { open: "05:00", close: "12:30" },
  { open: "16:00", close: "22:00" },
]);
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const FULL_DETAILS = { name: true, gotra: true, nakshatra: true, rasi: true };

export interface OwnPooja {
  id: string;
  name: string;
}

/** A published temple of a journey's own, in its own state and district, with its poojas. */
export interface OwnTemple {
  id: string;
  name: string;
  slug: string;
  /** The made-up word in its name (and its state's, district's and town's): search for it. */
  word: string;
  state: string;
  district: string;
  town: string;
  latitude: number;
  longitude: number;
  /** An archanai of ₹100.00 for up to 6 people, four slots a day on every day. */
  archanai: OwnPooja;
  /** The archanai, an abhishekam and a pooja, each bookable on the next days. */
  poojas: OwnPooja[];
}

/** A place in India away from the coasts and borders, to four decimals (about 11 m). */
function placeInIndia() {
  const at = (from: number, span: number) => Math.round((from + Math.random() * span) * 1e4) / 1e4;
  return { latitude: at(12, 14), longitude: at(74, 10) };
}

/**
 * A published temple of its own for a journey (issue 6's catalogue, as the demo seed's Madurai
 * temple has it): a new state with a new district, a deity and its main form, a category, the
 * temple at a place of its own, and three poojas open every day — an archanai of ₹100.00 with
 * four slots and a 2-hour cut-off, an abhishekam and a pooja — each asking for the full
 * sankalpam details.
 */
export async function createTempleWithPoojas(baseUrl: string): Promise<OwnTemple> {
  const word = uniqueWord();
  const state = await createState(baseUrl, `State ${word}`);
  const district = await createDistrict(baseUrl, state.id, `District ${word}`);
  const deity = await createDeity(baseUrl, `Deity ${word}`);
  const mainForm = await createMainForm(baseUrl, deity.id, `Form ${word}`);
  const category = await createCategory(baseUrl, `Category ${word}`);
  const { latitude, longitude } = placeInIndia();
  const town = `Town ${word}`;
  const temple = {
    name: `Sri ${word} Temple`,
    slug: `sri-${word.toLowerCase()}-temple`,
    mainFormId: mainForm.id,
    categoryIds: [category.id],
    stateId: state.id,
    districtId: district.id,
    town,
    address: "East Car Street",
    pinCode: "625001",
    latitude,
    longitude,
    timings: TIMINGS,
    description: `<p>A temple of ${word}, made by a browser journey for itself.</p>`,
    history: "<p>Built for one run of the browser journeys.</p>",
    published: true,
  };
  const { id } = await post(baseUrl, "/api/temples", temple);
  const pooja = async (fields: Record<string, unknown>): Promise<OwnPooja> => {
    const made = await post(baseUrl, "/api/poojas", {
      templeId: id,
      weekdays: EVERY_DAY,
      bookingWindowDays: 60,
      requires: FULL_DETAILS,
      ...fields,
    });
    return { id: made.id, name: fields.name as string };
  };
  const archanai = await pooja({
    kind: "archanai",
    name: `${word} Archanai`,
    description: "<p>Archanai with kumkum and flowers, with the devotee's sankalpam.</p>",
    pricePaise: 10000,
    durationMinutes: 15,
    slots: ["06:00", "10:00", "17:00", "19:00"].map((time) => ({ time, capacity: 100 })),
    cutoffHours: 2,
    maxParticipants: 6,
  });
  const abhishekam = await pooja({
    kind: "abhishekam",
    name: `${word} Abhishekam`,
    description: "<p>Abhishekam with milk, curd, honey and sandal paste.</p>",
    pricePaise: 150000,
    durationMinutes: 60,
    slots: [{ time: "05:30", capacity: 20 }],
    cutoffHours: 24,
    maxParticipants: 4,
  });
  const kalyanam = await pooja({
    kind: "pooja",
    name: `${word} Kalyanam`,
    description: "<p>The divine wedding performed on the devotee's behalf.</p>",
    pricePaise: 300000,
    durationMinutes: 90,
    slots: [{ time: "10:30", capacity: 10 }],
    cutoffHours: 24,
    maxParticipants: 6,
  });
  return {
    id,
    name: temple.name,
    slug: temple.slug,
    word,
    state: state.name as string,
    district: district.name as string,
    town,
    latitude,
    longitude,
    archanai,
    poojas: [archanai, abhishekam, kalyanam],
  };
}

/**
 * A temple's donation purpose (`POST /api/donation-purposes`, issue 18), active, listed on the
 * donate page by `position`, lowest first.
 */
export function createDonationPurpose(
  baseUrl: string,
  templeId: string,
  name: string,
  position = 0,
) {
  return post(baseUrl, "/api/donation-purposes", {
    templeId,
    name,
    description: "Collected by a browser journey",
    position,
  });
}

/**
 * Registers the temple's trust under 80G (`PUT /api/temples/:id`), as the demo seed's Madurai
 * trust is: a made-up trust PAN and registration number, valid from April of last year
 * until March four years on, so today is always inside it. Returns the trust's name.
 */
export async function register80g(baseUrl: string, templeId: string, word = uniqueWord()) {
  const year = new Date().getUTCFullYear();
  const trustName = `Sri ${word} Devasthanam Trust`;
  await put(baseUrl, `/api/temples/${templeId}`, {
    trustName,
    trustPan: "AAATS1234K",
    reg80gNumber: "AAATS1234KF20221",
    reg80gValidFrom: `${year - 1}-04-01`,
    reg80gValidUntil: `${year + 4}-03-31`,
  });
  return trustName;
}

/** A state of the seed by its `/api/states` code (e.g. "TN"), with its id. */
export async function stateOfCode(baseUrl: string, code: string, name: string) {
  const sa = await superAdmin(baseUrl);
  const found = await apiCall<Row[]>(
    baseUrl,
    sa.token,
    "GET",
    `/api/states?q=${encodeURIComponent(name)}&limit=100`,
  );
  const state = found.find((s) => s.code === code);
  if (!state) throw new Error(`The seed has no state ${code} (${name})`);
  return state;
}

/** A temple shop of a journey's own: a published temple in a seeded state, without poojas. */
export interface ShopTemple {
  id: string;
  name: string;
  word: string;
  /** Its GSTIN when it is registered for GST (decision 231), else null. */
  gstin: string | null;
}

/**
 * A published temple of its own in one of the seed's states (its GST state is where its sales
 * start, decision 231), in a new district of that state, registered for GST under `gstin` when
 * one is given. The PIN code must lie in that state's postal zone.
 */
export async function createShopTemple(
  baseUrl: string,
  o: { stateId: string; pinCode: string; gstin?: string },
): Promise<ShopTemple> {
  const word = uniqueWord();
  const district = await createDistrict(baseUrl, o.stateId, `District ${word}`);
  const name = `Sri ${word} Temple`;
  const { id } = await post(baseUrl, "/api/temples", {
    name,
    slug: `sri-${word.toLowerCase()}-temple`,
    stateId: o.stateId,
    districtId: district.id,
    town: `Town ${word}`,
    address: "South Car Street",
    pinCode: o.pinCode,
    ...placeInIndia(),
    description: `<p>A temple shop of ${word}, made by a browser journey for itself.</p>`,
    published: true,
    gstRegistered: Boolean(o.gstin),
    gstin: o.gstin ?? null,
  });
  return { id, name, word, gstin: o.gstin ?? null };
}

/**
 * A product of a temple's shop (`POST /api/products`), in stock and delivered free, so that an
 * order's total is its lines' prices alone. `gstRate` 0 is exempt (prasadam).
 */
export async function createProduct(
  baseUrl: string,
  templeId: string,
  o: { title: string; category: string; pricePaise: number; gstRate: number; hsnCode: string },
) {
  return post(baseUrl, "/api/products", {
    templeId,
    description: "Sold by a browser journey",
    stock: 50,
    freeShipping: true,
    ...o,
  });
}
