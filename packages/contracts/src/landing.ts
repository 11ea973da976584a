/**
 * What the landing page shows, shared by the web app (features/public) and the server's light
 * landing document (modules/public-pages/landing-page.ts, decision 165), so the two cannot drift.
 * Texts are keys of the web locales' `landing` and `contact` namespaces. No zod here: the light
 * page and the web app's first load import it.
 */

/** The slides in order: the image of each and the key of its text in `landing:slides`. */
export const LANDING_SLIDES = [
  { key: "discover", image: "/images/gopuram.svg" },
  { key: "book", image: "/images/diya.svg" },
  { key: "language", image: "/images/flowers.svg" },
  { key: "map", image: "/images/map.svg" },
  { key: "prasadam", image: "/images/bell.svg" },
] as const satisfies readonly { key: string; image: string }[];

/** "What is Sannidhi": the points of `landing:about.points`. */
export const LANDING_ABOUT = ["temples", "rituals", "priests", "languages"] as const;

/** "Our team": the members of `landing:team.members` and their pictures. */
export const LANDING_TEAM = [
  { key: "temples", image: "/images/team-temples.svg" },
  { key: "rituals", image: "/images/team-rituals.svg" },
  { key: "care", image: "/images/team-care.svg" },
] as const;

/** "How it works": the steps of `landing:how.steps`, in order. */
export const LANDING_STEPS = ["find", "choose", "book", "attend"] as const;

/** The contact form's fields in order, and what a phone's keyboard and autofill need of each. */
export const CONTACT_FIELDS = ["fullName", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const CONTACT_INPUT: Record<
  ContactField,
  { type: "text" | "email" | "tel"; autoComplete: string; inputMode?: "email" | "tel" }
> = {
  fullName: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel" },
  subject: { type: "text", autoComplete: "off" },
  message: { type: "text", autoComplete: "off" },
};
