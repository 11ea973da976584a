/**
 * The one clock of bookings, payments and discovery. Tests replace `clock.now` to stand at a
 * chosen instant (cut-off, hold expiry, refund at 30 s / 5 min / 20 min) without waiting.
 * Every rule compares against this value, never against the database's now().
 */
export const clock = {
  now: (): Date => new Date(),
};
