import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import { Badge, Button, Stack } from "@mui/material";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { SessionContext } from "../../app/session";
import { useCart } from "./shop-api";

/** The shop's own links, on every shop page: the cart with its count, and My orders. */
export function ShopNav() {
  const { t } = useTranslation("shop");
  const signedIn = useContext(SessionContext)?.state.status === "authenticated";
  const cart = useCart(signedIn);
  const count = cart.data?.reduce((n, l) => n + l.amount, 0) ?? 0;
  return (
    <Stack
      direction="row"
      component="nav"
      aria-label={t("nav.label")}
      sx={{ gap: 1, flexWrap: "wrap" }}
    >
      <Button component={RouterLink} to="/app/shop">
        {t("nav.shop")}
      </Button>
      <Button
        component={RouterLink}
        to="/app/cart"
        startIcon={
          <Badge badgeContent={count} color="secondary" max={99}>
            <ShoppingCartIcon />
          </Badge>
        }
        aria-label={t("nav.cartCount", { count })}
      >
        {t("nav.cart")}
      </Button>
      <Button component={RouterLink} to="/app/orders">
        {t("nav.orders")}
      </Button>
    </Stack>
  );
}
