/**
 * Indian formats (issue 5): money in rupees with the ₹ sign and lakh/crore grouping, dates in
 * the devotee's language. Every language is formatted with its Indian locale (`ta-IN`, …). One
 * definition for the web app and the server's public pages (issue 36).
 */
export function localeOf(language: string): string {
  const base = language.split("-")[0] || "en";
  return `${base}-IN`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string): Intl.NumberFormat {
  let format = moneyFormats.get(locale);
  if (!format) {
    // Latin digits everywhere: prices must read the same on a receipt and in a bank SMS.
    const options = { style: "currency", currency: "INR", numberingSystem: "latn" } as const;
    format = new Intl.NumberFormat(locale, options);
    // Some locales' data (kn-IN in current ICU) group in thousands; an Indian price is always
    // written in lakhs and crores, so those fall back to en-IN.
    if (!format.format(100_000).includes("1,00,000"))
      format = new Intl.NumberFormat("en-IN", options);
    moneyFormats.set(locale, format);
  }
  return format;
}

/** `formatMoney(12345678, "en")` → "₹1,23,456.78" (amounts are kept in paise). */
export function formatMoney(paise: number, language = "en"): string {
  return moneyFormat(localeOf(language)).format(paise / 100);
}

/** A calendar date in the devotee's language, e.g. "22 Nov 2026" or "22 நவ., 2026". */
export function formatDate(
  value: Date | string,
  language = "en",
  options: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" },
): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: "Asia/Kolkata",
    numberingSystem: "latn",
    ...options,
  }).format(date);
}

/** A calendar day "YYYY-MM-DD" (a day in India) with its weekday, e.g. "Sat, 28 Nov 2026". */
export function formatDay(day: string, language = "en"): string {
  return formatDate(new Date(`${day}T12:00:00+05:30`), language, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}

/** Date and time, in India's time zone, for messages and bookings. */
export function formatDateTime(value: Date | string, language = "en"): string {
  return formatDate(value, language, { dateStyle: "medium", timeStyle: "short" });
}

const countFormats = new Map<string, Intl.NumberFormat>();

/** A count as Indian readers group it (`1,00,000`), in Latin digits, e.g. "10,000 temples". */
export function formatCount(value: number, language = "en"): string {
  const locale = localeOf(language);
  let format = countFormats.get(locale);
  if (!format) {
    const options = { numberingSystem: "latn", maximumFractionDigits: 0 } as const;
    format = new Intl.NumberFormat(locale, options);
    // As for money: a locale whose data groups in thousands falls back to en-IN.
    if (format.format(100_000) !== "1,00,000") format = new Intl.NumberFormat("en-IN", options);
    countFormats.set(locale, format);
  }
  return format.format(value);
}

/** Kilometres: "0.8", "12", "1,204" — one decimal below 10 km, whole kilometres beyond. */
export function formatDistance(km: number, language = "en"): string {
  return new Intl.NumberFormat(localeOf(language), {
    numberingSystem: "latn",
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}
