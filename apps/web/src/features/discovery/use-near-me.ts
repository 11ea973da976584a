import { useCallback, useState } from "react";
import { roundNear } from "./search-params";

/** Why "Near me" could not find the visitor; each has its own message (discovery:near.*). */
export type NearMeProblem = "denied" | "unavailable" | "unsupported";

/**
 * Asks the browser for the visitor's position once, on a tap (never on page load: a permission
 * prompt nobody asked for is the fastest way to a "Block").
 */
export function useNearMe(onFound: (near: string) => void) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<NearMeProblem | null>(null);

  const locate = useCallback(() => {
    setProblem(null);
    if (!("geolocation" in navigator) || !navigator.geolocation) {
      setProblem("unsupported");
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        onFound(roundNear(pos.coords.latitude, pos.coords.longitude));
      },
      (err) => {
        setLocating(false);
        // 1 is PERMISSION_DENIED in every browser; the constant is not on the error in jsdom.
        setProblem(err.code === 1 ? "denied" : "unavailable");
      },
      // A coarse fix is enough to sort temples and arrives much faster on a phone.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, [onFound]);

  return { locate, locating, problem, clearProblem: () => setProblem(null) };
}
