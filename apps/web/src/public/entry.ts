// The light public pages' only script (issue 17, decisions 163, 164): the text-size buttons, the
// language a link picked kept for the web app, a temple's map, the search's filters and "Near
// me", the landing page's contact form, and the service worker. No framework: the page is
// complete without it. Keys and sizes are the site's, shared with the web app (@sannidhi/site).
import {
  isTextSize,
  LANGUAGE_KEY,
  type TextSize as Size,
  TEXT_SIZE_KEY,
  TEXT_SIZES,
} from "@sannidhi/site/languages";
import "./public.css";

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the choice applies to this page only
  }
}

const saved = stored(TEXT_SIZE_KEY);
const current: Size = isTextSize(saved) ? saved : "normal";
const buttons = document.querySelectorAll<HTMLButtonElement>("button[data-text-size]");
const press = (size: Size) => {
  for (const b of buttons) b.setAttribute("aria-pressed", String(b.dataset.textSize === size));
};
press(current);
for (const button of buttons) {
  button.addEventListener("click", () => {
    const size = button.dataset.textSize;
    if (!isTextSize(size)) return;
    document.documentElement.style.fontSize = `${TEXT_SIZES[size]}%`;
    document.documentElement.dataset.textSize = size;
    store(TEXT_SIZE_KEY, size);
    press(size);
  });
}

// Signed in (the web app keeps the access token under this key, app/session-tokens.ts): the
// header's "Sign in" becomes "My bookings", which the web app's frame shows from its session.
// A token that has run out is still a session the web app renews with its cookie; if it
// cannot, My bookings asks the devotee to sign in.
const signIn = document.querySelector<HTMLAnchorElement>("a.signin[data-signed-in]");
if (signIn?.dataset.signedIn && stored("accessToken")) {
  signIn.textContent = signIn.dataset.signedIn;
  signIn.href = "/app/bookings";
}

// A temple's map (the shipped outline of India): its picture is fetched when the map comes
// within 300 px of the screen, not with the page.
const maps = document.querySelectorAll<HTMLElement>(".area-map");
const show = (map: Element) => {
  const img = map.querySelector<HTMLImageElement>("img[data-src]");
  if (img?.dataset.src) img.src = img.dataset.src;
};
if (!("IntersectionObserver" in window)) maps.forEach(show);
else if (maps.length > 0) {
  const near = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        show(e.target);
        near.unobserve(e.target);
      }
    },
    { rootMargin: "300px 0px" },
  );
  for (const map of maps) near.observe(map);
}

// The temple search (decision 164). The form works without this script (a GET form the server
// answers); with it, a filter applies as soon as it is chosen, as in the web app, and the
// address keeps only the filters in use.
const searchForm = document.querySelector<HTMLFormElement>("form.search-form");
if (searchForm) {
  const go = (params: URLSearchParams) => {
    const qs = params.toString();
    location.assign(qs ? `${searchForm.action}?${qs}` : searchForm.action);
  };
  searchForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(searchForm)) {
      if (typeof value === "string" && value.trim() !== "") params.set(key, value.trim());
    }
    go(params);
  });
  for (const select of searchForm.querySelectorAll("select")) {
    select.addEventListener("change", () => searchForm.requestSubmit());
  }

  // "Near me": the browser's position once, on a tap (never on load), rounded to four decimals
  // (about 11 m: enough to sort by distance, not the devotee's exact place), then the search
  // sorted by distance. Shown only where the browser can tell a position.
  const near = searchForm.querySelector<HTMLButtonElement>("button[data-near]");
  const problem = searchForm.querySelector<HTMLElement>("[data-near-problem]");
  if (near && "geolocation" in navigator && navigator.geolocation) {
    const label = near.textContent ?? "";
    near.classList.add("ready");
    near.addEventListener("click", () => {
      if (problem) problem.textContent = "";
      near.disabled = true;
      near.textContent = near.dataset.locating ?? label;
      navigator.geolocation.getCurrentPosition(
        (pos) => {
          const params = new URLSearchParams(location.search);
          params.set(
            "near",
            `${pos.coords.latitude.toFixed(4)},${pos.coords.longitude.toFixed(4)}`,
          );
          params.delete("page");
          go(params);
        },
        (err) => {
          near.disabled = false;
          near.textContent = label;
          // 1 is PERMISSION_DENIED in every browser.
          const text = err.code === 1 ? near.dataset.denied : near.dataset.unavailable;
          if (problem) problem.textContent = text ?? "";
        },
        // A coarse fix is enough to sort temples and arrives much faster on a phone.
        { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
      );
    });
    // Back to this page from the search it opened: the button as it was, not "locating".
    window.addEventListener("pageshow", () => {
      near.disabled = false;
      near.textContent = label;
    });
  }
}

