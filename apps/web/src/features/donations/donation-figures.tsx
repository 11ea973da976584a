import { Card, CardContent, Grid, Typography } from "@mui/material";
import { formatMoney } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";
import { useDonationTotals } from "./donations-api";

/**
 * The SA dashboard's donation figures (issue 18): today, this week and this financial year.
 * Shows nothing until they arrive (or if they cannot be had): the booking figures stand alone.
 */
export function DonationFigures() {
  const { t, i18n } = useTranslation("donations");
  const totals = useDonationTotals();
  if (!totals.data) return null;
  const money = (p: number) => formatMoney(p, i18n.language);
  const figures = [
    [t("dashboard.today"), totals.data.todayPaise],
    [t("dashboard.week"), totals.data.weekPaise],
    [t("dashboard.year"), totals.data.financialYearPaise],
  ] as const;
  return (
    <Grid
      container
      spacing={2}
      sx={{ mb: 3 }}
      component="section"
      aria-label={t("dashboard.title")}
    >
      {figures.map(([label, paise]) => (
        <Grid key={label} size={{ xs: 12, sm: 4 }}>
          <Card variant="outlined" sx={{ height: "100%" }}>
            <CardContent>
              <Typography color="text.secondary" variant="body2" component="h2">
                {label}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
                {money(paise)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
