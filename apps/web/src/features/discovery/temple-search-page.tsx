import MyLocationIcon from "@mui/icons-material/MyLocation";
import { Alert, Box, Button, Chip, Container, Pagination, Stack, Typography } from "@mui/material";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Loading } from "../../components/loading";
import { SearchForm } from "../../components/search-form";
import { useDebounced } from "../cms/use-debounced";
import { PublicFrame } from "../public/public-frame";
import { useTempleSearch } from "./discovery-api";
import { SearchFilterPickers } from "./search-filters";
import { readFilters, type SearchFilters, writeFilters } from "./search-params";
import { TempleResultCard } from "./temple-card";
import { UnderstoodLine } from "./understood-line";
import { useNearMe } from "./use-near-me";

/** /app/temples (issue 6): public temple search; every filter is in the query string. */
export default function TempleSearchPage() {
  const { t } = useTranslation(["discovery", "common"]);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const title = t("search.title");
  useEffect(() => {
    document.title = `${title} — ${t("common:appName")}`;
  }, [title, t]);

  // Any change of a filter starts again at page 1. Choices push a history entry (the back
  // button undoes them); typing replaces it, or every pause would be one more "back".
  const update = useCallback(
    (patch: Partial<SearchFilters>, replace = false) =>
      setParams(writeFilters({ ...filters, page: 1, ...patch }), { replace }),
    [filters, setParams],
  );

  const [text, setText] = useState(filters.q ?? "");
  const settled = useDebounced(text.trim(), 350);
  const urlQ = filters.q ?? "";
  // Runs when the typing settles only (not when the URL changes).
  useEffect(() => {
    if (settled !== urlQ) update({ q: settled || undefined }, true);
  }, [settled]);
  // The URL changed from outside (back button, a link): the box shows what is searched.
  // Follows the URL only.
  useEffect(() => {
    if (urlQ !== settled) setText(urlQ);
  }, [urlQ]);

  const onNear = useCallback((near: string) => update({ near }), [update]);
  const nearMe = useNearMe(onNear);
  const search = useTempleSearch(filters);
  const anyFilter = !!(filters.state || filters.category || filters.deity || filters.q);

  return (
    <PublicFrame>
      <Container sx={{ py: { xs: 2, sm: 3 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 1, color: "text.secondary" }}>{t("search.intro")}</Typography>

        <SearchForm
          id="temple-search"
          label={t("search.label")}
          placeholder={t("search.placeholder")}
          value={text}
          onChange={setText}
        >
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              {t("search.filters")}
            </Typography>
            <SearchFilterPickers
              filters={filters}
              onChange={(key, value) =>
                update(key === "state" ? { state: value, district: undefined } : { [key]: value })
              }
            />
          </Box>
          <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: "wrap", alignItems: "center" }}>
            <Button
              variant="outlined"
              startIcon={<MyLocationIcon />}
              onClick={nearMe.locate}
              disabled={nearMe.locating}
            >
              {nearMe.locating ? t("near.locating") : t("near.button")}
            </Button>
            {filters.near && (
              <>
                <Chip color="primary" label={t("near.active")} />
                <Button size="small" onClick={() => update({ near: undefined })}>
                  {t("near.clear")}
                </Button>
              </>
            )}
            {anyFilter && (
              <Button
                onClick={() => {
                  setText("");
                  update({
                    q: undefined,
                    state: undefined,
                    district: undefined,
                    category: undefined,
                    deity: undefined,
                  });
                }}
              >
                {t("search.clear")}
              </Button>
            )}
          </Stack>
          {nearMe.problem && (
            <Alert severity="warning" sx={{ mt: 1.5 }} onClose={nearMe.clearProblem}>
              {t(`near.${nearMe.problem}`)}
            </Alert>
          )}
        </SearchForm>

        <SearchResults
          search={search}
          typed={filters.q ?? ""}
          page={filters.page}
          onPage={(page) => {
            update({ page });
            document.getElementById("results")?.scrollIntoView({ block: "start" });
          }}
        />
      </Container>
    </PublicFrame>
  );
}

function SearchResults({
  search,
  typed,
  page,
  onPage,
}: {
  search: ReturnType<typeof useTempleSearch>;
  /** The text searched: what a forgiving answer says it found no exact match for. */
  typed: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("discovery");
  if (search.isPending) return <Loading />;
  if (search.isError && !search.data) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 3 }}
        action={
          <Button color="inherit" onClick={() => void search.refetch()}>
            {t("search.retry")}
          </Button>
        }
      >
        {t("search.error")}
      </Alert>
    );
  }
  const { data, meta } = search.data;
  const pages = Math.max(1, Math.ceil(meta.total / meta.limit));
  return (
    <Box
      component="section"
      id="results"
      aria-labelledby="results-count"
      // While a new search runs the previous cards stay on screen, marked busy.
      aria-busy={search.isFetching}
      sx={{ mt: 3 }}
    >
      {/* Announced when it changes, so a screen-reader user hears what a filter did. */}
      <div aria-live="polite" aria-atomic="true">
        <Typography id="results-count" component="h2" sx={{ fontWeight: 600 }}>
          {t("search.results", { count: meta.total })}
        </Typography>
        {/* The previous answer's line would speak of the previous text: not while it is shown. */}
        {!search.isPlaceholderData && (
          <UnderstoodLine understoodAs={meta.understoodAs} typed={typed} />
        )}
      </div>
      {meta.total === 0 ? (
        <Box sx={{ py: 4, textAlign: "center" }}>
          <img src="/images/diya.svg" alt="" width={120} height={96} />
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{t("search.empty")}</Typography>
          <Typography sx={{ color: "text.secondary" }}>{t("search.emptyHint")}</Typography>
        </Box>
      ) : (
        <Box
          sx={{
            mt: 1.5,
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(3, 1fr)" },
            opacity: search.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {data.map((temple) => (
            <TempleResultCard key={temple.id} temple={temple} />
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 3, display: "flex", justifyContent: "center" }}
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, p) => onPage(p)}
          siblingCount={0}
          aria-label={t("search.pages")}
        />
      )}
    </Box>
  );
}
