// The zod-free subpath: the whole contracts barrel would put zod in the shell's first load.
import { CMS_RESOURCES } from "@sannidhi/contracts/cms-resources";
import { lazy, type ReactNode } from "react";
import { Navigate } from "react-router";
import { isStyleguidePath } from "../../features/styleguide/paths";

/*
 * The staff pages, imported lazily by the shell rather than by the router (issue 14's budget,
 * decision 136): Rollup then knows the shell is loaded before any staff page, and keeps the
 * code they share with it in the shell's chunk instead of splitting it into many small shared
 * files (each answer costs ≈ 310 bytes of headers). The public entry no longer lists them.
 */
const StaffPage = lazy(() => import("../../features/staff-page"));
const CmsPage = lazy(() => import("../../features/cms/cms-page"));
const Inbox = lazy(() => import("../../features/inbox/inbox-page"));
const InboxThread = lazy(() => import("../../features/inbox/thread-page"));
const Notifications = lazy(() => import("../../features/notifications/notifications-page"));
const Bookings = lazy(() => import("../../features/bookings/bookings-page"));
const StaffBookingDetail = lazy(() => import("../../features/bookings/booking-detail-page"));
const DaySheet = lazy(() => import("../../features/bookings/day-sheet-page"));
const Dashboard = lazy(() => import("../../features/bookings/dashboard-page"));
const MapPage = lazy(() => import("../../features/map/map-page"));
const Styleguide = lazy(() => import("../../features/styleguide/styleguide-page"));
const Todo = lazy(() => import("../../features/todo/todo-page"));
const Boards = lazy(() => import("../../features/scrum/boards-page"));
const Board = lazy(() => import("../../features/scrum/board-page"));
const DragAndDrop = lazy(() => import("../../features/scrum/drag-and-drop-page"));
const Users = lazy(() => import("../../features/users/users-page"));
const ShopAdmin = lazy(() => import("../../features/shop-admin/shop-admin-page"));
const StaffOrders = lazy(() => import("../../features/shop-admin/orders-page"));
const StaffOrder = lazy(() => import("../../features/shop-admin/order-detail-page"));
const Invoices = lazy(() => import("../../features/shop-admin/invoices-page"));
const InvoiceDetail = lazy(() => import("../../features/shop-admin/invoice-detail-page"));
const InvoiceAdd = lazy(() => import("../../features/shop-admin/invoice-form-page"));
const StaffDonations = lazy(() => import("../../features/donations/staff-donations-page"));
const QuotaReleases = lazy(() => import("../../features/quota-releases/quota-releases-page"));
const isCmsPath = (path: string) =>
  CMS_RESOURCES.some((r) => r.addPage === path || r.viewPage === path);

/** Guarded paths with a page of their own; every other guarded path shows StaffPage. */
const STAFF_PAGES: Record<string, ReactNode> = {
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

/** The page a guarded path shows (`app/staff-page-slot.tsx` asks the shell for it). */
export function staffPageFor(path: string, title: string): ReactNode {
  return (
    STAFF_PAGES[path] ??
    (isStyleguidePath(path) ? (
      <Styleguide path={path} title={title} />
    ) : isCmsPath(path) ? (
      <CmsPage path={path} title={title} />
    ) : (
      <StaffPage path={path} title={title} />
    ))
  );
}
