/**
 * Registers public/sw.js (issue 5: installable, public pages available offline). Production
 * builds only: in development the worker would serve stale modules to Vite.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Offline support is a bonus: the site works without it.
    });
  });
}
