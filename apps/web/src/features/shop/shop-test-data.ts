import type { CartLine, ShopOrder, ShopProduct } from "@sannidhi/contracts";

export const TEMPLE_ID = "11111111-1111-4111-8111-111111111111";
export const PRODUCT_ID = "44444444-4444-4444-8444-444444444444";
export const ORDER_ID = "55555555-5555-4555-8555-555555555555";
export const STATE_ID = "66666666-6666-4666-8666-666666666666";

export const ok = (data: unknown, meta?: object) => () => ({
  body: { status: "success", data, ...(meta ? { meta } : {}) },
});

export function product(over: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id: PRODUCT_ID,
    imgUrl: null,
    price: 200,
    pricePaise: 20_000,
    totalUnit: 300,
    title: "Tirupati laddu",
    category: "prasadam",
    brand: "Tirumala",
    brandId: TEMPLE_ID,
    templeSlug: "tirumala",
    rating: 4.5,
    ratingCount: 2,
    freeShipping: true,
    description: "Gram flour, ghee and cashew.",
    gstRate: 0,
    materialId: null,
    ...over,
  };
}

export const line = (amount: number, over: Partial<ShopProduct> = {}): CartLine => ({
  ...product(over),
  amount,
});

export function order(over: Partial<ShopOrder> = {}): ShopOrder {
  return {
    id: ORDER_ID,
    orderNo: "SO-2026-000042",
    status: "pending",
    temple: { id: TEMPLE_ID, name: "Tirumala", slug: "tirumala", town: "Tirupati" },
    lines: [
      {
        productId: PRODUCT_ID,
        title: "Tirupati laddu",
        imgUrl: null,
        unitPaise: 20_000,
        amount: 2,
        gstRate: 0,
        linePaise: 40_000,
        myRating: null,
      },
    ],
    subtotalPaise: 40_000,
    deliveryPaise: 0,
    totalPaise: 40_000,
    address: {
      name: "Meena",
      mobile: "+919840012345",
      line1: "12 North Mada Street",
      line2: "",
      city: "Chennai",
      state: "Tamil Nadu",
      pinCode: "600004",
    },
    createdAt: new Date().toISOString(),
    holdExpiresAt: new Date(Date.now() + 600_000).toISOString(),
    paidAt: null,
    dispatchedAt: null,
    courier: null,
    trackingNo: null,
    cancelledAt: null,
    cancelReason: null,
    refund: null,
    invoiceId: null,
    cancel: {
      cancellable: true,
      refundPaise: 0,
      amountPaise: 40_000,
      deadline: new Date().toISOString(),
      reason: null,
    },
    ...over,
  };
}
