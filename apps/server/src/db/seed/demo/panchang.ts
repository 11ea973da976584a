import { EclipticGeoMoon, MoonPhase, SearchMoonPhase, SunPosition } from "astronomy-engine";

/**
 * Enough of the Hindu calendar (panchang) to put the demo festivals on their real dates
 * (issue 19, decision 185): the lunar day (tithi), the moon's star (nakshatra) and the sun's
 * sidereal sign (the solar month of the Tamil and Kerala calendars), from the positions of the
 * sun and moon computed by astronomy-engine. Days are Indian (IST) calendar dates.
 *
 * A festival is kept on the day its tithi or nakshatra prevails at the rite's own time: sunrise
 * for Ekadashi, dusk for Pradosham and Karthigai Deepam, midnight for Shivaratri, night for
 * Kali Puja. A tithi that begins and ends between two such times (kshaya) is kept on the day it
 * begins. Checked against published dates (illustration in panchang.test.ts): Karthigai
 * Deepam 3 Dec 2025, Vaikunta Ekadashi 30 Dec 2025, Maha Shivaratri 15 Feb 2026.
 */
export type Day = string; // YYYY-MM-DD in India

/** Tithi numbers: 0 Shukla Pratipada … 14 Pournami, 15 Krishna Pratipada … 29 Amavasya. */
export const TITHI = {
  shuklaChaturthi: 3,
  shuklaShashti: 5,
  shuklaSaptami: 6,
  shuklaNavami: 8,
  shuklaDashami: 9,
  shuklaEkadashi: 10,
  shuklaTrayodashi: 12,
  pournami: 14,
  krishnaChaturthi: 18,
  krishnaAshtami: 22,
  krishnaEkadashi: 25,
  krishnaTrayodashi: 27,
  krishnaChaturdashi: 28,
  amavasya: 29,
  shuklaPratipada: 0,
} as const;

/** Sidereal signs (0 Mesha … 11 Meena), i.e. the solar months Chithirai … Panguni. */
export const SIGN = {
  mesha: 0,
  simha: 4,
  kanya: 5,
  tula: 6,
  vrischika: 7,
  dhanu: 8,
  makara: 9,
  kumbha: 10,
  meena: 11,
} as const;

/** Nakshatras used by the demo festivals (0 Ashwini … 26 Revati). */
export const NAKSHATRA = { krittika: 2, pushya: 7, uttaraPhalguni: 11, rohini: 3 } as const;

const DAY_MS = 86_400_000;

/** Lahiri ayanamsa, the usual offset of the sidereal zodiac of Indian calendars (degrees). */
function ayanamsa(at: Date): number {
  const years = (at.getTime() - Date.UTC(2000, 0, 1, 12)) / (365.25 * DAY_MS);
  return 23.853 + (50.29 / 3600) * years;
}
const sidereal = (tropical: number, at: Date) => (((tropical - ayanamsa(at)) % 360) + 360) % 360;

/**
 * The same few instants are asked about for every temple and rule (sunrise, dusk and midnight
 * of each day in the window): each is computed once, so the seed stays fast.
 */
function remembered(compute: (at: Date) => number) {
  const known = new Map<number, number>();
  return (at: Date) => {
    let value = known.get(at.getTime());
    if (value === undefined) {
      value = compute(at);
      known.set(at.getTime(), value);
    }
    return value;
  };
}

export const tithiAt = remembered((at) => Math.floor(MoonPhase(at) / 12) % 30);
export const nakshatraAt = remembered(
  (at) => Math.floor(sidereal(EclipticGeoMoon(at).lon, at) / (360 / 27)) % 27,
);
export const signAt = remembered((at) => Math.floor(sidereal(SunPosition(at).elon, at) / 30) % 12);

/** The instant `time` (HH:MM, IST) of an Indian day. */
export const atIst = (day: Day, time: string) => new Date(`${day}T${time}:00+05:30`);
export const addDays = (day: Day, n: number): Day =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const istDay = (at: Date): Day =>
  new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

function* days(from: Day, to: Day) {
  for (let d = from; d < to; d = addDays(d, 1)) yield d;
}

/** The days in [from, to) on which `tithi` is kept, judged at `time` (IST). */
export function tithiDays(tithi: number, from: Day, to: Day, time = "06:00"): Day[] {
  const out: Day[] = [];
  for (const day of days(addDays(from, -1), to)) {
    const here = tithiAt(atIst(day, time));
    const next = tithiAt(atIst(addDays(day, 1), time));
    if (here === tithi) out.push(day);
    // Skipped between two reference times (kshaya): kept on the day it begins.
    else if (here === (tithi + 29) % 30 && next === (tithi + 1) % 30) {
      const start = SearchMoonPhase(tithi * 12, atIst(day, time), 2);
      if (start) out.push(istDay(start.date));
    }
  }
  // A tithi that spans two reference times (vriddhi) is kept on the first of them.
  const kept = new Set(out);
  return [...kept].filter((d) => !kept.has(addDays(d, -1)) && d >= from && d < to);
}

/** The days in [from, to) whose `time` falls in `nakshatra`. */
export const nakshatraDays = (nakshatra: number, from: Day, to: Day, time = "18:00"): Day[] =>
  [...days(from, to)].filter((d) => nakshatraAt(atIst(d, time)) === nakshatra);

/** The sun's sidereal sign on a day (at sunrise): the solar month of the Tamil calendar. */
export const signOn = (day: Day) => signAt(atIst(day, "06:00"));

/** The days in [from, to) on which the sun enters a new sign (sankranti), with that sign. */
export function sankrantis(from: Day, to: Day): { day: Day; sign: number }[] {
  const out: { day: Day; sign: number }[] = [];
  for (const day of days(from, to)) {
    const sign = signAt(atIst(addDays(day, 1), "00:00"));
    if (sign !== signAt(atIst(day, "00:00"))) out.push({ day, sign });
  }
  return out;
}
