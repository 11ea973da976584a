import EditIcon from "@mui/icons-material/Edit";
import {
  Box,
  Card,
  CardContent,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { cmsResource } from "@sannidhi/contracts/cms-resources";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../layouts/admin/page-header";
import { QueryState } from "../../layouts/admin/query-state";
import { errorMessage } from "../../lib/http";
import { useDeities, usePublicConfig, useStates } from "../discovery/discovery-api";
import { useTempleMapPoints } from "./map-api";

const IndiaMap = lazy(() => import("../../components/map/india-map"));

/** Rows listed under the map; the map itself shows every temple. */
const LISTED = 100;
const templePage = (slug: string) => `/app/temples/${encodeURIComponent(slug)}`;
const editPage = (id: string) => `${cmsResource("temples").addPage}?id=${id}`;

/**
 * `/map` (spec section 2; issue 14): every published temple on the interactive map, filtered by
 * state and deity (kept in the URL), clustered at low zoom; a click opens the temple's page. The
 * list under the map names the same temples for keyboard and screen-reader users.
 */
export default function MapPage() {
  const { t } = useTranslation("map");
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = { state: params.get("state") ?? "", deity: params.get("deity") ?? "" };
  const states = useStates();
  const deities = useDeities();
  const config = usePublicConfig();
  const temples = useTempleMapPoints({
    state: filters.state || undefined,
    deity: filters.deity || undefined,
  });
  const rows = temples.data ?? [];
  const points = useMemo(
    () => rows.map((r) => ({ id: r.id, lat: r.latitude, lng: r.longitude, label: r.name })),
    [rows],
  );
  const slugOf = useMemo(() => new Map(rows.map((r) => [r.id, r.slug])), [rows]);
  const tiles = config.data?.mapTileUrl ?? null;

  const choose = (key: "state" | "deity", value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <Card>
      <PageHeader title={t("page.title")} />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{t("page.intro")}</Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label={t("page.state")}
            value={filters.state}
            onChange={(e) => choose("state", e.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t("page.all")}</MenuItem>
            {(states.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t("page.deity")}
            value={filters.deity}
            onChange={(e) => choose("deity", e.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t("page.all")}</MenuItem>
            {(deities.data ?? []).map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <QueryState
          query={temples}
          loadingLabel={t("page.loading")}
          retryLabel={t("page.retry")}
          message={`${t("page.error")} ${errorMessage(temples.error)}`}
        />
        <Typography role="status" sx={{ my: 1, fontWeight: 600 }}>
          {temples.isSuccess &&
            (rows.length ? t("page.count", { count: rows.length }) : t("page.none"))}
        </Typography>
        {config.isPending ? (
          <Skeleton variant="rounded" height="60vh" />
        ) : (
          <Suspense fallback={<Skeleton variant="rounded" height="60vh" />}>
            <IndiaMap
              tileUrl={tiles}
              points={points}
              cluster
              label={t("page.label")}
              height="60vh"
              onOpen={(p) => navigate(templePage(slugOf.get(p.id) ?? ""))}
            />
          </Suspense>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {tiles ? t("page.baseTiles") : t("page.baseOutline")}
        </Typography>
        {rows.length > 0 && (
          <Box component="section" aria-labelledby="map-list" sx={{ mt: 3 }}>
            <Typography id="map-list" variant="h6" component="h2">
              {t("page.list")}
            </Typography>
            <List dense>
              {rows.slice(0, LISTED).map((r) => (
                <ListItem
                  key={r.id}
                  disableGutters
                  secondaryAction={
                    <IconButton
                      component={RouterLink}
                      to={editPage(r.id)}
                      aria-label={t("page.edit", { name: r.name })}
                      title={t("page.edit", { name: r.name })}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={
                      <Link
                        component={RouterLink}
                        to={templePage(r.slug)}
                        aria-label={t("page.open", { name: r.name })}
                      >
                        {r.name}
                      </Link>
                    }
                    secondary={[r.town, r.state, r.deity].filter(Boolean).join(" · ")}
                  />
                </ListItem>
              ))}
            </List>
            {rows.length > LISTED && (
              <Typography variant="body2" color="text.secondary">
                {t("page.more", { count: rows.length - LISTED })}
              </Typography>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
