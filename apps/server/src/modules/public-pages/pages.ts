import type { LanguageCode } from "@sannidhi/contracts/languages";
import { createElement as h } from "react";
import type { PublicPage } from "./public-document.js";
import { translator } from "./web-locales.js";

/**
 * The web app's FAQ topics and policy sections, in order (features/public/faq-page.tsx and
 * policy-page.tsx hold the same lists; a test checks they agree).
 */
export const FAQ_TOPICS = {
  booking: ["how", "forWhom"],
  payment: ["methods", "safe"],
  cancellation: ["window", "refund"],
  otp: ["what", "notReceived"],
  privacy: ["data", "delete"],
} as const;

export const POLICY_SECTIONS = {
  privacy: ["collect", "use", "share", "keep", "withdraw", "contact"],
  refund: ["window", "penalty", "refunds", "method", "contact"],
  terms: ["accept", "account", "bookings", "payments", "cancellation", "conduct", "changes"],
} as const;
export type PolicyKind = keyof typeof POLICY_SECTIONS;

export const POLICY_PATHS: Record<string, PolicyKind> = {
  "/privacy-policy": "privacy",
  "/refund-policy": "refund",
  "/terms-and-conditions": "terms",
};

/** /faqs: every question with its answer in the HTML, each opening on its own (no script). */
export function faqPage(lang: LanguageCode): Omit<PublicPage, "remember"> {
  const t = translator(lang);
  const title = t("faq:title");
  return {
    lang,
    path: "/faqs",
    title: `${title} — ${t("appName")}`,
    description: t("faq:intro"),
    main: h(
      "article",
      { className: "wrap text" },
      h("h1", null, title),
      h("p", { className: "lead" }, t("faq:intro")),
      Object.entries(FAQ_TOPICS).map(([topic, questions]) =>
        h(
          "section",
          { key: topic, "aria-labelledby": `faq-${topic}` },
          h("h2", { id: `faq-${topic}` }, t(`faq:${topic}.title`)),
          questions.map((q) =>
            h(
              "details",
              { key: q, className: "faq", id: `faq-${topic}-${q}` },
              h("summary", null, h("h3", null, t(`faq:${topic}.${q}.q`))),
              h("p", null, t(`faq:${topic}.${q}.a`)),
            ),
          ),
        ),
      ),
    ),
  };
}

/** A policy page; its numbers come from the policy module the booking rules use. */
export function policyPage(
  lang: LanguageCode,
  kind: PolicyKind,
  path: string,
): Omit<PublicPage, "remember"> {
  const t = translator(lang);
  const title = t(`policy:${kind}.title`);
  return {
    lang,
    path,
    title: `${title} — ${t("appName")}`,
    description: t(`policy:${kind}.intro`),
    main: h(
      "article",
      { className: "wrap text" },
      h("h1", null, title),
      h("p", { className: "lead" }, t(`policy:${kind}.intro`)),
      POLICY_SECTIONS[kind].map((section) =>
        h(
          "section",
          { key: section, "aria-labelledby": `${kind}-${section}` },
          h("h2", { id: `${kind}-${section}` }, t(`policy:${kind}.${section}.heading`)),
          h("p", null, t(`policy:${kind}.${section}.body`)),
        ),
      ),
    ),
  };
}
