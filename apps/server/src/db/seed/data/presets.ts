import type { SeedPooja, Weekday } from "./types.js";

/** Shared building blocks for the pooja data, so the temple files read as data. */

type Requires = SeedPooja["requires"];

export const EVERY_DAY: Weekday[] = [0, 1, 2, 3, 4, 5, 6];
export const SUNDAY: Weekday[] = [0];
export const MONDAY: Weekday[] = [1];
export const TUESDAY: Weekday[] = [2];
export const THURSDAY: Weekday[] = [4];
export const FRIDAY: Weekday[] = [5];
export const SATURDAY: Weekday[] = [6];
/** Hanuman is worshipped above all on Tuesdays and Saturdays. */
export const TUESDAY_SATURDAY: Weekday[] = [2, 6];

/** Archanai with a full sankalpam: the priest recites name, gotra, birth star and moon sign. */
export const FULL_DETAILS: Requires = { name: true, gotra: true, nakshatra: true, rasi: true };
export const NAME_GOTRA_NAKSHATRA: Requires = {
  name: true,
  gotra: true,
  nakshatra: true,
  rasi: false,
};
/** Common for North Indian sankalp, which names the devotee and the gotra. */
export const NAME_GOTRA: Requires = { name: true, gotra: true, nakshatra: false, rasi: false };
/** Kerala temples record offerings (vazhipadu) by name and birth star. */
export const NAME_NAKSHATRA: Requires = { name: true, gotra: false, nakshatra: true, rasi: false };
export const NAME_ONLY: Requires = { name: true, gotra: false, nakshatra: false, rasi: false };
