import { SERVER_PAGES } from "@sannidhi/site/links";
import { lazy, Suspense } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { Loading } from "../components/loading";
import { PublicLayout } from "../layouts/public-layout";
import { RequireStaff } from "./guards";
import { GUARDED_ROUTES, STAFF } from "./navigation";
import { StaffPageSlot } from "./staff-page-slot";

// The back-office is its own lazily loaded part: the public site never downloads it. Its staff
// pages are imported by the shell (`layouts/admin/staff-pages.tsx`), not here (decision 136).
const AdminLayout = lazy(() => import("../layouts/admin/admin-layout"));

const NotFound = lazy(() => import("../features/public/not-found-page"));
// The public site's pages are the server's (issue 36, decision 221); the app only hands over.
const ServerPage = lazy(() => import("../features/public/server-page"));

const SignIn = lazy(() => import("../features/auth/sign-in-page"));
const SignUp = lazy(() => import("../features/auth/sign-up-page"));
const ForgotPassword = lazy(() => import("../features/auth/forgot-password-page"));
const ResetPassword = lazy(() => import("../features/auth/reset-password-page"));
const DeleteAccount = lazy(() => import("../features/auth/delete-account-page"));

// The devotee's booking flow (issue 6): public routes; the pages ask for sign-in themselves.
const Booking = lazy(() => import("../features/booking/booking-page"));
const Checkout = lazy(() => import("../features/booking/checkout-page"));
const MyBookings = lazy(() => import("../features/booking/my-bookings-page"));
const BookingDetail = lazy(() => import("../features/booking/booking-detail-page"));
// The temple shop (issue 13): public and lazy like the booking pages; the cart and orders ask
// for sign-in themselves.
const Shop = lazy(() => import("../features/shop/shop-page"));
const Cart = lazy(() => import("../features/shop/cart-page"));
const ShopCheckout = lazy(() => import("../features/shop/checkout-page"));
const MyOrders = lazy(() => import("../features/shop/my-orders-page"));
const Order = lazy(() => import("../features/shop/order-page"));

// Donations (issue 18): the devotee's pages are public and lazy.
const Donate = lazy(() => import("../features/donations/donate-page"));
const MyDonations = lazy(() => import("../features/donations/my-donations-page"));
const DonationDetail = lazy(() => import("../features/donations/donation-page"));

// Quota releases and their waiting-room queues (issue 15, part 3), staff-only.

const page = (element: React.ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      ...SERVER_PAGES.map((path) => ({ path, element: page(<ServerPage />) })),
      { path: "/signin", element: page(<SignIn />) },
      { path: "/session/signin", element: page(<SignIn />) },
      { path: "/session/signup", element: page(<SignUp />) },
      { path: "/session/forgot-password", element: page(<ForgotPassword />) },
      { path: "/session/reset-password", element: page(<ResetPassword />) },
      { path: "/deleteaccount", element: page(<DeleteAccount />) },
      { path: "/session/404", element: page(<NotFound />) },
      { path: "/app/temples/:slug/book/:poojaId", element: page(<Booking />) },
      { path: "/app/checkout/:bookingId", element: page(<Checkout />) },
      { path: "/app/bookings", element: page(<MyBookings />) },
      { path: "/app/bookings/:id", element: page(<BookingDetail />) },
      { path: "/app/shop", element: page(<Shop />) },
      { path: "/app/cart", element: page(<Cart />) },
      { path: "/app/cart/checkout/:templeId", element: page(<ShopCheckout />) },
      { path: "/app/orders", element: page(<MyOrders />) },
      { path: "/app/orders/:id", element: page(<Order />) },
      { path: "/app/temples/:slug/donate", element: page(<Donate />) },
      { path: "/app/donations", element: page(<MyDonations />) },
      { path: "/app/donations/:id", element: page(<DonationDetail />) },
    ],
  },
  { path: "/", element: <Navigate to="/dashboard/default" replace state={{ home: true }} /> },
  {
    element: (
      <RequireStaff roles={STAFF}>
        <Suspense fallback={<Loading />}>
          <AdminLayout />
        </Suspense>
      </RequireStaff>
    ),
    children: GUARDED_ROUTES.map((r) => ({
      path: r.path,
      element: (
        <RequireStaff roles={r.roles}>
          {page(<StaffPageSlot path={r.path} title={r.title} />)}
        </RequireStaff>
      ),
    })),
  },
  { path: "*", element: <Navigate to="/session/404" replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
