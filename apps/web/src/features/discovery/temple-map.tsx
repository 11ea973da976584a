import { Box, Skeleton } from "@mui/material";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNearScreen } from "../../components/use-near-screen";

// Leaflet and the outline of India load only when the map is about to be seen (decision 130).
const IndiaMap = lazy(() => import("../../components/map/india-map"));

const HEIGHT = 240;

/**
 * The temple on the product's one map (decision 130, replacing the static tile grid of 081):
 * the configured tile server's streets, or without one the temple's position on the shipped
 * outline of India's states, so a devotee always sees where it is.
 */
export function TempleMap({
  template,
  lat,
  lng,
  name,
}: {
  /** `MAP_TILE_URL` from the public configuration, or null. */
  template: string | null;
  lat: number;
  lng: number;
  name: string;
}) {
  const { t } = useTranslation("discovery");
  const { ref, near } = useNearScreen<HTMLDivElement>(false, "300px 0px");
  const placeholder = <Skeleton variant="rounded" height={HEIGHT} />;
  return (
    <Box ref={ref} sx={{ minHeight: HEIGHT }}>
      {near ? (
        <Suspense fallback={placeholder}>
          <IndiaMap
            tileUrl={template}
            points={[{ id: "temple", lat, lng, label: name }]}
            center={{ lat, lng }}
            label={t("temple.mapLabel", { name })}
            height={HEIGHT}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
