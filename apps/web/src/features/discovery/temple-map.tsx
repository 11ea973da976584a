import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/Remove";
import { Box, IconButton, Link, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { tilesAround } from "./tile-map";

const MIN_ZOOM = 10;
const MAX_ZOOM = 18;

/**
 * A small map centred on the temple, drawn from the configured tile server as plain images
 * (decision 081: no map library; a devotee needs "where is it", the Directions link does the rest).
 */
export function TempleMap({
  template,
  lat,
  lng,
  name,
}: {
  template: string;
  lat: number;
  lng: number;
  name: string;
}) {
  const { t } = useTranslation("discovery");
  const [zoom, setZoom] = useState(15);
  const tiles = tilesAround(template, lat, lng, zoom);
  return (
    <Box>
      <Box
        role="img"
        aria-label={t("temple.mapLabel", { name })}
        data-testid="temple-map"
        sx={{
          position: "relative",
          height: 240,
          overflow: "hidden",
          borderRadius: 1,
          bgcolor: "#e5e7eb",
          border: "1px solid #cbd5e1",
        }}
      >
        {tiles.map((tile) => (
          <img
            key={tile.key}
            src={tile.url}
            alt=""
            width={256}
            height={256}
            loading="lazy"
            draggable={false}
            style={{
              position: "absolute",
              left: `calc(50% + ${tile.left}px)`,
              top: `calc(50% + ${tile.top}px)`,
              maxWidth: "none",
            }}
          />
        ))}
        {/* The pin's tip is the temple's position. */}
        <Box
          component="svg"
          viewBox="0 0 24 36"
          aria-hidden="true"
          sx={{
            position: "absolute",
            left: "50%",
            top: "50%",
            width: 28,
            height: 42,
            transform: "translate(-50%, -100%)",
          }}
        >
          <path
            d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z"
            fill="#b45309"
            stroke="#fff"
            strokeWidth="2"
          />
          <circle cx="12" cy="12" r="4.5" fill="#fff" />
        </Box>
      </Box>
      <Stack direction="row" sx={{ mt: 0.5, alignItems: "center", gap: 0.5 }}>
        <IconButton
          size="small"
          aria-label={t("temple.zoomOut")}
          disabled={zoom <= MIN_ZOOM}
          onClick={() => setZoom((z) => z - 1)}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t("temple.zoomIn")}
          disabled={zoom >= MAX_ZOOM}
          onClick={() => setZoom((z) => z + 1)}
        >
          <AddIcon fontSize="small" />
        </IconButton>
        <Box sx={{ flexGrow: 1 }} />
        <Typography sx={{ fontSize: "0.75rem", color: "text.secondary" }}>
          <Link
            href="https://www.openstreetmap.org/copyright"
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
          >
            {t("temple.mapAttribution")}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
