import type { CartLine } from "@sannidhi/contracts";
import { SHOP } from "@sannidhi/contracts/shop-rules";

/** One temple's lines of the cart: what its checkout will charge (the server's rule, issue 13). */
export interface TempleCart {
  templeId: string;
  temple: string;
  lines: CartLine[];
  subtotalPaise: number;
  deliveryPaise: number;
  totalPaise: number;
  /** Lines asking for more than can be ordered now. */
  short: CartLine[];
}

export function byTemple(lines: CartLine[]): TempleCart[] {
  const groups = new Map<string, CartLine[]>();
  for (const l of lines) groups.set(l.brandId, [...(groups.get(l.brandId) ?? []), l]);
  return [...groups].map(([templeId, list]) => {
    const subtotalPaise = list.reduce((n, l) => n + l.pricePaise * l.amount, 0);
    const deliveryPaise = list.every((l) => l.freeShipping) ? 0 : SHOP.deliveryPaise;
    return {
      templeId,
      temple: list[0]?.brand ?? "",
      lines: list,
      subtotalPaise,
      deliveryPaise,
      totalPaise: subtotalPaise + deliveryPaise,
      short: list.filter((l) => l.amount > l.totalUnit),
    };
  });
}
