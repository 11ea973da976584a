import type { TemplePage } from "@sannidhi/contracts";
import type { LanguageCode } from "@sannidhi/contracts/languages";
import { formatDate, formatDateTime, formatDay, formatMoney } from "@sannidhi/site/format";
import { type Translate, translator } from "@sannidhi/site/translate";
import { Fragment, createElement as h, type ReactNode } from "react";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import { clock } from "../bookings/clock.js";
import { templePage } from "../discovery/discovery.service.js";
import { attribute, clip, type PublicPage, plainText } from "./public-document.js";

/**
 * A temple's page as a light document (issue 17, decision 163): what the web app's temple page
 * shows — facts, photos, poojas with prices, next dates and Book links, timings, address,
 * directions, history, coming events — in the HTML, from the database on every request (a CMS
 * edit shows at once). Book and Donate are links into the web app's booking and donation pages.
 * Null when the temple is unknown or not published (the route answers "not found").
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
    main: templeDocument(temple, lang, t),
  };
}

function templeDocument(temple: TemplePage, lang: LanguageCode, t: Translate): ReactNode {
  const english = (field: string) => (temple.fallback?.includes(field) ? "en" : undefined);
  const textOf = (field: keyof TemplePage) => {
    const value = String(temple[field] ?? "");
    const l = english(field);
    return l ? h("span", { lang: l }, value) : value;
  };
  const hasTimings = temple.timings.length === 7 && temple.timings.some((d) => d.length > 0);
  const hasPlace = temple.latitude != null && temple.longitude != null;
  const section = (id: string, title: string, ...children: ReactNode[]) =>
    h("section", { key: id, "aria-labelledby": id }, h("h2", { id }, title), ...children);
  const photos = temple.images;
  return h(
    "div",
    { className: "wrap temple" },
    h("a", { className: "back", href: "/app/temples" }, `← ${t("discovery:temple.backToSearch")}`),
    h(
      "article",
      null,
      h("h1", { lang: english("name") }, temple.name),
      h(
        "p",
        { className: "meta" },
        h("span", null, textOf("town"), ", ", textOf("district"), ", ", textOf("state")),
        hasTimings
          ? h(
              "span",
              { className: temple.openNow ? "chip open" : "chip" },
              temple.openNow ? t("discovery:temple.openNow") : t("discovery:temple.closedNow"),
            )
          : null,
      ),
      // The first picture is the page's largest content: sized by its box, so nothing shifts.
      photos.length === 0
        ? h(
            "figure",
            { className: "hero" },
            h("img", {
              src: temple.illustration,
              alt: t("catalogue:temple.illustrationAlt", { name: temple.name }),
              width: 800,
              height: 600,
              fetchPriority: "high",
            }),
          )
        : h(
            "ul",
            { className: "photos", "aria-label": t("discovery:temple.photos") },
            photos.map((src, i) =>
              h(
                "li",
                { key: src },
                h("img", {
                  src,
                  alt: t("catalogue:gallery.photoOf", { n: i + 1, total: photos.length }),
                  width: 800,
                  height: 450,
                  ...(i === 0 ? { fetchPriority: "high" } : { loading: "lazy" }),
                }),
              ),
            ),
          ),
      temple.mainForm || temple.deity
        ? section(
            "presiding",
            t("discovery:temple.presiding"),
            temple.mainForm
              ? h(
                  Fragment,
                  { key: "main" },
                  h("h3", null, `${t("discovery:temple.mainForm")}: `, textOf("mainForm")),
                  rich(temple.mainFormDescription, english("mainFormDescription")),
                )
              : null,
            temple.deity
              ? h(
                  Fragment,
                  { key: "deity" },
                  h("h3", null, `${t("discovery:temple.deity")}: `, textOf("deity")),
                  rich(temple.deityDescription, english("deityDescription")),
                )
              : null,
          )
        : null,
      section(
        "poojas",
        t("discovery:temple.poojas"),
        temple.poojas.length === 0
          ? h("p", { key: "none" }, t("discovery:temple.noPoojas"))
          : h(
              "ul",
              { key: "list", className: "poojas" },
              temple.poojas.map((p) => poojaItem(temple.slug, p, lang, t)),
            ),
        h(
          "a",
          {
            key: "donate",
            className: "button outlined",
            href: `/app/temples/${temple.slug}/donate`,
          },
          t("discovery:temple.donate"),
        ),
      ),
      section("timings", t("discovery:temple.timings"), timingsTable(temple, lang, t)),
      section(
        "contact",
        t("discovery:temple.contact"),
        h(
          "address",
          { key: "address" },
          temple.address ? textOf("address") : null,
          !temple.address.includes(temple.town)
            ? h(Fragment, null, temple.address ? h("br") : null, textOf("town"))
            : null,
          h("br"),
          textOf("district"),
          ", ",
          textOf("state"),
          temple.pinCode
            ? h(Fragment, null, h("br"), t("discovery:temple.pin", { pin: temple.pinCode }))
            : null,
        ),
        temple.phone
          ? h(
              "p",
              { key: "phone" },
              `${t("discovery:temple.phone")}: `,
              h("a", { href: `tel:${temple.phone.replace(/[\s-]/g, "")}` }, temple.phone),
            )
          : null,
        temple.website
          ? h(
              "p",
              { key: "web" },
              `${t("discovery:temple.website")}: `,
              h(
                "a",
                { href: temple.website, target: "_blank", rel: "noopener noreferrer" },
                temple.website.replace(/^https?:\/\//, "").replace(/\/$/, ""),
              ),
            )
          : null,
        hasPlace ? areaMap(temple, t) : null,
        hasPlace
          ? h(
              "a",
              {
                key: "directions",
                className: "button outlined",
                href: `https://www.google.com/maps/dir/?api=1&destination=${temple.latitude},${temple.longitude}`,
                target: "_blank",
                rel: "noopener noreferrer",
                title: t("discovery:temple.directionsHint"),
              },
              t("discovery:temple.directions"),
            )
          : null,
      ),
      temple.description
        ? section(
            "about",
            t("discovery:temple.about"),
            rich(temple.description, english("description")),
          )
        : null,
      temple.history
        ? section(
            "history",
            t("discovery:temple.history"),
            rich(temple.history, english("history")),
          )
        : null,
      section(
        "events",
        t("discovery:temple.events"),
        temple.upcomingEvents.length === 0
          ? h("p", { key: "none" }, t("discovery:temple.noEvents"))
          : h(
              "ul",
              { key: "list", className: "events" },
              temple.upcomingEvents.map((e) =>
                h(
                  "li",
                  { key: e.id },
                  h("strong", { lang: e.fallback?.includes("title") ? "en" : undefined }, e.title),
                  h("span", null, `${t(`discovery:eventKind.${e.kind}`)} · ${eventWhen(e, lang)}`),
                  e.note
                    ? h("span", { lang: e.fallback?.includes("note") ? "en" : undefined }, e.note)
                    : null,
                ),
              ),
            ),
      ),
    ),
  );
}

/** The picture of India's states the light page's map crops (scripts/make-india-outline-svg.mjs). */
export const INDIA_OUTLINE_SVG = "/maps/india-states.svg";
/** The picture's bounds (west, east, south, north) and its width over its height. */
const OUTLINE = { west: 68, east: 97.5, south: 6.5, north: 37.2, aspect: 547.1 / 614 };
/** Degrees of longitude the map shows across: about 300 km, a state and its neighbours. */
const AREA_SPAN = 5;

