import { type ComponentType, lazy } from "react";

/**
 * `React.lazy` plus `preload()`: the part's chunk can be asked for ahead, on the first sign that
 * it will be wanted (a pointer over its button, the keyboard's focus, a finger touching it), so
 * the click that opens it rarely waits (issue 14's budget, decision 133). Asking twice fetches
 * once; a failed preload (the network dropped) is tried again on the next sign of use.
 */
// biome-ignore lint/suspicious/noExplicitAny: as React.lazy's own signature, any props.
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

/** Props that preload `part` on hover, keyboard focus or touch of the element they are spread on. */
export function preloadOn(part: { preload(): unknown }) {
  const preload = () => void part.preload();
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
