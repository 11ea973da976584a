import EditIcon from "@mui/icons-material/Edit";
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Pagination,
  Stack,
  TableCell,
  TableRow,
  TextField,
} from "@mui/material";
import { formatMoney } from "@sannidhi/site/format";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { ListTable } from "../../components/staff-list";
import { PageHeader } from "../../layouts/admin/page-header";
import { QueryState } from "../../layouts/admin/query-state";
import { FacetFilters } from "../shop/facet-filters";
import { useProducts } from "../shop/shop-api";
import { readShopFilters, type ShopFilters, writeShopFilters } from "../shop/shop-filters";

/**
 * `/shop` (issue 13): the catalogue devotees see, with what can be ordered now, for staff to
 * check and to open a product in the CMS (`/templates/add-product?id=`) to change its stock.
 */
export default function ShopAdminPage() {
  const { t, i18n } = useTranslation(["shop-admin", "shop"]);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readShopFilters(params), [params]);
  const update = (patch: Partial<ShopFilters>) =>
    setParams(writeShopFilters({ ...filters, page: 1, ...patch }), { replace: true });
  const products = useProducts(filters);
  const rows = products.data?.data ?? [];
  const pages = products.data
    ? Math.max(1, Math.ceil(products.data.meta.total / products.data.meta.limit))
    : 1;

  return (
    <Card>
      <PageHeader
        title={t("catalogue.title")}
        subheader={t("catalogue.intro")}
        action={
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button component={RouterLink} to="/templates/add-product" variant="contained">
              {t("catalogue.add")}
            </Button>
            <Button component={RouterLink} to="/shop/orders">
              {t("orders.title")}
            </Button>
          </Stack>
        }
      />
      <CardContent>
        <TextField
          size="small"
          fullWidth
          label={t("shop:search.label")}
          defaultValue={filters.q ?? ""}
          onKeyDown={(e) => {
            if (e.key === "Enter")
              update({ q: (e.target as HTMLInputElement).value.trim() || undefined });
          }}
          sx={{ mb: 2 }}
        />
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "15rem 1fr" } }}>
          <FacetFilters
            filters={filters}
            onChange={update}
            onClear={() => setParams({}, { replace: true })}
          />
          <Box>
            <QueryState query={products} loadingLabel={t("loading")} retryLabel={t("retry")} />
            <ListTable
              label={t("catalogue.title")}
              columns={[
                { label: t("catalogue.product") },
                { label: t("catalogue.temple") },
                { label: t("catalogue.category") },
                { label: t("catalogue.price"), right: true },
                { label: t("catalogue.available"), right: true },
                { label: t("catalogue.rating"), right: true },
                { label: t("catalogue.edit") },
              ]}
            >
              {rows.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.title}</TableCell>
                  <TableCell>{p.brand}</TableCell>
                  <TableCell>{t(`shop:category.${p.category}`)}</TableCell>
                  <TableCell align="right">{formatMoney(p.pricePaise, i18n.language)}</TableCell>
                  <TableCell
                    align="right"
                    sx={{ color: p.totalUnit === 0 ? "error.main" : undefined }}
                  >
                    {p.totalUnit}
                  </TableCell>
                  <TableCell align="right">
                    {p.ratingCount ? `${p.rating} (${p.ratingCount})` : "—"}
                  </TableCell>
                  <TableCell>
                    <IconButton
                      component={RouterLink}
                      to={`/templates/add-product?id=${p.id}`}
                      aria-label={t("catalogue.editOne", { title: p.title })}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </ListTable>
            {pages > 1 && (
              <Pagination
                sx={{ mt: 2 }}
                count={pages}
                page={filters.page}
                onChange={(_, page) => update({ page })}
              />
            )}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
