import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from "@mui/material";
import type { QuotaReleaseCreate } from "@sannidhi/contracts";
import { formatCount, formatDate, formatDateTime } from "@sannidhi/site/format";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Loading } from "../../components/loading";
import { errorMessage } from "../../lib/http";
import { webResource } from "../cms/resources";
import { useResourceItem } from "../cms/use-cms";

const poojas = webResource("poojas");

/** What was scheduled, named for the page's notice. */
export interface ScheduledRelease {
  temple: string;
  pooja: string;
}

/**
 * The last look before a release is saved (issue 38, item 5: one was saved on another temple's
 * pooja of the same name): the temple and the pooja as the server records them — the temple is
 * the pooja's own, read with it — beside the dates, the time and the rate.
 */
export function ReleaseConfirm({
  release,
  onBack,
  onConfirm,
}: {
  release: QuotaReleaseCreate;
  onBack(): void;
  onConfirm(named: ScheduledRelease): void;
}) {
  const { t, i18n } = useTranslation("quota-releases");
  const lang = i18n.language;
  const titleId = useId();
  const pooja = useResourceItem(poojas, release.poojaId);
  const named = pooja.data && {
    pooja: String(pooja.data.name),
    temple: String((pooja.data.temple as { name?: string } | null)?.name ?? ""),
  };
  const rows: [string, string][] = named
    ? [
        [t("confirm.temple"), named.temple],
        [t("confirm.pooja"), named.pooja],
        [
          t("col.dates"),
          t("datesRange", {
            from: formatDate(release.fromDate, lang),
            to: formatDate(release.toDate, lang),
          }),
        ],
        [t("col.releaseAt"), formatDateTime(release.releaseAt, lang)],
        [t("col.rate"), t("perMinute", { n: formatCount(release.ratePerMinute, lang) })],
      ]
    : [];
  return (
    <Dialog open onClose={onBack} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t("confirm.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t("confirm.check")}</DialogContentText>
        {pooja.isPending && <Loading />}
        {pooja.isError && <Alert severity="error">{errorMessage(pooja.error)}</Alert>}
        {named && (
          <Table size="small" aria-label={t("confirm.title")}>
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {label}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>{t("confirm.back")}</Button>
        <Button variant="contained" disabled={!named} onClick={() => named && onConfirm(named)}>
          {t("confirm.submit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
