import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";

/**
 * Public pages: the page scrolls to top on every route change (spec section 2). A link to an
 * anchor (/app#contact-us) is left to the page, which scrolls to that section instead.
 */
export function PublicLayout() {
  const { pathname, hash } = useLocation();
  // Keyed on the path only: moving between anchors of one page is not a route change.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
