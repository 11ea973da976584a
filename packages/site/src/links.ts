/**
 * The public site's addresses and the lists its pages are made of (spec sections 2 and 9,
 * issue 5): the landing page's anchors, the footer's links, the FAQ's topics and each policy's
 * sections, in page order. Text lives in the translations under the keys named here. One
 * definition for the server's pages and the web app's (issue 36).
 */

/** The landing page's anchors (spec section 2), in the order of the page; labels in `common`. */
export const ANCHORS = [
  { id: "home", label: "nav.home" },
  { id: "whatissannidhi", label: "nav.about" },
  { id: "our_team", label: "nav.team" },
  { id: "howitworks", label: "nav.howItWorks" },
  { id: "contact-us", label: "nav.contact" },
] as const;

/** The spec's addresses of the three policies (section 9), kept exactly. */
export const POLICY_PATHS = {
  privacy: "/privacy-policy",
  refund: "/refund-policy",
  terms: "/terms-and-conditions",
} as const;
export const FAQ_PATH = "/faqs";

/**
 * The addresses the server renders as the public site (issue 36), as route patterns: the web
 * app has no page of its own for them and hands over to the server when it reaches one.
 */
export const SERVER_PAGES = [
  "/app",
  "/app/temples",
  "/app/temples/:slug",
  FAQ_PATH,
  ...Object.values(POLICY_PATHS),
] as const;

/** The footer on every public page; labels in `common`. */
export const FOOTER_LINKS = [
  { to: POLICY_PATHS.privacy, label: "footer.privacy" },
  { to: POLICY_PATHS.terms, label: "footer.terms" },
  { to: POLICY_PATHS.refund, label: "footer.refund" },
  { to: FAQ_PATH, label: "footer.faqs" },
] as const;

/** The FAQ's topics and their questions; text in `faq:<topic>.<question>.q` and `.a`. */
export const FAQ_TOPICS = {
  booking: ["how", "forWhom"],
  payment: ["methods", "safe"],
  cancellation: ["window", "refund"],
  otp: ["what", "notReceived"],
  privacy: ["data", "delete"],
} as const;

/**
 * Each policy's sections, in order; text in `policy:<kind>.<section>`. Its numbers are never
 * typed into the text: they come from the contracts' POLICY, which the booking rules use too.
 */
export const POLICY_SECTIONS = {
  privacy: ["collect", "use", "share", "keep", "withdraw", "contact"],
  refund: ["window", "penalty", "refunds", "method", "contact"],
  terms: ["accept", "account", "bookings", "payments", "cancellation", "conduct", "changes"],
} as const;
export type PolicyKind = keyof typeof POLICY_SECTIONS;

/** The policy shown at a path, if it is one of the three. */
export const policyAt = (path: string): PolicyKind | undefined =>
  (Object.keys(POLICY_PATHS) as PolicyKind[]).find((kind) => POLICY_PATHS[kind] === path);

/** Temples per page of the search, on the server's page and in the web app alike. */
export const RESULTS_PER_PAGE = 20;
