import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Link,
  Stack,
  Typography,
} from "@mui/material";
import type { StaffBooking } from "@sannidhi/contracts";
import { formatDate, formatDateTime, formatMoney } from "@sannidhi/site/format";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { StatusChip } from "../../components/booking-status-chip";
import { Loading } from "../../components/loading";
import { Notice } from "../../components/notice";
import { PageHeader } from "../../layouts/admin/page-header";
import { errorMessage, HttpError } from "../../lib/http";
import { AssignPriestDialog } from "./assign-priest-dialog";
import { ParticipantsTable } from "./participants";
import { PerformedDialog } from "./performed-dialog";
import { RefundDialog } from "./refund-dialog";
import { useStaffBooking } from "./staff-bookings-api";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Box>{children}</Box>
    </Grid>
  );
}

/** What a staff member may do with a booking in its state (the server checks the same). */
export function actionsFor(b: StaffBooking) {
  const paid = b.status === "confirmed" || b.status === "performed";
  const refundRetry = b.status === "cancelled" && b.refund?.status === "pending";
  return {
    refund: paid || refundRetry,
    assignPriest: ["pending_payment", "confirmed", "performed"].includes(b.status),
    performed: b.status === "confirmed",
  };
}

/** `/bookings/:id`: one booking with its sankalpam details and the staff actions (issue 6). */
export default function BookingDetailPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation("staff-bookings");
  const lng = i18n.language;
  const booking = useStaffBooking(id);
  const [dialog, setDialog] = useState<"refund" | "priest" | "performed" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (booking.isPending) return <Loading />;
  if (booking.isError) {
    const missing = booking.error instanceof HttpError && booking.error.status === 404;
    return (
      <Alert severity="error">{missing ? t("detail.notFound") : errorMessage(booking.error)}</Alert>
    );
  }
  const b = booking.data;
  const can = actionsFor(b);
  const priest = b.priestName ?? t("detail.noPriest");
  const close = () => setDialog(null);

  return (
    <Card>
      <PageHeader
        title={t("detail.title", { receipt: b.receiptNumber })}
        subheader={<StatusChip status={b.status} />}
        action={
          <Link component={RouterLink} to="/bookings" sx={{ display: "inline-flex", gap: 0.5 }}>
            <ArrowBackIcon fontSize="small" />
            {t("detail.back")}
          </Link>
        }
      />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 3, flexWrap: "wrap" }} useFlexGap>
          {can.performed && (
            <Button variant="contained" onClick={() => setDialog("performed")}>
              {t("actions.markPerformed")}
            </Button>
          )}
          {can.assignPriest && (
            <Button variant="outlined" onClick={() => setDialog("priest")}>
              {t("actions.assignPriest")}
            </Button>
          )}
          {can.refund && (
            <Button variant="outlined" color="error" onClick={() => setDialog("refund")}>
              {t("actions.refund")}
            </Button>
          )}
        </Stack>
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Field label={t("fields.devotee")}>{b.devotee.name ?? "—"}</Field>
          <Field label={t("fields.mobile")}>
            {b.devotee.mobile ? <a href={`tel:${b.devotee.mobile}`}>{b.devotee.mobile}</a> : "—"}
          </Field>
          <Field label={t("fields.temple")}>
            {b.temple.name}, {b.temple.town}
          </Field>
          <Field label={t("fields.pooja")}>{b.pooja.name}</Field>
          <Field label={t("fields.date")}>{formatDate(`${b.date}T12:00:00+05:30`, lng)}</Field>
          <Field label={t("fields.slot")}>{b.slot}</Field>
          <Field label={t("fields.amount")}>{formatMoney(b.amountPaise, lng)}</Field>
          <Field label={t("fields.payment")}>
            {b.confirmedAt
              ? t("detail.paid", {
                  amount: formatMoney(b.amountPaise, lng),
                  at: formatDateTime(b.confirmedAt, lng),
                })
              : t("detail.unpaid")}
          </Field>
          <Field label={t("fields.refund")}>
            {!b.refund
              ? t("detail.noRefund")
              : b.refund.status === "processed"
                ? t("detail.refundDone", {
                    amount: formatMoney(b.refund.amountPaise, lng),
                    at: b.refund.at ? formatDateTime(b.refund.at, lng) : "",
                  })
                : t("detail.refundPending", { amount: formatMoney(b.refund.amountPaise, lng) })}
          </Field>
          <Field label={t("fields.booked")}>{formatDateTime(b.createdAt, lng)}</Field>
          <Field label={t("fields.priest")}>{priest}</Field>
          {b.performedAt && (
            <Field label={t("fields.performed")}>{formatDateTime(b.performedAt, lng)}</Field>
          )}
          <Field label={t("fields.wish")}>{b.wish || t("detail.noWish")}</Field>
        </Grid>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t("fields.participants")}
        </Typography>
        <ParticipantsTable participants={b.participants} />
        {b.proofPhotoUrl && (
          <Box sx={{ mt: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t("fields.photo")}
            </Typography>
            <Box
              component="img"
              src={b.proofPhotoUrl}
              alt={t("detail.photoAlt")}
              sx={{ maxWidth: 320, width: "100%", borderRadius: 1 }}
            />
          </Box>
        )}
      </CardContent>
      {dialog === "refund" && <RefundDialog booking={b} open onClose={close} onDone={setNotice} />}
      {dialog === "priest" && (
        <AssignPriestDialog booking={b} open onClose={close} onDone={setNotice} />
      )}
      {dialog === "performed" && (
        <PerformedDialog
          bookingId={b.id}
          receipt={b.receiptNumber}
          date={b.date}
          slot={b.slot}
          open
          onClose={close}
          onDone={setNotice}
        />
      )}
      <Notice text={notice} severity="success" onClose={() => setNotice(null)} />
    </Card>
  );
}
