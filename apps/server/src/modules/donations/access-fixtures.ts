import type { AccessFixture } from "../../../test/access.js";
import { createTemple } from "../../../test/catalog.js";
import { createPurpose, donate, payDonationLocally, register80g } from "../../../test/donations.js";

const setups = new WeakMap<
  AccessFixture,
  Promise<{ templeId: string; slug: string; purposeId: string }>
>();

/** One 80G-registered temple with a purpose, for the donation rows of one matrix run. */
export function donationTemple(fx: AccessFixture) {
  let s = setups.get(fx);
  if (!s) {
    s = (async () => {
      const { temple } = await createTemple(fx.ctx);
      await register80g(fx.ctx, temple.id);
      const purpose = await createPurpose(fx.ctx, temple.id);
      return { templeId: temple.id, slug: temple.slug, purposeId: purpose.id };
    })();
    setups.set(fx, s);
  }
  return s;
}

/** The body of a ₹501 gift with PAN to the matrix temple. */
export async function donationBody(fx: AccessFixture) {
  const t = await donationTemple(fx);
  return {
    templeId: t.templeId,
    purposeId: t.purposeId,
    amountPaise: 50_100,
    donorName: "Meena Sundaram",
    donorAddress: "Mylapore, Chennai",
    pan: "ABCDE1234F",
  };
}

/** A paid donation of devotee A. */
export async function paidDonationOfA(fx: AccessFixture): Promise<string> {
  const a = fx.users.devoteeA;
  const res = await donate(fx.ctx, a, await donationBody(fx));
  const id = res.json().data.id as string;
  await payDonationLocally(fx.ctx, a, id);
  return id;
}
