import { localeOf } from "../../lib/format";

/** "0.8", "12", "1,204": one decimal below 10 km, whole kilometres beyond, Latin digits. */
export function formatDistance(km: number, language = "en"): string {
  return new Intl.NumberFormat(localeOf(language), {
    numberingSystem: "latn",
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}
