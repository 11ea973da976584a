import type { TemplePage } from "@sannidhi/contracts";
import type { LanguageCode } from "@sannidhi/contracts/languages";
import { TemplePage as TempleView } from "@sannidhi/site/pages/temple";
import { clip, plainText } from "@sannidhi/site/text";
import { translator } from "@sannidhi/site/translate";
import { createElement as h } from "react";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import { clock } from "../bookings/clock.js";
import { templePage } from "../discovery/discovery.service.js";
import { attribute, type PublicPage } from "./public-document.js";

/**
 * A temple's page (issue 17, decision 163): the temple page of `@sannidhi/site`, from the
 * database on every request (a CMS edit shows at once), with its Open Graph tags. Null when the
 * temple is unknown or not published (the route answers "not found").
 */
export async function templeLightPage(
  db: Db,
  publicUrl: string,
  slug: string,
  lang: LanguageCode,
): Promise<Omit<PublicPage, "remember"> | null> {
  if (slug.length > 200) return null;
  let temple: TemplePage;
  try {
    temple = await templePage(db, slug, clock.now(), lang);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
  const t = translator(lang);
  const origin = publicUrl.replace(/\/$/, "");
  const absolute = (url: string) => (url.startsWith("/") ? `${origin}${url}` : url);
  const summary = clip(
    plainText(temple.description) ||
      [temple.deity, temple.town, temple.state].filter(Boolean).join(", "),
    200,
  );
  const meta = (attr: "name" | "property", key: string, content: string) =>
    `<meta ${attr}="${key}" content="${attribute(content)}" />`;
  return {
    lang,
    path: `/app/temples/${encodeURIComponent(temple.slug)}`,
    title: `${temple.name} — ${temple.town} · ${t("appName")}`,
    description: summary,
    head: [
      meta("property", "og:type", "website"),
      meta("property", "og:site_name", "Sannidhi"),
      meta("property", "og:title", temple.name),
      meta("property", "og:description", summary),
      meta("property", "og:url", `${origin}/app/temples/${encodeURIComponent(temple.slug)}`),
      meta("property", "og:image", absolute(temple.images[0] ?? temple.illustration)),
      meta("property", "og:locale", `${lang}_IN`),
      meta("name", "twitter:card", "summary_large_image"),
    ],
    main: h(TempleView, { t, lang, temple, now: clock.now() }),
  };
}
