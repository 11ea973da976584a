import {
  type CartLine,
  type LanguageCode,
  pickText,
  type ShopOrder,
  type ShopProduct,
  type StaffShopOrder,
} from "@sannidhi/contracts";
import type { CartLineView } from "./cart.repository.js";
import type { ProductView } from "./catalogue.repository.js";
import type { OrderView } from "./orders.repository.js";
import { cancelPreview, statusOf } from "./orders.service.js";

/**
 * Spec section 3's product; `brand` is the selling temple, `price` in rupees beside the paise.
 * Title, description and temple in `lang` where translated, else English (issue 37).
 */
export function toProductDto(p: ProductView, lang: LanguageCode = "en"): ShopProduct {
  const text = (english: string, translations: ProductView["translations"], field: string) =>
    pickText(english, translations, lang, field).text;
  return {
    id: p.id,
    imgUrl: p.image,
    price: p.pricePaise / 100,
    pricePaise: p.pricePaise,
    totalUnit: p.available,
    title: text(p.title, p.translations, "title"),
    category: p.category,
    brand: text(p.templeName, p.templeTranslations, "name"),
    brandId: p.templeId,
    templeSlug: p.templeSlug,
    rating: p.rating,
    ratingCount: p.ratingCount,
    freeShipping: p.freeShipping,
    description: text(p.description, p.translations, "description"),
    gstRate: p.gstRate,
    materialId: p.materialId,
  };
}

export const toCartLineDto = (l: CartLineView, lang: LanguageCode = "en"): CartLine => ({
  ...toProductDto(l, lang),
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
