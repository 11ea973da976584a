import { Box, Button, Chip, Stack, Typography } from "@mui/material";
import type { TemplePage } from "@sannidhi/contracts";
import { formatDay, formatMoney } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { langOf } from "./localized";

/**
 * The temple's poojas: kind, price, duration and the next date with a free place. "Book" is
 * offered only when a date is open (issue 6: honest about availability).
 */
export function PoojaList({ slug, poojas }: { slug: string; poojas: TemplePage["poojas"] }) {
  const { t, i18n } = useTranslation(["discovery", "booking-terms"]);
  if (poojas.length === 0) return <Typography>{t("temple.noPoojas")}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
      {poojas.map((p) => (
        <Box
          component="li"
          key={p.id}
          aria-labelledby={`pooja-${p.id}`}
          sx={{ border: "1px solid #e2e8f0", borderRadius: 1, p: 1.5, bgcolor: "#fff" }}
        >
          <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <Typography
              id={`pooja-${p.id}`}
              component="h3"
              lang={langOf(p, "name")}
              sx={{ fontWeight: 700 }}
            >
              {p.name}
            </Typography>
            <Chip
              size="small"
              label={t(`booking-terms:kind.${p.kind}`, { defaultValue: p.kind })}
            />
          </Stack>
          {p.description && (
            <Typography
              lang={langOf(p, "description")}
              sx={{ mt: 0.5, color: "text.secondary", fontSize: "0.9rem" }}
            >
              {p.description}
            </Typography>
          )}
          <Stack
            direction={{ xs: "column", sm: "row" }}
            sx={{ mt: 1, gap: { xs: 0.5, sm: 2 }, alignItems: { sm: "center" } }}
          >
            <Typography sx={{ fontWeight: 700, fontSize: "1.1rem" }}>
              {formatMoney(p.pricePaise, i18n.language)}
            </Typography>
            <Typography sx={{ fontSize: "0.9rem" }}>
              {t("temple.duration", { count: p.durationMinutes })}
            </Typography>
            <Typography sx={{ fontSize: "0.9rem", fontWeight: p.nextAvailableDate ? 400 : 600 }}>
              {p.nextAvailableDate
                ? t("temple.nextDate", { date: formatDay(p.nextAvailableDate, i18n.language) })
                : t("temple.noDates")}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            {p.nextAvailableDate && (
              <Button
                component={RouterLink}
                to={`/app/temples/${slug}/book/${p.id}`}
                variant="contained"
                aria-label={t("temple.bookLabel", { name: p.name })}
                sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}
              >
                {t("temple.book")}
              </Button>
            )}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