// The landing page's slides (decision 165): a scroll-snap strip that works by swiping and by its
// dots' links; the script adds the spec's slider behaviour (section 9): the next slide every 4 s, held while pointed at or focused and never with reduced motion,
// previous/next buttons, and the current dot marked.
const strip = document.querySelector<HTMLElement>(".hero .slides");
if (strip) {
  const slides = [...strip.querySelectorAll<HTMLElement>(".slide")];
  const dots = [...document.querySelectorAll<HTMLAnchorElement>(".hero .dot")];
  // While the strip glides to a chosen slide, that slide counts as current (quick taps on
  // previous/next move one slide each, not from wherever the glide has reached).
  let target = 0;
  let movedAt = -Infinity;
  const current = () =>
    performance.now() - movedAt < 700
      ? target
      : Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth));
  const mark = () => {
    const i = current();
    dots.forEach((d, n) => {
      if (n === i) d.setAttribute("aria-current", "true");
      else d.removeAttribute("aria-current");
    });
  };
  const goTo = (i: number) => {
    const n = ((i % slides.length) + slides.length) % slides.length;
    target = n;
    movedAt = performance.now();
    strip.scrollTo({ left: n * strip.clientWidth });
    mark();
  };
  mark();
  strip.addEventListener("scroll", mark, { passive: true });
  // A dot scrolls the strip only, not the page (the link's address stays for no-script use).
  dots.forEach((d, n) => {
    d.addEventListener("click", (event) => {
      event.preventDefault();
      goTo(n);
    });
  });
  for (const b of document.querySelectorAll<HTMLButtonElement>(".hero [data-slide-step]")) {
    b.classList.add("ready");
    b.addEventListener("click", () => goTo(current() + Number(b.dataset.slideStep)));
  }
  const hero = strip.closest<HTMLElement>(".hero");
  let held = false;
  const hold = (on: boolean) => () => {
    held = on;
  };
  hero?.addEventListener("mouseenter", hold(true));
  hero?.addEventListener("mouseleave", hold(false));
  hero?.addEventListener("focusin", hold(true));
  hero?.addEventListener("focusout", (e) => {
    if (!hero.contains(e.relatedTarget as Node | null)) held = false;
  });
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)");
  window.setInterval(() => {
    if (!held && !reduced?.matches && !document.hidden) goTo(current() + 1);
  }, 4000);
}

// The landing page's contact form (decision 165): sent as JSON to the contact API the web app
// uses; the server's field errors (the contract's messages, shown in the page's language from
// the map the page carries) under their fields, and the success or failure text.
// Without this script its button stays disabled and a line says the form needs JavaScript.
const contact = document.querySelector<HTMLFormElement>("form[data-contact]");
if (contact) {
  const submit = contact.querySelector<HTMLButtonElement>("button[type=submit]");
  const outcome = contact.querySelector<HTMLElement>(".outcome");
  const d = contact.dataset;
  let messages: Record<string, string> = {};
  try {
    messages = JSON.parse(d.messages ?? "{}") as Record<string, string>;
  } catch {
    // the server's English messages then
  }
  const fields = contact.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[data-field]");
  const help = (field: Element) =>
    document.getElementById(field.getAttribute("aria-describedby") ?? "");
  const clear = () => {
    for (const f of fields) {
      f.removeAttribute("aria-invalid");
      const h = help(f);
      if (h) {
        h.textContent = h.dataset.hint ?? "";
        h.classList.remove("error");
      }
    }
  };
  const say = (kind: "sent" | "error", text: string) => {
    if (!outcome) return;
    outcome.className = `outcome ${kind}`;
    outcome.textContent = text;
  };
  if (submit) {
    const label = submit.textContent ?? "";
    submit.disabled = false;
    contact.addEventListener("submit", async (event) => {
      event.preventDefault();
      clear();
      if (outcome) outcome.textContent = "";
      const body: Record<string, string> = {};
      for (const f of fields) body[f.name] = f.value;
      submit.disabled = true;
      submit.textContent = d.sending ?? label;
      try {
        const response = await fetch(d.contact ?? "/api/contact", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(body),
        });
        if (response.ok) {
          contact.reset();
          say("sent", d.sent ?? "");
        } else if (response.status === 429) {
          say("error", d.rateLimited ?? "");
        } else {
          const answer = (await response.json().catch(() => ({}))) as {
            details?: { path: string; message: string }[];
          };
          let first: HTMLElement | null = null;
          for (const detail of answer.details ?? []) {
            const name = detail.path.replace(/^body\./, "");
            const field = contact.querySelector<HTMLElement>(`[data-field="${name}"]`);
            const h = field && help(field);
            if (!field || !h) continue;
            field.setAttribute("aria-invalid", "true");
            h.textContent = messages[detail.message] ?? detail.message;
            h.classList.add("error");
            first ??= field;
          }
          say("error", d.failed ?? "");
          first?.focus();
        }
      } catch {
        say("error", d.failed ?? "");
      } finally {
        submit.disabled = false;
        submit.textContent = label;
      }
    });
  }
}

// The server renders each light page for its address. A history entry the web app made with
// pushState before a reload (its search's filters) comes back as the same document with another
// address: load that address, as a link to it would. A step back to a #fragment stays.
const served = location.pathname + location.search;
window.addEventListener("popstate", () => {
  if (location.pathname + location.search !== served) location.reload();
});

// The server answered in the language a link asked for (and set its cookie): the web app
// follows the same choice on its pages.
const lang = new URLSearchParams(location.search).get("lang");
if (lang && lang === document.documentElement.lang) store(LANGUAGE_KEY, lang);

// The service worker, as the web app registers it (lib/service-worker.ts; not imported, which
// would make a chunk shared with the app: one more request on every page of both).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const urls = performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((u) => /\/(assets|images)\//.test(u));
        registration.active?.postMessage({ type: "cache-assets", urls });
      })
      .catch(() => {
        // Offline support is a bonus: the page works without it.
      });
  });
}
