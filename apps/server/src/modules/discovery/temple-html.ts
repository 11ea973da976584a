import {
  type LanguageCode,
  negotiateLanguage,
  type TempleCard,
  type TemplePage,
  TempleSearchQuerySchema,
} from "@sannidhi/contracts";
import type { FastifyRequest } from "fastify";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Db } from "../../db/client.js";
import type { PrerenderedPage } from "../../plugins/spa.js";
import { clock } from "../bookings/clock.js";
import { attribute, clip, plainText, text } from "../public-pages/public-document.js";
import { search, templePage } from "./discovery.service.js";

/** The public pages whose content the server renders (issue 17): temple list and temple pages. */
export async function prerenderPublicPage(
  db: Db,
  publicUrl: string,
  path: string,
  request: FastifyRequest,
): Promise<PrerenderedPage | null> {
  if (/^\/app\/temples\/?$/.test(path)) return prerenderTempleList(db, publicUrl, request);
  return prerenderTemple(db, publicUrl, path, request);
}

/**
 * The temple list (`/app/temples`, with the same query as the search page) as the server sends
 * it: one page of temples as links, and a link to the next page, so search engines and devotees
 * without JavaScript can reach every temple's page.
 */
export async function prerenderTempleList(
  db: Db,
  publicUrl: string,
  request: FastifyRequest,
): Promise<PrerenderedPage | null> {
  const parsed = TempleSearchQuerySchema.safeParse(request.query ?? {});
  if (!parsed.success) return null;
  const lang = negotiateLanguage(parsed.data.lang, request.headers["accept-language"]);
  const q = parsed.data;
  const found = await search(db, { ...q, lang });
  const l = LABELS[lang];
  const origin = publicUrl.replace(/\/$/, "");
  const params = new URLSearchParams(
    Object.entries(request.query as Record<string, string>).filter(([k]) => k !== "page"),
  );
  const pageUrl = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set("page", String(page));
    const qs = next.toString();
    return `/app/temples${qs ? `?${qs}` : ""}`;
  };
  const more = q.page * q.limit < found.meta.total;
  const title = `${l.all} · Sannidhi`;
  const summary = found.data
    .slice(0, 5)
    .map((t) => t.name)
    .join(", ");
  const head = [
    `<title>${text(title)}</title>`,
    `<meta name="description" content="${attribute(summary || title)}" />`,
    `<link rel="canonical" href="${attribute(`${origin}${pageUrl(q.page)}`)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Sannidhi" />`,
    `<meta property="og:title" content="${attribute(title)}" />`,
    `<meta property="og:url" content="${attribute(`${origin}${pageUrl(q.page)}`)}" />`,
  ].join("\n    ");
  const body = renderToStaticMarkup(
    h(
      "div",
      { "data-prerendered": "temples", style: { maxWidth: 720, margin: "0 auto", padding: 16 } },
      h("nav", null, h("a", { href: "/app" }, "Sannidhi")),
      h(
        "main",
        null,
        h("h1", null, l.all),
        h(
          "ul",
          null,
          found.data.map((t: TempleCard) =>
            h(
              "li",
              { key: t.id },
              h("a", { href: `/app/temples/${encodeURIComponent(t.slug)}` }, t.name),
              ` — ${[t.town, t.state].filter(Boolean).join(", ")}`,
            ),
          ),
        ),
        h(
          "nav",
          null,
          q.page > 1
            ? h("a", { href: pageUrl(q.page - 1), rel: "prev", "aria-label": "Previous page" }, "←")
            : null,
          more
            ? h("a", { href: pageUrl(q.page + 1), rel: "next", "aria-label": "Next page" }, "→")
            : null,
        ),
      ),
    ),
  );
  return { lang, head, body };
}

/**
 * A temple's public page as the server sends it (issue 17, docs/decisions/162): its facts,
 * poojas with prices and coming festivals already in the HTML, with Open Graph tags, so the page
 * reads with JavaScript off and a shared link shows a preview. Rendered from the database on
 * every request (no cache, no rebuild): a CMS edit shows at once. The web app mounts over it
 * and takes over as before.
 */
