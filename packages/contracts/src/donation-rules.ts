/**
 * Donation constants without zod (issue 18), so public pages can import them at run time through
 * `@sannidhi/contracts/donation-rules`.
 */
export const DONATION = {
  minPaise: 100,
  /** The contract's own ceiling (₹1 crore); the configured maximum is at most this. */
  ceilingPaise: 1_000_000_000,
  /** The donate page's preset amounts, in rupees. */
  presetRupees: [101, 251, 501, 1001, 2501, 5001],
  /** Income-tax Act s. 80G(5D): cash above this is not deductible (said on every receipt). */
  cashLimitRupees: 2000,
} as const;

/** A PAN as the Income-tax Department issues it: five letters, four digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** "ABCDE1234F" → "XXXXXX234F"... shown everywhere except the receipt and the export. */
export function maskPan(pan: string): string {
  return `${"X".repeat(Math.max(0, pan.length - 4))}${pan.slice(-4)}`;
}
