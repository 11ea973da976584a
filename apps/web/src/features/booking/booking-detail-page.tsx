import { Alert, Box, Button, Container, Paper, Stack, Typography } from "@mui/material";
import type { Booking } from "@sannidhi/contracts";
import { formatDate, formatDateTime, formatMoney } from "@sannidhi/site/format";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { StatusChip } from "../../components/booking-status-chip";
import { Fact } from "../../components/fact";
import { Loading } from "../../components/loading";
import { RequireDevotee } from "../../components/require-devotee";
import { downloadFile } from "../../lib/download";
import { errorMessage } from "../../lib/http";
import { PublicFrame } from "../public/public-frame";
import { useBooking } from "./booking-api";
import { CancelDialog } from "./cancel-dialog";
import { useCancelNow } from "./cancel-terms";
import { ParticipantList } from "./review-step";

/** /app/bookings/:id — one booking: receipt, sankalpam, refund, proof of pooja, actions. */
export default function BookingDetailPage() {
  const { t } = useTranslation(["booking", "common"]);
  useEffect(() => {
    document.title = `${t("detail.title")} — ${t("common:appName")}`;
  }, [t]);
  return (
    <PublicFrame>
      <Container sx={{ py: 3, maxWidth: "40rem !important" }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {t("detail.title")}
        </Typography>
        <RequireDevotee>
          <Detail />
        </RequireDevotee>
      </Container>
    </PublicFrame>
  );
}

const PAID = new Set<Booking["status"]>(["confirmed", "performed", "cancelled", "refunded"]);

function Detail() {
  const { id = "" } = useParams();
  const booking = useBooking(id);
  if (booking.isPending) return <Loading />;
  if (booking.isError) return <Alert severity="error">{errorMessage(booking.error)}</Alert>;
  return <Loaded b={booking.data} />;
}

function Loaded({ b }: { b: Booking }) {
  const { t, i18n } = useTranslation(["booking", "booking-terms"]);
  const [cancelling, setCancelling] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  // Issue 37: what cancelling gives back now, and until when, said before the button.
  const cancelNow = useCancelNow(b);
  const money = (p: number) => formatMoney(p, i18n.language);

  const download = async () => {
    setFileError(null);
    try {
      await downloadFile(
        `/api/bookings/${b.id}/receipt.pdf?lang=${i18n.language}`,
        `${b.receiptNumber}.pdf`,
      );
    } catch (err) {
      setFileError(errorMessage(err));
    }
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
            <Typography component="p" sx={{ fontSize: "1.1rem" }}>
              {t("facts.receiptShort", { number: b.receiptNumber })}
            </Typography>
            <StatusChip status={b.status} />
          </Stack>
          <Fact label={t("facts.temple")}>{`${b.temple.name}, ${b.temple.town}`}</Fact>
          <Fact label={t("facts.pooja")}>
            {`${b.pooja.name} (${t(`booking-terms:kind.${b.pooja.kind}`, b.pooja.kind)})`}
          </Fact>
          <Fact label={t("facts.date")}>
            {formatDate(`${b.date}T12:00:00+05:30`, i18n.language, { dateStyle: "full" })}
          </Fact>
          <Fact label={t("facts.slot")}>{b.slot}</Fact>
          <Fact label={t("facts.amount")}>{money(b.amountPaise)}</Fact>
          {b.confirmedAt && (
            <Fact label={t("facts.paidAt")}>{formatDateTime(b.confirmedAt, i18n.language)}</Fact>
          )}
        </Stack>
      </Paper>
      <Box>
        <Typography variant="h6" component="h2">
          {t("review.participants", { count: b.participants.length })}
        </Typography>
        <ParticipantList participants={b.participants} />
        {b.wish && <Fact label={t("facts.wish")}>{b.wish}</Fact>}
      </Box>
      {b.refund && (
        <Alert severity={b.refund.status === "processed" ? "success" : "info"} role="status">
          {t(`detail.refund.${b.refund.status}`, { amount: money(b.refund.amountPaise) })}
        </Alert>
      )}
      {b.status === "cancelled" && !b.refund && (
        <Alert severity="info">{t("detail.noRefund")}</Alert>
      )}
      {b.status === "expired" && <Alert severity="warning">{t("detail.expired")}</Alert>}
      {b.status === "performed" && (
        <Box>
          <Typography variant="h6" component="h2">
            {t("detail.proof")}
          </Typography>
          {b.performedAt && (
            <Typography variant="body2">
              {t("detail.performedAt", { at: formatDateTime(b.performedAt, i18n.language) })}
            </Typography>
          )}
          {b.proofPhotoUrl && (
            <Box
              component="img"
              src={b.proofPhotoUrl}
              alt={t("detail.proofAlt", { pooja: b.pooja.name })}
              loading="lazy"
              sx={{ mt: 1, maxWidth: "100%", borderRadius: 1 }}
            />
          )}
        </Box>
      )}
      {cancelNow?.text && (
        <Typography aria-live="polite" sx={{ displayPrint: "none" }}>
          {cancelNow.text}
        </Typography>
      )}
      {fileError && (
        <Alert severity="error" role="alert">
          {fileError}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, displayPrint: "none" }}>
        {b.status === "pending_payment" && (
          <Button variant="contained" component={RouterLink} to={`/app/checkout/${b.id}`}>
            {t("detail.completePayment")}
          </Button>
        )}
        {PAID.has(b.status) && (
          <>
            <Button variant="outlined" onClick={download}>
              {t("detail.download")}
            </Button>
            <Button variant="outlined" onClick={() => window.print()}>
              {t("detail.print")}
            </Button>
          </>
        )}
        {cancelNow?.button && (
          <Button color="error" variant="outlined" onClick={() => setCancelling(true)}>
            {cancelNow.button}
          </Button>
        )}
        <Button component={RouterLink} to="/app/bookings">
          {t("mine.title")}
        </Button>
      </Stack>
      <CancelDialog booking={b} open={cancelling} onClose={() => setCancelling(false)} />
    </Stack>
  );
}
