import { useEffect, useRef, useState } from "react";

/**
 * True once the element comes within `margin` of the screen (or at once where the browser has
 * no IntersectionObserver, or when `eager` says so): heavy parts of a page (a form, a map) load
 * only when they are about to be seen.
 */
export function useNearScreen<T extends Element>(eager = false, margin = "600px 0px") {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
