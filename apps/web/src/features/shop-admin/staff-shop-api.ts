import type {
  Dispatch,
  Invoice,
  InvoiceAdd,
  InvoiceUpdate,
  Many,
  One,
  StaffCancelOrder,
  StaffShopOrder,
} from "@sannidhi/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ListFilters } from "../../components/staff-list";
import { api } from "../../lib/http";

/** Filters of a back-office list as they stand in the page's query string. */
export type { ListFilters };

export const shopAdminKeys = {
  all: ["shop-admin"] as const,
  orders: (f: ListFilters) => ["shop-admin", "orders", f] as const,
  order: (id: string) => ["shop-admin", "order", id] as const,
  invoices: (f: ListFilters) => ["shop-admin", "invoices", f] as const,
  invoice: (id: string) => ["shop-admin", "invoice", id] as const,
};

function url(path: string, f: ListFilters) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== "") params.set(k, String(v));
  return `${path}?${params}`;
}

export function useStaffOrders(f: ListFilters) {
  return useQuery({
    queryKey: shopAdminKeys.orders(f),
    queryFn: () => api.get<Many<StaffShopOrder>>(url("/api/staff/orders", f)),
    placeholderData: keepPreviousData,
  });
}

export function useStaffOrder(id: string) {
  return useQuery({
    queryKey: shopAdminKeys.order(id),
    queryFn: () => api.get<One<StaffShopOrder>>(`/api/staff/orders/${id}`).then((a) => a.data),
  });
}

export const dispatchOrder = (id: string, body: Dispatch) =>
  api.post<One<StaffShopOrder>>(`/api/staff/orders/${id}/dispatch`, body).then((a) => a.data);

export const cancelStaffOrder = (id: string, body: StaffCancelOrder) =>
  api.post<One<StaffShopOrder>>(`/api/staff/orders/${id}/cancel`, body).then((a) => a.data);

export function useInvoices(f: ListFilters) {
  return useQuery({
    queryKey: shopAdminKeys.invoices(f),
    queryFn: () => api.get<Many<Invoice>>(url("/api/invoices/all", f)),
    placeholderData: keepPreviousData,
  });
}

/** One invoice; none asked for while there is no id (`/invoices/add` without `?id=`, issue 38). */
export function useStaffInvoice(id: string | null) {
  return useQuery({
    queryKey: shopAdminKeys.invoice(id ?? ""),
    queryFn: () => api.get<One<Invoice>>(`/api/invoices?id=${id}`).then((a) => a.data),
    enabled: Boolean(id),
  });
}

export const addInvoice = (body: InvoiceAdd) =>
  api.post<One<Invoice>>("/api/invoices/add", body).then((a) => a.data);
export const updateInvoice = (body: InvoiceUpdate) =>
  api.post<One<Invoice>>("/api/invoices/update", body).then((a) => a.data);
export const deleteInvoice = (id: string) =>
  api.post<One<{ id: string }>>("/api/invoices/delete", { id }).then((a) => a.data);
