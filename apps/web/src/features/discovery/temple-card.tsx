import { Box, Card, Link, Typography } from "@mui/material";
import type { TempleCard as Temple } from "@sannidhi/contracts";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { formatDistance } from "./format-distance";

/**
 * One search result. The name is the link (a short accessible name); a stretched overlay makes
 * the whole card a tap target on a phone. The image box has a fixed ratio, so cards do not jump
 * while lazily loaded photos arrive.
 */
export function TempleResultCard({ temple }: { temple: Temple }) {
  const { t, i18n } = useTranslation("discovery");
  const form = [temple.mainForm, temple.deity].filter(Boolean).join(" · ");
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: "relative",
        height: "100%",
        // A row on a phone (a small square photo beside the text), a column on wider screens.
        display: "flex",
        flexDirection: { xs: "row", sm: "column" },
        "&:focus-within": { outline: "3px solid #f59e0b", outlineOffset: 2 },
      }}
    >
      <Box
        sx={{
          flexShrink: 0,
          width: { xs: 104, sm: "100%" },
          aspectRatio: { xs: "1 / 1", sm: "4 / 3" },
          bgcolor: "#fef3c7",
          overflow: "hidden",
        }}
      >
        {temple.image ? (
          <Box
            component="img"
            src={temple.image}
            alt=""
            loading="lazy"
            decoding="async"
            sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
          />
        ) : (
          <Box
            component="img"
            src="/images/diya.svg"
            alt=""
            sx={{ width: "40%", height: "100%", mx: "auto", display: "block", opacity: 0.6 }}
          />
        )}
      </Box>
      <Box sx={{ p: 1.5, minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: "1.05rem", lineHeight: 1.3 }}>
          <Link
            component={RouterLink}
            to={`/app/temples/${temple.slug}`}
            underline="hover"
            sx={{
              color: "inherit",
              outline: "none",
              "&::after": { content: '""', position: "absolute", inset: 0 },
            }}
          >
            {temple.name}
          </Link>
        </Typography>
        <Typography sx={{ mt: 0.5, color: "text.secondary", fontSize: "0.9rem" }}>
          {t("card.place", {
            town: temple.town,
            district: temple.district,
            state: temple.state,
          })}
        </Typography>
        {form && <Typography sx={{ mt: 0.5, fontSize: "0.9rem" }}>{form}</Typography>}
        {temple.distanceKm != null && (
          <Typography sx={{ mt: 0.5, fontWeight: 600, color: "primary.main", fontSize: "0.9rem" }}>
            {t("card.distance", { km: formatDistance(temple.distanceKm, i18n.language) })}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