/**
 * The temple on the shipped outline of India's states (decision 163): the one SVG picture of the
 * country, cropped by CSS to the area around the temple, with a pin at its place — no tile
 * server. The page's small script sets the picture's address when the map comes within 300 px
 * of the screen, as the web app's map does; without JavaScript the `noscript` copy shows it.
 * The picture is equirectangular over OUTLINE's bounds, so a place is a straight fraction of it.
 */
function areaMap(temple: TemplePage, t: Translate): ReactNode {
  const lat = temple.latitude ?? 0;
  const lng = temple.longitude ?? 0;
  const across = (OUTLINE.east - OUTLINE.west) / AREA_SPAN; // picture widths per frame width
  // The frame is 4:3; the picture's height in frame heights follows from its own aspect.
  const down = (across / OUTLINE.aspect) * (4 / 3);
  const fx = (lng - OUTLINE.west) / (OUTLINE.east - OUTLINE.west);
  const fy = (OUTLINE.north - lat) / (OUTLINE.north - OUTLINE.south);
  const pct = (n: number) => `${Math.round(n * 1000) / 1000}%`;
  const picture = (src: "src" | "data-src") =>
    h("img", {
      [src]: INDIA_OUTLINE_SVG,
      alt: "",
      decoding: "async",
      width: 547,
      height: 614,
      style: {
        width: pct(across * 100),
        left: pct(50 - fx * across * 100),
        top: pct(50 - fy * down * 100),
      },
    });
  return h(
    "figure",
    {
      key: "map",
      className: "area-map",
      role: "region",
      "aria-label": t("discovery:temple.mapLabel", { name: temple.name }),
      "data-base": "outline",
    },
    h(
      "div",
      { className: "frame" },
      picture("data-src"),
      h("noscript", null, picture("src")),
      h("span", { className: "sannidhi-pin", "aria-hidden": true }),
    ),
    h(
      "figcaption",
      { className: "muted small" },
      // "Madurai, Tamil Nadu", not "Madurai, Madurai, Tamil Nadu" when the town names its district.
      [...new Set([temple.town, temple.district, temple.state].filter(Boolean))].join(", "),
    ),
  );
}

