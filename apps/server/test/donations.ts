import { eq } from "drizzle-orm";
import { donationPurposes, temples } from "../src/db/schema/index.js";
import type { TestContext } from "./helpers.js";
import { payWithLocalProvider } from "./payments.js";
import type { TestUser } from "./users.js";

/** A temple's donation purpose, straight in the database. */
export async function createPurpose(
  ctx: TestContext,
  templeId: string,
  o: { name?: string; active?: boolean; position?: number } = {},
) {
  const [row] = await ctx.database.db
    .insert(donationPurposes)
    .values({
      templeId,
      name: o.name ?? "General hundi",
      active: o.active ?? true,
      position: o.position ?? 0,
      translations: { ta: { name: "பொது உண்டியல்" } },
    })
    .returning();
  return row!;
}

/** Records the temple trust's PAN and 80G registration, valid from `from` to `until`. */
export async function register80g(
  ctx: TestContext,
  templeId: string,
  from = "2022-04-01",
  until = "2027-03-31",
) {
  await ctx.database.db
    .update(temples)
    .set({
      trustName: "Sri Temple Devasthanam Trust",
      trustPan: "AAATS1234K",
      reg80gNumber: "AAATS1234KF20221",
      reg80gValidFrom: from,
      reg80gValidUntil: until,
    })
    .where(eq(temples.id, templeId));
}

export const donate = (ctx: TestContext, user: TestUser, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url: "/api/donations", headers: user.headers, payload });

/** Pays a donation with the local provider (its checkout page's signed callback). */
export const payDonationLocally = (
  ctx: TestContext,
  user: TestUser,
  donationId: string,
  outcome: "success" | "failure" = "success",
) => payWithLocalProvider(ctx, user, { donationId }, outcome);
