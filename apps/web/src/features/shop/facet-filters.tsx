import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFacets } from "./shop-api";
import type { ShopFilters } from "./shop-filters";

const SORTS = ["relevance", "price", "-price", "rating", "newest"] as const;

/**
 * The facets of spec section 3 with their `product` counts (category, temple, rating), the price
 * range, free delivery and the order of results. Native selects: light on a phone.
 */
export function FacetFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: ShopFilters;
  onChange: (patch: Partial<ShopFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation("shop");
  const facets = useFacets(filters).data;
  const [min, setMin] = useState(filters.min_price?.toString() ?? "");
  const [max, setMax] = useState(filters.max_price?.toString() ?? "");
  useEffect(() => {
    setMin(filters.min_price?.toString() ?? "");
    setMax(filters.max_price?.toString() ?? "");
  }, [filters.min_price, filters.max_price]);
  const rupees = (v: string) => (/^\d{1,7}$/.test(v.trim()) ? Number(v) : undefined);

  return (
    <Box component="aside" aria-label={t("filters.label")}>
      <Stack spacing={2}>
        <Box>
          <Typography
            component="label"
            htmlFor="shop-sort"
            sx={{ fontWeight: 600, display: "block" }}
          >
            {t("filters.sort")}
          </Typography>
          <select
            id="shop-sort"
            value={filters.sort ?? "relevance"}
            onChange={(e) =>
              onChange({
                sort:
                  e.target.value === "relevance"
                    ? undefined
                    : (e.target.value as ShopFilters["sort"]),
              })
            }
            style={{ width: "100%", padding: 8, fontSize: "1rem" }}
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600 }}>
            {t("filters.category")}
          </Typography>
          <RadioGroup
            value={filters.category ?? ""}
            onChange={(e) =>
              onChange({ category: (e.target.value || undefined) as ShopFilters["category"] })
            }
          >
            <FormControlLabel value="" control={<Radio size="small" />} label={t("filters.all")} />
            {facets?.categories.map((c) => (
              <FormControlLabel
                key={c.title}
                value={c.title}
                control={<Radio size="small" />}
                label={t("filters.withCount", {
                  label: t(`category.${c.title}`),
                  count: c.product,
                })}
              />
            ))}
          </RadioGroup>
        </Box>
        <Box>
          <Typography
            component="label"
            htmlFor="shop-temple"
            sx={{ fontWeight: 600, display: "block" }}
          >
            {t("filters.temple")}
          </Typography>
          <select
            id="shop-temple"
            value={filters.temple_id ?? ""}
            onChange={(e) => onChange({ temple_id: e.target.value || undefined })}
            style={{ width: "100%", padding: 8, fontSize: "1rem" }}
          >
            <option value="">{t("filters.allTemples")}</option>
            {facets?.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {t("filters.withCount", { label: b.title, count: b.product })}
              </option>
            ))}
          </select>
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600 }}>
            {t("filters.rating")}
          </Typography>
          <RadioGroup
            value={String(filters.rating ?? "")}
            onChange={(e) =>
              onChange({ rating: e.target.value ? Number(e.target.value) : undefined })
            }
          >
            <FormControlLabel
              value=""
              control={<Radio size="small" />}
              label={t("filters.anyRating")}
            />
            {facets?.ratings
              .filter((r) => r.rate >= 2)
              .map((r) => (
                <FormControlLabel
                  key={r.rate}
                  value={String(r.rate)}
                  control={<Radio size="small" />}
                  label={t("filters.starsUp", { stars: r.rate, count: r.product })}
                />
              ))}
          </RadioGroup>
        </Box>
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ min_price: rupees(min), max_price: rupees(max) });
          }}
        >
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {t("filters.price")}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
            <TextField
              size="small"
              label={t("filters.min")}
              value={min}
              onChange={(e) => setMin(e.target.value)}
              slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 7 } }}
            />
            <TextField
              size="small"
              label={t("filters.max")}
              value={max}
              onChange={(e) => setMax(e.target.value)}
              slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 7 } }}
            />
          </Stack>
          <Button type="submit" size="small" sx={{ mt: 1 }}>
            {t("filters.applyPrice")}
          </Button>
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={!!filters.free_shipping}
              onChange={(e) => onChange({ free_shipping: e.target.checked || undefined })}
            />
          }
          label={t("filters.freeDelivery")}
        />
        <Button variant="outlined" onClick={onClear}>
          {t("filters.clear")}
        </Button>
      </Stack>
    </Box>
  );
}
