// The light public pages' only script (issue 17, decision 163): the text-size buttons, the
// language a link picked kept for the web app, and the service worker. No framework: the page is
// complete without it. Keys and sizes are the web app's own (components/text-size.tsx, lib/i18n.ts).
import "./public.css";

const TEXT_SIZES = { normal: "100%", large: "118.75%", larger: "137.5%" } as const;
type Size = keyof typeof TEXT_SIZES;
const TEXT_SIZE_KEY = "sannidhi.textSize";
const LANGUAGE_KEY = "sannidhi.language";

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
const current: Size = saved && saved in TEXT_SIZES ? (saved as Size) : "normal";
const buttons = document.querySelectorAll<HTMLButtonElement>("button[data-text-size]");
const press = (size: Size) => {
  for (const b of buttons) b.setAttribute("aria-pressed", String(b.dataset.textSize === size));
};
press(current);
for (const button of buttons) {
  button.addEventListener("click", () => {
    const size = button.dataset.textSize as Size;
    if (!(size in TEXT_SIZES)) return;
    document.documentElement.style.fontSize = TEXT_SIZES[size];
    document.documentElement.dataset.textSize = size;
    store(TEXT_SIZE_KEY, size);
    press(size);
  });
}

// A temple's map (the shipped outline of India): its picture is fetched when the map comes
// within 300 px of the screen, as the web app's map is (features/discovery/temple-map.tsx).
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
