import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import StorefrontIcon from "@mui/icons-material/Storefront";
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Link,
  Rating,
  Stack,
  Typography,
} from "@mui/material";
import type { ShopProduct } from "@sannidhi/contracts";
import { formatMoney } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

/** One product of the catalogue: what it is, who sells it, its price, stars and stock. */
export function ProductCard({
  product: p,
  onAdd,
  busy,
}: {
  product: ShopProduct;
  onAdd: (p: ShopProduct) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation("shop");
  const titleId = `product-${p.id}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
    >
      {p.imgUrl ? (
        <Box
          component="img"
          src={p.imgUrl}
          alt=""
          loading="lazy"
          sx={{ width: "100%", aspectRatio: "4 / 3", objectFit: "cover" }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            aspectRatio: "4 / 3",
            display: "grid",
            placeItems: "center",
            bgcolor: "#fff7ed",
            color: "#c2410c",
          }}
        >
          <StorefrontIcon sx={{ fontSize: 48 }} />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="caption" sx={{ color: "text.secondary" }}>
          {t(`category.${p.category}`)}
        </Typography>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {p.title}
        </Typography>
        <Link
          component={RouterLink}
          to={`/app/temples/${p.templeSlug}`}
          reloadDocument
          variant="body2"
        >
          {p.brand}
        </Link>
        <Typography sx={{ fontWeight: 700, fontSize: "1.15rem", mt: 1 }}>
          {formatMoney(p.pricePaise, i18n.language)}
        </Typography>
        {p.ratingCount > 0 ? (
          <Stack direction="row" sx={{ alignItems: "center", gap: 0.5 }}>
            <Rating value={p.rating} precision={0.5} readOnly size="small" aria-hidden />
            <Typography variant="body2">
              {t("product.rating", { rating: p.rating, count: p.ratingCount })}
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("product.notRated")}
          </Typography>
        )}
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: "wrap" }}>
          {p.freeShipping && (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              icon={<LocalShippingIcon />}
              label={t("product.freeDelivery")}
            />
          )}
          {p.totalUnit === 0 ? (
            <Chip size="small" label={t("product.outOfStock")} />
          ) : p.totalUnit <= 5 ? (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={t("product.fewLeft", { count: p.totalUnit })}
            />
          ) : null}
        </Stack>
        {p.description && (
          <Typography
            variant="body2"
            sx={{
              mt: 1,
              display: "-webkit-box",
              WebkitLineClamp: 3,
              WebkitBoxOrient: "vertical",
              overflow: "hidden",
            }}
          >
            {p.description}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          fullWidth
          disabled={busy || p.totalUnit === 0}
          onClick={() => onAdd(p)}
          aria-describedby={titleId}
        >
          {t("product.add")}
        </Button>
      </CardActions>
    </Card>
  );
}
