/** @jsxRuntime automatic */
import type { TemplePage as Temple } from "@sannidhi/contracts";
import type { LanguageCode } from "@sannidhi/contracts/languages";
import { Fragment, type ReactNode } from "react";
import { formatDate, formatDateTime, formatDay, formatMoney } from "../format.js";
import { plainText } from "../text.js";
import type { Translate } from "./types.js";

export interface TemplePageProps {
  t: Translate;
  lang: LanguageCode;
  temple: Temple;
  /** The time the page is drawn at: today's row of the timings is marked. */
  now: Date;
}

/**
 * A temple's page (issue 17, decision 163): facts, photos, poojas with prices, next dates and
 * Book links, timings, address, directions, history, coming events — from the database on every
 * request (a CMS edit shows at once). Book and Donate are links into the web app's booking and
 * donation pages.
 */
export function TemplePage({ t, lang, temple, now }: TemplePageProps) {
  const english = (field: string) => (temple.fallback?.includes(field) ? "en" : undefined);
  const textOf = (field: keyof Temple) => {
    const value = String(temple[field] ?? "");
    const l = english(field);
    return l ? <span lang={l}>{value}</span> : value;
  };
  const hasTimings = temple.timings.length === 7 && temple.timings.some((d) => d.length > 0);
  const hasPlace = temple.latitude != null && temple.longitude != null;
  const photos = temple.images;
  return (
    <div className="wrap temple">
      <a className="back" href="/app/temples">{`← ${t("discovery:temple.backToSearch")}`}</a>
      <article>
        <h1 lang={english("name")}>{temple.name}</h1>
        <p className="meta">
          <span>
            {textOf("town")}
            {", "}
            {textOf("district")}
            {", "}
            {textOf("state")}
          </span>
          {hasTimings ? (
            <span className={temple.openNow ? "chip open" : "chip"}>
              {temple.openNow ? t("discovery:temple.openNow") : t("discovery:temple.closedNow")}
            </span>
          ) : null}
        </p>
        {/* The first picture is the page's largest content: sized by its box, so nothing shifts. */}
        {photos.length === 0 ? (
          <figure className="hero">
            <img
              src={temple.illustration}
              alt={t("catalogue:temple.illustrationAlt", { name: temple.name })}
              width={800}
              height={600}
              fetchPriority="high"
            />
          </figure>
        ) : (
          <ul className="photos" aria-label={t("discovery:temple.photos")}>
            {photos.map((src, i) => (
              <li key={src}>
                <img
                  src={src}
                  alt={t("catalogue:gallery.photoOf", { n: i + 1, total: photos.length })}
                  width={800}
                  height={450}
                  {...(i === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
                />
              </li>
            ))}
          </ul>
        )}
        {temple.mainForm || temple.deity ? (
          <Section id="presiding" title={t("discovery:temple.presiding")}>
            {temple.mainForm ? (
              <Fragment key="main">
                <h3>
                  {`${t("discovery:temple.mainForm")}: `}
                  {textOf("mainForm")}
                </h3>
                <Rich html={temple.mainFormDescription} lang={english("mainFormDescription")} />
              </Fragment>
            ) : null}
            {temple.deity ? (
              <Fragment key="deity">
                <h3>
                  {`${t("discovery:temple.deity")}: `}
                  {textOf("deity")}
                </h3>
                <Rich html={temple.deityDescription} lang={english("deityDescription")} />
              </Fragment>
            ) : null}
          </Section>
        ) : null}
        <Section id="poojas" title={t("discovery:temple.poojas")}>
          {temple.poojas.length === 0 ? (
            <p>{t("discovery:temple.noPoojas")}</p>
          ) : (
            <ul className="poojas">
              {temple.poojas.map((p) => (
                <PoojaItem key={p.id} slug={temple.slug} p={p} lang={lang} t={t} />
              ))}
            </ul>
          )}
          <a className="button outlined" href={`/app/temples/${temple.slug}/donate`}>
            {t("discovery:temple.donate")}
          </a>
        </Section>
        <Section id="timings" title={t("discovery:temple.timings")}>
          <Timings temple={temple} lang={lang} t={t} now={now} />
        </Section>
        <Section id="contact" title={t("discovery:temple.contact")}>
          <address>
            {temple.address ? textOf("address") : null}
            {!temple.address.includes(temple.town) ? (
              <>
                {temple.address ? <br /> : null}
                {textOf("town")}
              </>
            ) : null}
            <br />
            {textOf("district")}
            {", "}
            {textOf("state")}
            {temple.pinCode ? (
              <>
                <br />
                {t("discovery:temple.pin", { pin: temple.pinCode })}
              </>
            ) : null}
          </address>
          {temple.phone ? (
            <p>
              {`${t("discovery:temple.phone")}: `}
              <a href={`tel:${temple.phone.replace(/[\s-]/g, "")}`}>{temple.phone}</a>
            </p>
          ) : null}
          {temple.website ? (
            <p>
              {`${t("discovery:temple.website")}: `}
              <a href={temple.website} target="_blank" rel="noopener noreferrer">
                {temple.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </a>
            </p>
          ) : null}
          {hasPlace ? <AreaMap temple={temple} t={t} /> : null}
          {hasPlace ? (
            <a
              className="button outlined"
              href={`https://www.google.com/maps/dir/?api=1&destination=${temple.latitude},${temple.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
              title={t("discovery:temple.directionsHint")}
            >
              {t("discovery:temple.directions")}
            </a>
          ) : null}
        </Section>
        {temple.description ? (
          <Section id="about" title={t("discovery:temple.about")}>
            <Rich html={temple.description} lang={english("description")} />
          </Section>
        ) : null}
        {temple.history ? (
          <Section id="history" title={t("discovery:temple.history")}>
            <Rich html={temple.history} lang={english("history")} />
          </Section>
        ) : null}
        <Section id="events" title={t("discovery:temple.events")}>
          {temple.upcomingEvents.length === 0 ? (
            <p>{t("discovery:temple.noEvents")}</p>
          ) : (
            <ul className="events">
              {temple.upcomingEvents.map((e) => (
                <li key={e.id}>
                  <strong lang={e.fallback?.includes("title") ? "en" : undefined}>{e.title}</strong>
                  <span>{`${t(`discovery:eventKind.${e.kind}`)} · ${eventWhen(e, lang)}`}</span>
                  {e.note ? (
                    <span lang={e.fallback?.includes("note") ? "en" : undefined}>{e.note}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </article>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The picture of India's states the area map crops (scripts/make-india-outline-svg.mjs). */
export const INDIA_OUTLINE_SVG = "/maps/india-states.svg";
/** The picture's bounds (west, east, south, north) and its width over its height. */
const OUTLINE = { west: 68, east: 97.5, south: 6.5, north: 37.2, aspect: 547.1 / 614 };
/** Degrees of longitude the map shows across: about 300 km, a state and its neighbours. */
const AREA_SPAN = 5;

/**
 * The temple on the shipped outline of India's states (decision 163): the one SVG picture of the
 * country, cropped by CSS to the area around the temple, with a pin at its place — no tile
 * server. The page's small script sets the picture's address when the map comes within 300 px
 * of the screen; without JavaScript the `noscript` copy shows it. The picture is
 * equirectangular over OUTLINE's bounds, so a place is a straight fraction of it.
 */
function AreaMap({ temple, t }: { temple: Temple; t: Translate }) {
  const lat = temple.latitude ?? 0;
  const lng = temple.longitude ?? 0;
  const across = (OUTLINE.east - OUTLINE.west) / AREA_SPAN; // picture widths per frame width
  // The frame is 4:3; the picture's height in frame heights follows from its own aspect.
  const down = (across / OUTLINE.aspect) * (4 / 3);
  const fx = (lng - OUTLINE.west) / (OUTLINE.east - OUTLINE.west);
  const fy = (OUTLINE.north - lat) / (OUTLINE.north - OUTLINE.south);
  const pct = (n: number) => `${Math.round(n * 1000) / 1000}%`;
  const picture = (src: "src" | "data-src") => (
    <img
      {...{ [src]: INDIA_OUTLINE_SVG }}
      alt=""
      decoding="async"
      width={547}
      height={614}
      style={{
        width: pct(across * 100),
        left: pct(50 - fx * across * 100),
        top: pct(50 - fy * down * 100),
      }}
    />
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a captioned picture, named as a landmark to skip or find
    <figure
      className="area-map"
      role="region"
      aria-label={t("discovery:temple.mapLabel", { name: temple.name })}
      data-base="outline"
    >
      <div className="frame">
        {picture("data-src")}
        <noscript>{picture("src")}</noscript>
        <span className="sannidhi-pin" aria-hidden />
      </div>
      <figcaption className="muted small">
        {/* "Madurai, Tamil Nadu", not "Madurai, Madurai, Tamil Nadu" when the town names its district. */}
        {[...new Set([temple.town, temple.district, temple.state].filter(Boolean))].join(", ")}
      </figcaption>
    </figure>
  );
}

type Pooja = Temple["poojas"][number];

function PoojaItem({
  slug,
  p,
  lang,
  t,
}: {
  slug: string;
  p: Pooja;
  lang: LanguageCode;
  t: Translate;
}) {
  const english = (field: string) => (p.fallback?.includes(field) ? "en" : undefined);
  return (
    <li aria-labelledby={`pooja-${p.id}`}>
      <div className="row">
        <h3 id={`pooja-${p.id}`} lang={english("name")}>
          {p.name}
        </h3>
        <span className="chip">{t(`booking-terms:kind.${p.kind}`)}</span>
      </div>
      {p.description ? (
        <p className="muted" lang={english("description")}>
          {p.description}
        </p>
      ) : null}
      <div className="row facts">
        <strong className="price">{formatMoney(p.pricePaise, lang)}</strong>
        <span>
          {t(`discovery:temple.duration_${p.durationMinutes === 1 ? "one" : "other"}`, {
            count: p.durationMinutes,
          })}
        </span>
        <span className={p.nextAvailableDate ? undefined : "strong"}>
          {p.nextAvailableDate
            ? t("discovery:temple.nextDate", { date: formatDay(p.nextAvailableDate, lang) })
            : t("discovery:temple.noDates")}
        </span>
        {p.nextAvailableDate ? (
          <a
            className="button"
            href={`/app/temples/${slug}/book/${p.id}`}
            aria-label={t("discovery:temple.bookLabel", { name: p.name })}
          >
            {t("discovery:temple.book")}
          </a>
        ) : null}
      </div>
    </li>
  );
}

function Timings({
  temple,
  lang,
  t,
  now,
}: {
  temple: Temple;
  lang: LanguageCode;
  t: Translate;
  now: Date;
}) {
  if (temple.timings.length !== 7) return <p>{t("discovery:temple.noTimings")}</p>;
  const names = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(`${lang}-IN`, { weekday: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(2023, 0, 1 + i)),
    ),
  );
  const today = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(
    new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "Asia/Kolkata" })
      .format(now)
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
  return (
    <>
      <table className="timings">
        <thead>
          <tr>
            <th scope="col">{t("discovery:temple.day")}</th>
            <th scope="col">{t("discovery:temple.hours")}</th>
          </tr>
        </thead>
        <tbody>
          {temple.timings.map((sessions, day) => (
            <tr key={day} aria-current={day === today ? "date" : undefined}>
              <th scope="row">{names[day]}</th>
              <td>
                {sessions.length === 0
                  ? t("discovery:temple.closedDay")
                  : sessions.map((s) => `${clockOf(s.open)} – ${clockOf(s.close)}`).join(", ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">{t("discovery:temple.timingsNote")}</p>
    </>
  );
}

/** The CMS's rich text as paragraphs of plain text (its markup is not needed to read it). */
function Rich({ html, lang }: { html: string | null; lang: string | undefined }) {
  if (!html) return null;
  return (
    <div lang={lang}>
      {plainText(html, "\n")
        .split(/\n+/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </div>
  );
}

function eventWhen(e: Temple["upcomingEvents"][number], lang: LanguageCode): string {
  const dateTime = (s: string) => formatDateTime(s, lang);
  const date = (d: Date) => formatDate(d, lang);
  if (!e.allDay) return `${dateTime(e.startsAt)} – ${dateTime(e.endsAt)}`;
  const start = date(new Date(e.startsAt));
  const last = date(new Date(new Date(e.endsAt).getTime() - 1));
  return start === last ? start : `${start} – ${last}`;
}
