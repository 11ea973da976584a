import { Alert, Box, Button, Pagination, Typography, useMediaQuery } from "@mui/material";
import type { ShopProduct } from "@sannidhi/contracts";
import { useCallback, useContext, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { SessionContext } from "../../app/session";
import { Loading } from "../../components/loading";
import { Notice } from "../../components/notice";
import { SearchForm } from "../../components/search-form";
import { errorMessage } from "../../lib/http";
import { signInPathFor } from "../auth/return-path";
import { useSearchText } from "../cms/use-debounced";
import { FacetFilters } from "./facet-filters";
import { ProductCard } from "./product-card";
import { useCartActions, useProducts } from "./shop-api";
import { readShopFilters, type ShopFilters, writeShopFilters } from "./shop-filters";
import { ShopFrame } from "./shop-frame";

/** /app/shop (issue 13): what temples sell, filtered by facet, added to the cart. */
export default function ShopPage() {
  const { t } = useTranslation("shop");
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readShopFilters(params), [params]);
  // On a phone the filters fold away under one "Filters" line, so products come first.
  const wide = useMediaQuery("(min-width:900px)", { noSsr: true });

  // A filter change starts again at page 1; typing replaces the history entry (decision 080).
  const update = useCallback(
    (patch: Partial<ShopFilters>, replace = false) =>
      setParams(writeShopFilters({ ...filters, page: 1, ...patch }), { replace }),
    [filters, setParams],
  );
  const [text, setText] = useSearchText(filters.q ?? "", (q) =>
    update({ q: q || undefined }, true),
  );

  return (
    <ShopFrame title={t("title")} width={null}>
      <Typography sx={{ mt: 1, color: "text.secondary" }}>{t("intro")}</Typography>
      <SearchForm
        id="shop-search"
        label={t("search.label")}
        placeholder={t("search.placeholder")}
        value={text}
        onChange={setText}
      />
      <Box
        sx={{
          display: "grid",
          gap: 3,
          mt: 2,
          gridTemplateColumns: { xs: "1fr", md: "16rem 1fr" },
        }}
      >
        <Box
          component="details"
          open={wide || undefined}
          sx={{
            "& > summary": { cursor: "pointer", fontWeight: 600, mb: 1, display: { md: "none" } },
          }}
        >
          <Box component="summary">{t("filters.label")}</Box>
          <FacetFilters
            filters={filters}
            onChange={update}
            onClear={() => {
              setText("");
              setParams({});
            }}
          />
        </Box>
        <Results filters={filters} onPage={(page) => update({ page })} />
      </Box>
    </ShopFrame>
  );
}

function Results({ filters, onPage }: { filters: ShopFilters; onPage: (page: number) => void }) {
  const { t } = useTranslation("shop");
  const products = useProducts(filters);
  const session = useContext(SessionContext)?.state.status;
  const signedIn = session === "authenticated";
  // Until the stored session is checked nobody is known to be signed out: a signed-in devotee
  // who tapped "Add to cart" that early was sent to sign in (seen on a loaded machine).
  const checking = session === "uninitialised";
  const navigate = useNavigate();
  const location = useLocation();
  const cart = useCartActions();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const add = async (p: ShopProduct) => {
    if (!signedIn) return navigate(signInPathFor(location.pathname + location.search));
    setBusy(p.id);
    try {
      const lines = await cart.add(p.id);
      const amount = lines.find((l) => l.id === p.id)?.amount ?? 1;
      setNotice({ ok: true, text: t("product.added", { title: p.title, count: amount }) });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  };

  if (products.isPending) return <Loading />;
  if (products.isError && !products.data) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void products.refetch()}>{t("retry")}</Button>}
      >
        {errorMessage(products.error)}
      </Alert>
    );
  }
  const { data, meta } = products.data;
  const pages = Math.max(1, Math.ceil(meta.total / meta.limit));
  return (
    <Box component="section" aria-labelledby="shop-count" aria-busy={products.isFetching}>
      <div aria-live="polite" aria-atomic="true">
        <Typography id="shop-count" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t("results", { count: meta.total })}
        </Typography>
      </div>
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: "repeat(auto-fill, minmax(13rem, 1fr))",
        }}
      >
        {data.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} onAdd={add} busy={checking || busy === p.id} />
          </li>
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={filters.page}
          onChange={(_, page) => onPage(page)}
          getItemAriaLabel={(type, page) =>
            type === "page" ? t("pageN", { n: page }) : t(`page.${type}`)
          }
        />
      )}
      <Notice
        text={notice?.text ?? null}
        severity={notice?.ok ? "success" : "error"}
        onClose={() => setNotice(null)}
      />
    </Box>
  );
}
