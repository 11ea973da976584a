import type { ReactNode } from "react";
import { DevoteeFrame } from "../../components/devotee-frame";
import { ShopNav } from "./shop-nav";

/**
 * A page of the shop: the devotee's frame with the shop's own links, and — for the cart and
 * orders — sign-in first, with `signIn` saying why.
 */
export function ShopFrame({
  title,
  signIn,
  width = "48rem",
  children,
}: {
  title: string;
  signIn?: string;
  /** The page's width; null for the container's own (the catalogue's grid). */
  width?: string | null;
  children: ReactNode;
}) {
  return (
    <DevoteeFrame title={title} signIn={signIn} width={width} links={<ShopNav />}>
      {children}
    </DevoteeFrame>
  );
}
