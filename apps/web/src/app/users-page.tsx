import { lazy, Suspense } from "react";
import { Loading } from "../components/loading";

// The devotee's home is its own chunk: staff never download it, devotees not the back-office.
const DevoteeHome = lazy(() => import("../features/home/devotee-home"));

/**
 * Spec section 2: a devotee reaching a staff page — every sign-in lands on `/`, which leads to
 * the dashboard — sees the page titled "Users Page". Issue 37 makes it their home: their next
 * bookings, donations, orders and messages, in their language (`features/home`).
 */
export function UsersPage() {
  return (
    <Suspense fallback={<Loading />}>
      <DevoteeHome />
    </Suspense>
  );
}
