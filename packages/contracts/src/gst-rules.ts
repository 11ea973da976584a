/**
 * GST facts both apps read, without zod (issue 38, docs/decisions/230 and 231): the state codes
 * of the GST registration, the GSTIN's check character, HSN codes, and the split of a price that
 * includes GST into taxable value and CGST + SGST or IGST.
 */

/**
 * The two-digit GST state code of each state and union territory, keyed by the codes of
 * `/api/states` (the first two characters of a GSTIN and the "state code" printed beside the
 * place of supply, CGST Rules rule 46(n)).
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  JK: "01",
  HP: "02",
  PB: "03",
  CH: "04",
  UK: "05",
  HR: "06",
  DL: "07",
  RJ: "08",
  UP: "09",
  BR: "10",
  SK: "11",
  AR: "12",
  NL: "13",
  MN: "14",
  MZ: "15",
  TR: "16",
  ML: "17",
  AS: "18",
  WB: "19",
  JH: "20",
  OD: "21",
  CG: "22",
  MP: "23",
  GJ: "24",
  DH: "26",
  MH: "27",
  KA: "29",
  GA: "30",
  LD: "31",
  KL: "32",
  TN: "33",
  PY: "34",
  AN: "35",
  TG: "36",
  AP: "37",
  LA: "38",
};

const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** State code, PAN (5 letters, 4 digits, a letter), entity number, "Z", check character. */
export const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character: the Luhn mod-36 check over the first fourteen (GSTN's published
 * algorithm). Each character's value (0–9, A=10 … Z=35) is multiplied by 1 and 2 alternately
 * from the left; each product's quotient and remainder by 36 are summed; the check is
 * (36 − sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i] ?? "");
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN, in words a temple's office understands; null when it is valid. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return "A GSTIN has 15 characters";
  if (!GSTIN_SHAPE.test(gstin)) {
    return "A GSTIN is a 2-digit state code, the 10-character PAN, an entity number, Z and a check character";
  }
  if (!Object.values(GST_STATE_CODES).includes(gstin.slice(0, 2))) {
    return `${gstin.slice(0, 2)} is not a GST state code`;
  }
  const check = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin[14] !== check) {
    return `The GSTIN's check character is wrong (it should end in ${check}): check for a mistyped character`;
  }
  return null;
}

/** A GSTIN built from its parts (demo data and tests): state code, PAN, entity number. */
export function gstinOf(stateCode: string, pan: string, entity = "1"): string {
  const first14 = `${stateCode}${pan}${entity}Z`;
  return first14 + gstinCheckCharacter(first14);
}

/**
 * HSN (goods) or SAC (services, starting 99) code: 4, 6 or 8 digits (rule 46(g) and
 * Notification 78/2020-CT: at least 4 digits up to ₹5 crore turnover, 6 above; 8 is the full
 * tariff item).
 */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;
/** SAC of religious services (conducting a pooja: exempt, Notification 12/2017-CT(Rate) entry 13). */
export const SAC_RELIGIOUS_SERVICES = "999591";

/**
 * GST rates a temple's goods take since 22 September 2025 (Notification 9/2025-CT(Rate)): nil
 * or exempt (0: prasadam, most pooja items), 3 (gold and silver articles), 5 and 18 (the two
 * main rates) and 40 (demerit goods). 12 and 28 were removed; invoices issued before keep theirs.
 */
export const GST_RATES = [0, 3, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** Where a supply is taxed: registered seller or not, and inside one state or across two. */
export interface Supply {
  registered: boolean;
  interState: boolean;
}

export interface GstLine {
  /** Value before tax, in paise. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * One line's tax, out of its GST-inclusive price (what the devotee paid): IGST across states,
 * CGST and SGST at half the rate each inside one state. Each tax is rounded to the paisa and the
 * taxable value is what remains, so taxable value and tax always add up to the price paid. An
 * unregistered seller collects no tax (CGST Act section 32(1)): the whole price is its value.
 */
export function gstOfLine(grossPaise: number, rate: number, supply: Supply): GstLine {
  const none = { taxablePaise: grossPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  if (!supply.registered || rate <= 0) return none;
  if (supply.interState) {
    const igst = Math.round((grossPaise * rate) / (100 + rate));
    return { ...none, taxablePaise: grossPaise - igst, igstPaise: igst };
  }
  const half = Math.round((grossPaise * rate) / (2 * (100 + rate)));
  return { ...none, taxablePaise: grossPaise - 2 * half, cgstPaise: half, sgstPaise: half };
}

/** The kind of GST document a supply needs (decision 230). */
export const GST_DOCUMENTS = ["tax_invoice", "bill_of_supply", "invoice_cum_bill"] as const;
export type GstDocument = (typeof GST_DOCUMENTS)[number];

/**
 * A tax invoice (rule 46) when every line is taxable, a bill of supply (rule 49) when none is
 * or the seller is not registered, and for both in one sale to a devotee an invoice-cum-bill of
 * supply (rule 46A).
 */
export function gstDocumentOf(rates: readonly number[], registered: boolean): GstDocument {
  if (!registered) return "bill_of_supply";
  const taxable = rates.filter((r) => r > 0).length;
  if (taxable === 0) return "bill_of_supply";
  return taxable === rates.length ? "tax_invoice" : "invoice_cum_bill";
}