type Pooja = TemplePage["poojas"][number];

function poojaItem(slug: string, p: Pooja, lang: LanguageCode, t: Translate): ReactNode {
  const english = (field: string) => (p.fallback?.includes(field) ? "en" : undefined);
  return h(
    "li",
    { key: p.id, "aria-labelledby": `pooja-${p.id}` },
    h(
      "div",
      { className: "row" },
      h("h3", { id: `pooja-${p.id}`, lang: english("name") }, p.name),
      h("span", { className: "chip" }, t(`booking-terms:kind.${p.kind}`)),
    ),
    p.description
      ? h("p", { className: "muted", lang: english("description") }, p.description)
      : null,
    h(
      "div",
      { className: "row facts" },
      h("strong", { className: "price" }, formatMoney(p.pricePaise, lang)),
      h(
        "span",
        null,
        t(`discovery:temple.duration_${p.durationMinutes === 1 ? "one" : "other"}`, {
          count: p.durationMinutes,
        }),
      ),
      h(
        "span",
        p.nextAvailableDate ? null : { className: "strong" },
        p.nextAvailableDate
          ? t("discovery:temple.nextDate", { date: formatDay(p.nextAvailableDate, lang) })
          : t("discovery:temple.noDates"),
      ),
      p.nextAvailableDate
        ? h(
            "a",
            {
              className: "button",
              href: `/app/temples/${slug}/book/${p.id}`,
              "aria-label": t("discovery:temple.bookLabel", { name: p.name }),
            },
            t("discovery:temple.book"),
          )
        : null,
    ),
  );
}

function timingsTable(temple: TemplePage, lang: LanguageCode, t: Translate): ReactNode {
  if (temple.timings.length !== 7) return h("p", { key: "none" }, t("discovery:temple.noTimings"));
  const names = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(`${lang}-IN`, { weekday: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(2023, 0, 1 + i)),
    ),
  );
  const today = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(
    new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "Asia/Kolkata" })
      .format(clock.now())
      .slice(0, 3),
  );
  const clockOf = (hhmm: string) => {
    const [hh = 0, mm = 0] = hhmm.split(":").map(Number);
    return new Intl.DateTimeFormat(`${lang}-IN`, {
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
      numberingSystem: "latn",
    }).format(new Date(Date.UTC(2023, 0, 1, hh, mm)));
  };
  return h(
    Fragment,
    { key: "timings" },
    h(
      "table",
      { className: "timings" },
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          h("th", { scope: "col" }, t("discovery:temple.day")),
          h("th", { scope: "col" }, t("discovery:temple.hours")),
        ),
      ),
      h(
        "tbody",
        null,
        temple.timings.map((sessions, day) =>
          h(
            "tr",
            { key: day, "aria-current": day === today ? "date" : undefined },
            h("th", { scope: "row" }, names[day]),
            h(
              "td",
              null,
              sessions.length === 0
                ? t("discovery:temple.closedDay")
                : sessions.map((s) => `${clockOf(s.open)} – ${clockOf(s.close)}`).join(", "),
            ),
          ),
        ),
      ),
    ),
    h("p", { className: "muted small" }, t("discovery:temple.timingsNote")),
  );
}

/** The CMS's rich text as paragraphs of plain text (its markup is not needed to read it). */
function rich(html: string | null, lang: string | undefined): ReactNode {
  if (!html) return null;
  return h(
    "div",
    { key: html.slice(0, 20), lang },
    plainText(html, "\n")
      .split(/\n+/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p, i) => h("p", { key: i }, p)),
  );
}

function eventWhen(e: TemplePage["upcomingEvents"][number], lang: LanguageCode): string {
  const dateTime = (s: string) => formatDateTime(s, lang);
  const date = (d: Date) => formatDate(d, lang);
  if (!e.allDay) return `${dateTime(e.startsAt)} – ${dateTime(e.endsAt)}`;
  const start = date(new Date(e.startsAt));
  const last = date(new Date(new Date(e.endsAt).getTime() - 1));
  return start === last ? start : `${start} – ${last}`;
}