export async function prerenderTemple(
  db: Db,
  publicUrl: string,
  path: string,
  request: FastifyRequest,
): Promise<PrerenderedPage | null> {
  const match = /^\/app\/temples\/([^/]+)\/?$/.exec(path);
  if (!match?.[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  if (slug.length > 200) return null;
  const asked = (request.query as { lang?: string } | undefined)?.lang;
  const lang = negotiateLanguage(asked, request.headers["accept-language"]);
  let t: TemplePage;
  try {
    t = await templePage(db, slug, clock.now(), lang);
  } catch {
    // Not found or not published: the web app shows its own "not found".
    return null;
  }
  const origin = publicUrl.replace(/\/$/, "");
  const absolute = (url: string) => (url.startsWith("/") ? `${origin}${url}` : url);
  const summary = clip(
    plainText(t.description) || [t.deity, t.town, t.state].filter(Boolean).join(", "),
    200,
  );
  const image = absolute(t.images[0] ?? t.illustration);
  const url = `${origin}/app/temples/${encodeURIComponent(t.slug)}`;
  const title = `${t.name} — ${t.town} · Sannidhi`;
  const meta = (attr: "name" | "property", key: string, content: string) =>
    `<meta ${attr}="${key}" content="${attribute(content)}" />`;
  const head = [
    `<title>${text(title)}</title>`,
    meta("name", "description", summary),
    `<link rel="canonical" href="${attribute(url)}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", "Sannidhi"),
    meta("property", "og:title", t.name),
    meta("property", "og:description", summary),
    meta("property", "og:url", url),
    meta("property", "og:image", image),
    meta("property", "og:locale", `${lang}_IN`),
    meta("name", "twitter:card", "summary_large_image"),
  ].join("\n    ");
  return { lang, head, body: renderToStaticMarkup(templeDocument(t, lang)) };
}

const LABELS: Record<
  LanguageCode,
  { poojas: string; festivals: string; address: string; all: string }
> = {
  en: { poojas: "Poojas", festivals: "Coming up", address: "Address", all: "All temples" },
  hi: { poojas: "पूजाएँ", festivals: "आगामी", address: "पता", all: "सभी मंदिर" },
  ta: { poojas: "பூஜைகள்", festivals: "வரவிருப்பவை", address: "முகவரி", all: "அனைத்து கோயில்கள்" },
  te: { poojas: "పూజలు", festivals: "రాబోయేవి", address: "చిరునామా", all: "అన్ని ఆలయాలు" },
  kn: { poojas: "ಪೂಜೆಗಳು", festivals: "ಮುಂಬರುವವು", address: "ವಿಳಾಸ", all: "ಎಲ್ಲಾ ದೇವಾಲಯಗಳು" },
  ml: { poojas: "പൂജകൾ", festivals: "വരാനിരിക്കുന്നവ", address: "വിലാസം", all: "എല്ലാ ക്ഷേത്രങ്ങളും" },
};

function templeDocument(t: TemplePage, lang: LanguageCode): ReactNode {
  const l = LABELS[lang];
  const rupees = new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 0,
  });
  const date = new Intl.DateTimeFormat(`${lang}-IN`, {
    dateStyle: "medium",
    timeZone: "Asia/Kolkata",
  });
  const paragraphs = (html: string) =>
    plainText(html, "\n")
      .split(/\n+/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p, i) => h("p", { key: i }, p));
  return h(
    "div",
    { "data-prerendered": "temple", style: { maxWidth: 720, margin: "0 auto", padding: 16 } },
    h(
      "nav",
      null,
      h("a", { href: "/app" }, "Sannidhi"),
      " · ",
      h("a", { href: "/app/temples" }, l.all),
    ),
    h(
      "main",
      null,
      h("h1", null, t.name),
      h(
        "p",
        null,
        [t.mainForm ?? t.deity, t.town, t.district, t.state].filter(Boolean).join(" · "),
      ),
      ...paragraphs(t.description),
      ...paragraphs(t.history),
      t.poojas.length
        ? h(
            "section",
            null,
            h("h2", null, l.poojas),
            h(
              "ul",
              null,
              t.poojas.map((p) =>
                h(
                  "li",
                  { key: p.id },
                  h("strong", null, p.name),
                  ` — ${rupees.format(p.pricePaise / 100)}`,
                  p.durationMinutes ? ` · ${p.durationMinutes} min` : "",
                ),
              ),
            ),
          )
        : null,
      t.upcomingEvents.length
        ? h(
            "section",
            null,
            h("h2", null, l.festivals),
            h(
              "ul",
              null,
              t.upcomingEvents.map((e) =>
                h("li", { key: e.id }, `${e.title} — ${date.format(new Date(e.startsAt))}`),
              ),
            ),
          )
        : null,
      h(
        "section",
        null,
        h("h2", null, l.address),
        h("address", null, `${t.address} ${t.pinCode}`.trim(), t.phone ? h("br") : null, t.phone),
      ),
    ),
  );
}
