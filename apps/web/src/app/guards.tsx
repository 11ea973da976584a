import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Loading } from "../components/loading";
import { firstAllowedPath } from "./navigation";
import type { Role } from "./session";
import { useSession } from "./session";
import { UsersPage } from "./users-page";

/**
 * Guard rules of spec section 2: unauthenticated → /app; role `user` (and GUEST) → the
 * 'Users Page' placeholder; staff without the route's role → their first allowed page.
 */
export function RequireStaff({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === "uninitialised") return <Loading />;
  if (state.status === "unauthenticated") {
    return <Navigate to="/app" replace state={{ from: location.pathname }} />;
  }
  const role = state.user.role;
  if (role === "user" || role === "GUEST") return <UsersPage />;
  if (!roles.includes(role)) {
    // Sent on from a page they asked for, they are told so (issue 38); the app's own way home
    // (`/` leads to the SA's dashboard) is no request of theirs and goes on silently.
    const fromHome = (location.state as { home?: boolean } | null)?.home === true;
    return (
      <Navigate
        to={firstAllowedPath(role)}
        replace
        state={fromHome ? undefined : { denied: location.pathname }}
      />
    );
  }
  return <>{children}</>;
}
