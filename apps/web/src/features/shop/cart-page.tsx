import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import RemoveIcon from "@mui/icons-material/Remove";
import { Alert, Box, Button, Divider, IconButton, Paper, Stack, Typography } from "@mui/material";
import type { CartLine } from "@sannidhi/contracts";
import { SHOP } from "@sannidhi/contracts/shop-rules";
import { formatMoney } from "@sannidhi/site/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { LinkNotice } from "../../components/link-notice";
import { Loading } from "../../components/loading";
import { errorMessage } from "../../lib/http";
import { byTemple } from "./cart-totals";
import { useCart, useCartActions } from "./shop-api";
import { ShopFrame } from "./shop-frame";

/** /app/cart (spec section 4): the signed-in devotee's cart, one checkout per temple. */
export default function CartPage() {
  const { t } = useTranslation("shop");
  return (
    <ShopFrame title={t("cart.title")} signIn={t("cart.signIn")}>
      <Cart />
    </ShopFrame>
  );
}

function Cart() {
  const { t, i18n } = useTranslation("shop");
  const cart = useCart(true);
  const actions = useCartActions();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (p: number) => formatMoney(p, i18n.language);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (cart.isPending) return <Loading />;
  if (cart.isError) return <Alert severity="error">{errorMessage(cart.error)}</Alert>;
  if (!cart.data.length) {
    return <LinkNotice text={t("cart.empty")} action={t("cart.browse")} to="/app/shop" />;
  }
  const line = (l: CartLine) => (
    <Stack
      component="li"
      key={l.id}
      direction="row"
      sx={{ alignItems: "center", gap: 1, py: 1, flexWrap: "wrap" }}
    >
      <Box sx={{ flexGrow: 1, minWidth: "10rem" }}>
        <Typography sx={{ fontWeight: 600 }}>{l.title}</Typography>
        <Typography variant="body2">{t("cart.each", { price: money(l.pricePaise) })}</Typography>
        {l.amount > l.totalUnit && (
          <Typography variant="body2" color="error">
            {l.totalUnit === 0
              ? t("product.outOfStock")
              : t("product.fewLeft", { count: l.totalUnit })}
          </Typography>
        )}
      </Box>
      <Stack
        direction="row"
        sx={{ alignItems: "center" }}
        role="group"
        aria-label={t("cart.amountOf", { title: l.title })}
      >
        <IconButton
          aria-label={t("cart.less")}
          disabled={busy || l.amount <= 1}
          onClick={() => run(() => actions.setAmount(l.id, l.amount - 1))}
        >
          <RemoveIcon />
        </IconButton>
        <Typography
          aria-live="polite"
          sx={{ minWidth: "2ch", textAlign: "center" }}
          data-testid={`amount-${l.id}`}
        >
          {l.amount}
        </Typography>
        <IconButton
          aria-label={t("cart.more")}
          disabled={busy || l.amount >= Math.min(SHOP.maxAmountPerLine, l.totalUnit)}
          onClick={() => run(() => actions.setAmount(l.id, l.amount + 1))}
        >
          <AddIcon />
        </IconButton>
      </Stack>
      <Typography sx={{ minWidth: "6rem", textAlign: "right", fontWeight: 600 }}>
        {money(l.pricePaise * l.amount)}
      </Typography>
      <IconButton
        aria-label={t("cart.remove", { title: l.title })}
        disabled={busy}
        onClick={() => run(() => actions.remove(l.id))}
      >
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {byTemple(cart.data).map((g) => (
        <Paper
          key={g.templeId}
          variant="outlined"
          sx={{ p: 2 }}
          component="section"
          aria-labelledby={`cart-${g.templeId}`}
        >
          <Typography id={`cart-${g.templeId}`} component="h2" variant="h6">
            {t("cart.from", { temple: g.temple })}
          </Typography>
          <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
            {g.lines.map(line)}
          </Box>
          <Divider sx={{ my: 1 }} />
          <Stack spacing={0.5} sx={{ alignItems: "flex-end" }}>
            <Typography>{t("totals.subtotal", { amount: money(g.subtotalPaise) })}</Typography>
            <Typography>
              {g.deliveryPaise
                ? t("totals.delivery", { amount: money(g.deliveryPaise) })
                : t("totals.freeDelivery")}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {t("totals.total", { amount: money(g.totalPaise) })}
            </Typography>
            <Button
              variant="contained"
              component={RouterLink}
              to={`/app/cart/checkout/${g.templeId}`}
              disabled={g.short.length > 0}
            >
              {t("cart.checkout")}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
