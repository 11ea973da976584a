// The zod-free subpath: the whole contracts barrel would put zod in every public page's entry.
import { CMS_RESOURCES } from "@sannidhi/contracts/cms-resources";
import { lazy, Suspense } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { Loading } from "../components/loading";
import { isStyleguidePath } from "../features/styleguide/paths";
import { PublicLayout } from "../layouts/public-layout";
import { RequireStaff } from "./guards";
import { GUARDED_ROUTES, STAFF } from "./navigation";

// The back-office is its own lazily loaded part: the public site never downloads it.
const AdminLayout = lazy(() => import("../layouts/admin/admin-layout"));
const StaffPage = lazy(() => import("../features/staff-page"));
// The CMS pages (issue 4) are derived from one declaration and loaded only by staff.
const CmsPage = lazy(() => import("../features/cms/cms-page"));
const isCmsPath = (path: string) =>
  CMS_RESOURCES.some((r) => r.addPage === path || r.viewPage === path);

const Landing = lazy(() => import("../features/public/landing-page"));
const NotFound = lazy(() => import("../features/public/not-found-page"));
const Policy = lazy(() => import("../features/public/policy-page"));
const Faq = lazy(() => import("../features/public/faq-page"));
// Public discovery (issue 6): lazy like every public page; the map draws plain tile images.
const TempleSearch = lazy(() => import("../features/discovery/temple-search-page"));
const TemplePage = lazy(() => import("../features/discovery/temple-page"));
// The staff workspace's inbox and notifications (issue 11).
const Inbox = lazy(() => import("../features/inbox/inbox-page"));
const InboxThread = lazy(() => import("../features/inbox/thread-page"));
const Notifications = lazy(() => import("../features/notifications/notifications-page"));
// Staff booking pages and the SA dashboard (issue 6); ECharts comes only with the dashboard.
const Bookings = lazy(() => import("../features/bookings/bookings-page"));
const StaffBookingDetail = lazy(() => import("../features/bookings/booking-detail-page"));
const DaySheet = lazy(() => import("../features/bookings/day-sheet-page"));
const Dashboard = lazy(() => import("../features/bookings/dashboard-page"));
// Issue 14: the map of every temple, and the UI-kit pages as the product's living style guide.
const MapPage = lazy(() => import("../features/map/map-page"));
const Styleguide = lazy(() => import("../features/styleguide/styleguide-page"));
// The staff workspace's task half (issue 12); dnd-kit comes only with these chunks.
const Todo = lazy(() => import("../features/todo/todo-page"));
const Boards = lazy(() => import("../features/scrum/boards-page"));
const Board = lazy(() => import("../features/scrum/board-page"));
const DragAndDrop = lazy(() => import("../features/scrum/drag-and-drop-page"));
const Users = lazy(() => import("../features/users/users-page"));

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
// The shop's back-office pages, loaded by staff only.
const ShopAdmin = lazy(() => import("../features/shop-admin/shop-admin-page"));
const StaffOrders = lazy(() => import("../features/shop-admin/orders-page"));
const StaffOrder = lazy(() => import("../features/shop-admin/order-detail-page"));
const Invoices = lazy(() => import("../features/shop-admin/invoices-page"));
const InvoiceDetail = lazy(() => import("../features/shop-admin/invoice-detail-page"));
const InvoiceAdd = lazy(() => import("../features/shop-admin/invoice-form-page"));

// Donations (issue 18): the devotee's pages are public and lazy; the staff list is staff-only.
const Donate = lazy(() => import("../features/donations/donate-page"));
const MyDonations = lazy(() => import("../features/donations/my-donations-page"));
const DonationDetail = lazy(() => import("../features/donations/donation-page"));
const StaffDonations = lazy(() => import("../features/donations/staff-donations-page"));

// Quota releases and their waiting-room queues (issue 15, part 3), staff-only.
const QuotaReleases = lazy(() => import("../features/quota-releases/quota-releases-page"));

/** Guarded paths with a page of their own; every other guarded path shows StaffPage. */
const STAFF_PAGES: Record<string, React.ReactNode> = {
  "/inbox/contact": <Inbox folder="contact" />,
  "/inbox": <Inbox />,
  // A pattern: react-router ranks the static '/inbox/contact' above it.
  "/inbox/:id": <InboxThread />,
  "/notifications": <Notifications />,
  "/dashboard/default": <Dashboard />,
  "/bookings": <Bookings />,
  "/bookings/day-sheet": <DaySheet />,
  "/bookings/quota-releases": <QuotaReleases />,
  // A pattern: react-router ranks the static '/bookings/day-sheet' above it.
  "/bookings/:id": <StaffBookingDetail />,
  "/map": <MapPage />,
  // Spec section 2 names /dashboard; its page is the SA dashboard.
  "/dashboard": <Navigate to="/dashboard/default" replace />,
  "/todo": <Todo />,
  "/scrum-board": <Boards />,
  "/scrum-board/:id": <Board />,
  "/others/drag-and-drop": <DragAndDrop />,
  "/users": <Users />,
  "/shop": <ShopAdmin />,
  "/shop/orders": <StaffOrders />,
  "/shop/orders/:id": <StaffOrder />,
  "/invoices": <Invoices />,
  "/invoices/add": <InvoiceAdd />,
  "/invoices/:id": <InvoiceDetail />,
  "/donations": <StaffDonations />,
};

const page = (element: React.ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: "/app", element: page(<Landing />) },
      { path: "/app/temples", element: page(<TempleSearch />) },
      { path: "/app/temples/:slug", element: page(<TemplePage />) },
      { path: "/signin", element: page(<SignIn />) },
      { path: "/session/signin", element: page(<SignIn />) },
      { path: "/session/signup", element: page(<SignUp />) },
      { path: "/session/forgot-password", element: page(<ForgotPassword />) },
      { path: "/session/reset-password", element: page(<ResetPassword />) },
      { path: "/deleteaccount", element: page(<DeleteAccount />) },
      { path: "/privacy-policy", element: page(<Policy kind="privacy" />) },
      { path: "/refund-policy", element: page(<Policy kind="refund" />) },
      { path: "/terms-and-conditions", element: page(<Policy kind="terms" />) },
      { path: "/faqs", element: page(<Faq />) },
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
  { path: "/", element: <Navigate to="/dashboard/default" replace /> },
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
          {page(
            STAFF_PAGES[r.path] ??
              (isStyleguidePath(r.path) ? (
                <Styleguide path={r.path} title={r.title} />
              ) : isCmsPath(r.path) ? (
                <CmsPage path={r.path} title={r.title} />
              ) : (
                <StaffPage path={r.path} title={r.title} />
              )),
          )}
        </RequireStaff>
      ),
    })),
  },
  { path: "*", element: <Navigate to="/session/404" replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
