/**
 * Registers public/sw.js (issue 5: installable, public pages available offline). Production
 * builds only: in development the worker would serve stale modules to Vite.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // The chunks this first visit loaded arrived before the worker existed: hand them over
        // so the page opens offline next time.
        const urls = performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((u) => /\/(assets|images)\//.test(u));
        registration.active?.postMessage({ type: "cache-assets", urls });
      })
      .catch(() => {
        // Offline support is a bonus: the site works without it.
      });
  });
}
