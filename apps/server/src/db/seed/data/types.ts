/**
 * Shapes of the demo seed data. These are plain data modules: the seed
 * runner maps them onto database rows, resolving references by name
 * (a temple's `state`, `district`, `mainForm` and `categories`, a main
 * form's `deity`, a pooja's `materials`).
 */

/** Day of the week, as in `Date.prototype.getDay()`: 0 = Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6; // 0 = Sunday

/** A state or union territory with every current district. */
export interface SeedState {
  name: string;
  /** ISO 3166-2:IN subdivision code without the "IN-" prefix. */
  code: string;
  kind: "state" | "ut";
  districts: string[];
}

export interface SeedDeity {
  name: string;
  description: string;
}

/** A presiding form of a deity, served at `/api/maindeity`. */
export interface SeedMainForm {
  name: string;
  deity: string; // deity = SeedDeity.name
  description: string;
}

export interface SeedCategory {
  name: string;
  description: string;
}

/** One opening of the temple, "HH:MM" 24-hour, temple-local time (Asia/Kolkata). */
export interface SeedSession {
  open: string;
  close: string;
} // "HH:MM" 24h, temple-local time

export type PoojaKind = "pooja" | "archanai" | "abhishekam" | "homam" | "other";

/** A bookable start time with the number of bookings it can take. */
export interface SeedSlot {
  time: string;
  capacity: number;
} // "HH:MM"

export interface SeedPooja {
  kind: PoojaKind;
  name: string;
  description: string;
  /** Price per booking in paise (₹1 = 100 paise). */
  pricePaise: number;
  durationMinutes: number;
  /** Days on which the pooja is offered. */
  weekdays: Weekday[];
  slots: SeedSlot[];
  /** How many days ahead a devotee may book. */
  bookingWindowDays: number;
  /** Bookings close this many hours before the slot starts. */
  cutoffHours: number;
  /** Devotees that one booking may name. */
  maxParticipants: number;
  /** Devotee details the priest needs for the sankalpam. */
  requires: { name: boolean; gotra: boolean; nakshatra: boolean; rasi: boolean };
  materials: string[]; // names of included materials, e.g. "Flowers", "Coconut"
}

export interface SeedTemple {
  name: string;
  slug: string;
  mainForm: string;
  categories: string[];
  state: string;
  district: string;
  town: string;
  address: string;
  pinCode: string;
  latitude: number;
  longitude: number;
  phone?: string;
  website?: string;
  description: string;
  history: string;
  timings: SeedSession[]; // same sessions every day (e.g. morning and evening), real-looking
  poojas: SeedPooja[];
}
