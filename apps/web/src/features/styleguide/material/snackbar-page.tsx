import { Alert, Button, Snackbar, Stack } from "@mui/material";
import { formatMoney } from "@sannidhi/site/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Sample } from "../sample";
import { Keys } from "./states";

/**
 * `/material/snackbar`: the notices staff see after an action (the CMS list's "was deleted", a
 * booking's refund and priest), and the alerts pages use for lasting messages.
 */
export default function SnackbarPage() {
  const { t, i18n } = useTranslation(["styleguide", "cms", "staff-bookings"]);
  const [notice, setNotice] = useState<string | null>(null);
  const notices = [
    t("cms:delete.done", { name: "Divya Desam" }),
    t("staff-bookings:refund.done", { amount: formatMoney(1_50_000, i18n.language) }),
    t("staff-bookings:priest.done", { name: "Sri Venkatesa Dikshitar" }),
    t("staff-bookings:performed.done"),
  ];
  return (
    <>
      <Sample
        title={t("snackbar.notices")}
        intro={t("snackbar.noticesIntro")}
        code={`<Snackbar open={!!notice} autoHideDuration={5000} onClose={() => setNotice(null)} message={notice} />`}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          {notices.map((n) => (
            <Button key={n} variant="outlined" onClick={() => setNotice(n)}>
              {n}
            </Button>
          ))}
        </Stack>
        <Snackbar
          open={!!notice}
          autoHideDuration={5000}
          onClose={() => setNotice(null)}
          message={notice}
        />
      </Sample>
      <Sample
        title={t("snackbar.alerts")}
        intro={t("snackbar.alertsIntro")}
        code={`<Alert severity="warning">…</Alert>`}
      >
        <Stack spacing={1}>
          <Alert severity="success">{t("staff-bookings:performed.done")}</Alert>
          <Alert severity="info">{t("staff-bookings:daySheet.chooseTemple")}</Alert>
          <Alert severity="warning">
            {t("staff-bookings:daySheet.closed", { reason: "Vaikunta Ekadashi" })}
          </Alert>
          <Alert severity="error">{t("staff-bookings:detail.notFound")}</Alert>
        </Stack>
      </Sample>
      <Keys text={t("snackbar.keys")} />
    </>
  );
}
