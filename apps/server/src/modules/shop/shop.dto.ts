import type { CartLine, ShopOrder, ShopProduct, StaffShopOrder } from "@sannidhi/contracts";
import type { CartLineView } from "./cart.repository.js";
import type { ProductView } from "./catalogue.repository.js";
import type { OrderView } from "./orders.repository.js";
import { cancelPreview, statusOf } from "./orders.service.js";

/** Spec section 3's product; `brand` is the selling temple, `price` in rupees beside the paise. */
export function toProductDto(p: ProductView): ShopProduct {
  return {
    id: p.id,
    imgUrl: p.image,
    price: p.pricePaise / 100,
    pricePaise: p.pricePaise,
    totalUnit: p.available,
    title: p.title,
    category: p.category,
    brand: p.templeName,
    brandId: p.templeId,
    templeSlug: p.templeSlug,
    rating: p.rating,
    ratingCount: p.ratingCount,
    freeShipping: p.freeShipping,
    description: p.description,
    gstRate: p.gstRate,
    materialId: p.materialId,
  };
}

export const toCartLineDto = (l: CartLineView): CartLine => ({
  ...toProductDto(l),
  amount: l.amount,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toOrderDto(v: OrderView, now: Date): ShopOrder {
  const o = v.order;
  const status = statusOf(o, now);
  const lapsed = status === "cancelled" && o.status === "pending";
  const { stateId: _stateId, ...address } = o.address;
  return {
    id: o.id,
    orderNo: o.orderNo,
    status,
    temple: v.temple,
    lines: v.lines.map((l) => ({
      productId: l.productId,
      title: l.title,
      imgUrl: l.imgUrl,
      unitPaise: l.unitPaise,
      amount: l.amount,
      gstRate: l.gstRate,
      linePaise: l.unitPaise * l.amount,
      myRating: l.myRating,
    })),
    subtotalPaise: o.subtotalPaise,
    deliveryPaise: o.deliveryPaise,
    totalPaise: o.totalPaise,
    address,
    createdAt: o.createdAt.toISOString(),
    holdExpiresAt: status === "pending" ? iso(o.holdExpiresAt) : null,
    paidAt: iso(o.paidAt),
    dispatchedAt: iso(o.dispatchedAt),
    courier: o.courier,
    trackingNo: o.trackingNo,
    cancelledAt: lapsed ? iso(o.holdExpiresAt) : iso(o.cancelledAt),
    cancelReason: lapsed ? "payment_window" : o.cancelReason,
    refund: o.refundPaise
      ? {
          amountPaise: o.refundPaise,
          status: o.refundedAt ? "processed" : "pending",
          at: iso(o.refundedAt),
        }
      : null,
    invoiceId: v.invoiceId,
    cancel: cancelPreview(o, now),
  };
}

export const toStaffOrderDto = (v: OrderView, now: Date): StaffShopOrder => ({
  ...toOrderDto(v, now),
  devotee: v.devotee,
});
