import { Box, Card, Link, Typography } from "@mui/material";
import type { TempleCard as Temple } from "@sannidhi/contracts";
import { formatDistance } from "@sannidhi/site/format";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { langOf, Text } from "./localized";

/**
 * One search result. The name is the link (a short accessible name); a stretched overlay makes
 * the whole card a tap target on a phone. The image box has a fixed ratio, so cards do not jump
 * while lazily loaded photos arrive.
 */
export function TempleResultCard({ temple }: { temple: Temple }) {
  const { t, i18n } = useTranslation("discovery");
  const form = (["mainForm", "deity"] as const).filter((f) => temple[f]);
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
        {/* The first photo, or the temple's own drawing until one is uploaded (issue 19). */}
        <Box
          component="img"
          src={temple.image ?? temple.illustration}
          alt=""
          loading="lazy"
          decoding="async"
          sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
        />
      </Box>
      <Box sx={{ p: 1.5, minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: "1.05rem", lineHeight: 1.3 }}>
          <Link
            component={RouterLink}
            to={`/app/temples/${temple.slug}`}
            lang={langOf(temple, "name")}
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
          <Place of={temple} />
        </Typography>
        {form.length > 0 && (
          <Typography sx={{ mt: 0.5, fontSize: "0.9rem" }}>
            {form.map((f, i) => (
              <Fragment key={f}>
                {i > 0 && " · "}
                <Text of={temple} field={f} value={temple[f] ?? ""} />
              </Fragment>
            ))}
          </Typography>
        )}
        {temple.distanceKm != null && (
          <Typography sx={{ mt: 0.5, fontWeight: 600, color: "primary.main", fontSize: "0.9rem" }}>
            {t("card.distance", { km: formatDistance(temple.distanceKm, i18n.language) })}
          </Typography>
        )}
      </Box>
    </Card>
  );
}

/** "Town, District, State", each part marked English on its own when it fell back. */
export function Place({ of }: { of: Pick<Temple, "town" | "district" | "state" | "fallback"> }) {
  return (
    <>
      {(["town", "district", "state"] as const).map((f, i) => (
        <Fragment key={f}>
          {i > 0 && ", "}
          <Text of={of} field={f} value={of[f]} />
        </Fragment>
      ))}
    </>
  );
}
