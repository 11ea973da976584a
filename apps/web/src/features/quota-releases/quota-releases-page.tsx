import {
  Alert,
  AlertTitle,
  Button,
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { StaffQuotaRelease } from "@sannidhi/contracts";
import { formatCount, formatDate, formatDateTime } from "@sannidhi/site/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../layouts/admin/page-header";
import { QueryState } from "../../layouts/admin/query-state";
import { errorMessage } from "../../lib/http";
import { useStaffQuotaReleases } from "./quota-releases-api";
import type { ScheduledRelease } from "./release-confirm";
import { ReleaseForm } from "./release-form";
import { type ReleasePhase, releasePhase } from "./release-phase";

const PHASE_COLOR: Record<ReleasePhase, "default" | "info" | "warning" | "success" | "error"> = {
  scheduled: "default",
  queueOpen: "info",
  releasing: "warning",
  done: "success",
  soldOut: "error",
};

/**
 * `/bookings/quota-releases` (issue 15, part 3): the quota releases of the temples this staff
 * member acts for, a form to schedule one, and each queue's figures, read again every few seconds.
 */
export default function QuotaReleasesPage() {
  const { t } = useTranslation("quota-releases");
  const list = useStaffQuotaReleases();
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState<ScheduledRelease | null>(null);
  const rows = list.data ?? [];
  return (
    <Card>
      <PageHeader
        title={t("title")}
        subheader={t("intro")}
        action={
          !adding && (
            <Button
              variant="contained"
              onClick={() => {
                setAdding(true);
                setSaved(null);
              }}
            >
              {t("add")}
            </Button>
          )
        }
      />
      <CardContent>
        {adding && (
          <ReleaseForm
            onDone={(scheduled) => {
              setAdding(false);
              setSaved(scheduled ?? null);
            }}
          />
        )}
        {saved && !adding && (
          <Alert severity="success" sx={{ mb: 2 }}>
            <AlertTitle>{t("savedNamed", { pooja: saved.pooja, temple: saved.temple })}</AlertTitle>
            {t("saved")}
          </Alert>
        )}
        <QueryState
          // The figures are read again every few seconds: the bar shows only the first load.
          query={{ isFetching: list.isLoading, isError: list.isError, refetch: list.refetch }}
          loadingLabel={t("loading")}
          retryLabel={t("retry")}
          message={errorMessage(list.error)}
        />
        <TableContainer>
          <Table size="small" aria-label={t("title")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("col.pooja")}</TableCell>
                <TableCell>{t("col.dates")}</TableCell>
                <TableCell>{t("col.releaseAt")}</TableCell>
                <TableCell align="right">{t("col.rate")}</TableCell>
                <TableCell>{t("col.status")}</TableCell>
                <TableCell align="right">{t("col.joined")}</TableCell>
                <TableCell align="right">{t("col.admitted")}</TableCell>
                <TableCell align="right">{t("col.sold")}</TableCell>
                <TableCell align="right">{t("col.remaining")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <ReleaseRow key={r.id} release={r} />
              ))}
              {!rows.length && list.isSuccess && (
                <TableRow>
                  <TableCell colSpan={9}>{t("none")}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}

function ReleaseRow({ release: r }: { release: StaffQuotaRelease }) {
  const { t, i18n } = useTranslation("quota-releases");
  const lang = i18n.language;
  const n = (v: number) => formatCount(v, lang);
  const phase = releasePhase(r, Date.now());
  return (
    <TableRow hover>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {r.pooja.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {r.temple.name}
        </Typography>
      </TableCell>
      <TableCell>
        {t("datesRange", { from: formatDate(r.fromDate, lang), to: formatDate(r.toDate, lang) })}
      </TableCell>
      <TableCell>
        {formatDateTime(r.releaseAt, lang)}
        <Typography variant="caption" color="text.secondary" component="div">
          {t("joinOpens", { time: formatDateTime(r.joinOpensAt, lang) })}
        </Typography>
      </TableCell>
      <TableCell align="right">{t("perMinute", { n: n(r.ratePerMinute) })}</TableCell>
      <TableCell>
        <Chip size="small" color={PHASE_COLOR[phase]} label={t(`phase.${phase}`)} />
      </TableCell>
      <TableCell align="right">{n(r.figures.joined)}</TableCell>
      <TableCell align="right">{n(r.figures.admitted)}</TableCell>
      <TableCell align="right">{n(r.figures.sold)}</TableCell>
      <TableCell align="right">{n(r.figures.remaining)}</TableCell>
    </TableRow>
  );
}
