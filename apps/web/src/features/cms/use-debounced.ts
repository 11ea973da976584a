import { useEffect, useState } from "react";

/** `value`, once it has stopped changing for `ms` (search boxes ask the server once per pause). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A search box's text kept with the URL's `q`: written to the URL (`onSettled`) once typing
 * pauses, and following the URL when it changes from outside (the back button, a link).
 */
export function useSearchText(
  urlQ: string,
  onSettled: (q: string) => void,
  ms = 350,
): [string, (text: string) => void] {
  const [text, setText] = useState(urlQ);
  const settled = useDebounced(text.trim(), ms);
  // Runs when the typing settles only (not when the URL changes).
  useEffect(() => {
    if (settled !== urlQ) onSettled(settled);
  }, [settled]);
  // Follows the URL only.
  useEffect(() => {
    if (urlQ !== settled) setText(urlQ);
  }, [urlQ]);
  return [text, setText];
}
