import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";

/** Public pages: the page scrolls to top on every route change (spec section 2). */
export function PublicLayout() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every route change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
