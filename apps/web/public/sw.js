// Sannidhi service worker (issue 5): installable, and the public pages with what the devotee
// last saw stay available on a patchy connection. Hand-written; see docs/decisions/032.
//  - navigations: network first, falling back to the cached page, then to the web app's shell
//    (index.html; /app is a light document of its own since decision 165);
//  - /assets/* (hashed, immutable), /images/*, /icons/*: stale-while-revalidate;
//  - public GET /api/* without credentials: network first, cached copy when offline;
//  - never cached: /api/auth/*, /api/dev/*, anything carrying credentials, every non-GET.
const VERSION = "v3";
const SHELL = `sannidhi-shell-${VERSION}`;
const RUNTIME = `sannidhi-runtime-${VERSION}`;
// The temple search is one entry whatever its query: a navigation is kept under its path, so
// offline /app/temples shows the last search the devotee saw (decision 164).
const PUBLIC_PAGES = [
  "/app",
  "/app/temples",
  "/privacy-policy",
  "/refund-policy",
  "/terms-and-conditions",
  "/faqs",
];
// The web app's own shell, for its pages offline: every other page of the app opens from it.
const APP_SHELL = "/index.html";
const STATIC = ["/manifest.webmanifest", "/favicon.svg", "/icons/icon.svg", "/icons/icon-192.png"];

/** The scripts and styles the shell HTML links to, so /app opens offline after one visit. */
async function shellAssets(html) {
  const urls = new Set();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) urls.add(m[1]);
  return [...urls];
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      // Each page on its own: the public pages are light documents with their own small script
      // and CSS (issue 17, decisions 163-165); index.html is the web app's shell and its assets.
      const assets = new Set();
      await Promise.all(
        [...PUBLIC_PAGES, APP_SHELL].map(async (p) => {
          const response = await fetch(p, { cache: "no-store" });
          if (!response.ok) throw new Error(`${p} not reachable`);
          for (const url of await shellAssets(await response.clone().text())) assets.add(url);
          await cache.put(p, response);
        }),
      );
      await cache.addAll([...STATIC, ...assets]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL, RUNTIME]);
      for (const key of await caches.keys()) if (!keep.has(key)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

// The page sends the assets it already loaded before this worker took control.
self.addEventListener("message", (event) => {
  const urls = event.data && event.data.type === "cache-assets" ? event.data.urls : [];
  const wanted = urls.filter((u) => cacheableStatic(new URL(u, self.location.origin)));
  event.waitUntil(
    caches
      .open(RUNTIME)
      .then((c) => c.addAll(wanted))
      .catch(() => {}),
  );
});

function cacheableStatic(url) {
  return (
    url.origin === self.location.origin &&
    (url.pathname.startsWith("/assets/") ||
      url.pathname.startsWith("/images/") ||
      url.pathname.startsWith("/icons/"))
  );
}

function neverCache(request, url) {
  return (
    request.method !== "GET" ||
    url.origin !== self.location.origin ||
    url.pathname.startsWith("/api/auth/") ||
    url.pathname.startsWith("/api/dev/") ||
    request.headers.has("authorization") ||
    request.headers.has("auth-token")
  );
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (neverCache(request, url)) return;
  if (request.mode === "navigate") return event.respondWith(navigation(request, url));
  if (cacheableStatic(url)) return event.respondWith(staleWhileRevalidate(event, request));
  if (url.pathname.startsWith("/api/")) return event.respondWith(networkFirst(request));
});

async function navigation(request, url) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(SHELL);
      await cache.put(url.pathname, response.clone());
    }
    return response;
  } catch {
    const cache = await caches.open(SHELL);
    return (
      (await cache.match(url.pathname)) ||
      (await cache.match(APP_SHELL)) ||
      new Response("You are offline.", { status: 503, headers: { "content-type": "text/plain" } })
    );
  }
}

async function staleWhileRevalidate(event, request) {
  const cached = await caches.match(request);
  const refresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await (await caches.open(RUNTIME)).put(request, response.clone());
      return response;
    })
    .catch(() => undefined);
  if (cached) {
    event.waitUntil(refresh);
    return cached;
  }
  return (await refresh) || Response.error();
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(RUNTIME)).put(request, response.clone());
    return response;
  } catch {
    return (await caches.match(request)) || Response.error();
  }
}
