// Types only from the contracts index: at run time it would bring zod into the shop's pages.
import type {
  BrandFacet,
  CartLine,
  CategoryFacet,
  Invoice,
  Many,
  One,
  RatingFacet,
  ShopOrder,
  ShopOrderCreate,
  ShopPaymentOrder,
  ShopProduct,
  State,
} from "@sannidhi/contracts";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/http";
import { i18n } from "../../lib/i18n";
import { useProviderOrder } from "../../lib/payments";
import { type ShopFilters, writeShopFilters } from "./shop-filters";

export const PRODUCTS_PER_PAGE = 12;

export const shopKeys = {
  all: ["shop"] as const,
  products: (f: ShopFilters) => ["shop", "products", f] as const,
  facets: (f: ShopFilters) => ["shop", "facets", f] as const,
  cart: ["shop", "cart"] as const,
  states: ["shop", "states"] as const,
  orders: (page: number) => ["shop", "orders", page] as const,
  order: (id: string) => ["shop", "order", id] as const,
  payment: (id: string) => ["shop", "payment", id] as const,
  invoice: (id: string) => ["shop", "invoice", id] as const,
};

const query = (f: Partial<ShopFilters>) => {
  const text = writeShopFilters(f).toString();
  return text ? `?${text}` : "";
};

/** Titles, descriptions and temples in the devotee's language where written (issue 37). */
export function useProducts(f: ShopFilters) {
  const lang = i18n.language;
  return useQuery({
    queryKey: [...shopKeys.products(f), lang],
    queryFn: () => {
      const q = query({ ...f, limit: PRODUCTS_PER_PAGE } as ShopFilters);
      return api.get<Many<ShopProduct>>(
        `/api/ecommerce/get-product-list${q}${q ? "&" : "?"}lang=${lang}`,
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** The three facets of spec section 3, counted over what the other filters leave. */
export function useFacets(f: ShopFilters) {
  const { page: _page, sort: _sort, ...filters } = f;
  return useQuery({
    queryKey: shopKeys.facets(f),
    queryFn: async () => {
      const q = query(filters);
      const [categories, brands, ratings] = await Promise.all([
        api.get<One<CategoryFacet[]>>(`/api/ecommerce/get-category-list${q}`),
        api.get<One<BrandFacet[]>>(`/api/ecommerce/get-brand-list${q}`),
        api.get<One<RatingFacet[]>>(`/api/ecommerce/get-rating-list${q}`),
      ]);
      return { categories: categories.data, brands: brands.data, ratings: ratings.data };
    },
    placeholderData: keepPreviousData,
  });
}

export function useCart(enabled: boolean) {
  const lang = i18n.language;
  return useQuery({
    queryKey: [...shopKeys.cart, lang],
    queryFn: () =>
      api.get<One<CartLine[]>>(`/api/ecommerce/get-cart-list?lang=${lang}`).then((a) => a.data),
    enabled,
  });
}

/** The cart calls of spec section 7; each answers the whole cart, which replaces the cached one. */
export function useCartActions() {
  const queryClient = useQueryClient();
  const call = async (path: string, body: object) => {
    const lang = i18n.language;
    const res = await api.post<One<CartLine[]>>(`/api/ecommerce/${path}?lang=${lang}`, body);
    queryClient.setQueryData([...shopKeys.cart, lang], res.data);
    return res.data;
  };
  return {
    add: (productId: string) => call("add-to-cart", { productId }),
    remove: (productId: string) => call("delete-from-cart", { productId }),
    setAmount: (productId: string, amount: number) =>
      call("update-cart-amount", { productId, amount }),
  };
}

/** States for the delivery address (the public list of `/api/states`). */
export function useStates() {
  return useQuery({
    queryKey: shopKeys.states,
    queryFn: () => api.get<Many<State>>("/api/states?limit=100&sort=name").then((a) => a.data),
    staleTime: 60 * 60 * 1000,
  });
}

export function placeOrder(body: ShopOrderCreate) {
  return api.post<One<ShopOrder>>("/api/ecommerce/orders", body).then((a) => a.data);
}

export function useMyOrders(page: number, limit: number) {
  return useQuery({
    queryKey: [...shopKeys.orders(page), limit],
    queryFn: () => api.get<Many<ShopOrder>>(`/api/ecommerce/orders?page=${page}&limit=${limit}`),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: shopKeys.order(id),
    queryFn: () => api.get<One<ShopOrder>>(`/api/ecommerce/orders/${id}`).then((a) => a.data),
  });
}

/** The provider order paying a shop order; the server reuses the open one, so asking is safe. */
export const useShopPayment = (shopOrderId: string, enabled: boolean) =>
  useProviderOrder<ShopPaymentOrder>(shopKeys.payment(shopOrderId), { shopOrderId }, enabled);

export function cancelOrder(id: string) {
  return api.post<One<ShopOrder>>(`/api/ecommerce/orders/${id}/cancel`).then((a) => a.data);
}

export function rateProduct(productId: string, rating: number) {
  return api
    .post<One<ShopProduct>>(`/api/ecommerce/products/${productId}/rating`, { rating })
    .then((a) => a.data);
}

export function useInvoice(id: string | null) {
  return useQuery({
    queryKey: shopKeys.invoice(id ?? ""),
    queryFn: () => api.get<One<Invoice>>(`/api/invoices?id=${id}`).then((a) => a.data),
    enabled: !!id,
  });
}
