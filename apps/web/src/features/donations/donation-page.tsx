import { Alert, Button, Chip, Paper, Stack, Typography } from "@mui/material";
import type { Donation } from "@sannidhi/contracts";
import { formatDateTime, formatMoney } from "@sannidhi/site/format";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { Fact } from "../../components/fact";
import { Loading } from "../../components/loading";
import { PaymentPanel } from "../../components/payment-panel";
import { downloadFile } from "../../lib/download";
import { errorMessage } from "../../lib/http";
import { DonationFrame } from "./donation-frame";
import { donationKeys, useDonation, useDonationPayment } from "./donations-api";

/** /app/donations/:id — one donation: pay it, then its receipt (80G or plain). */
export default function DonationPage() {
  const { t } = useTranslation("donations");
  return (
    <DonationFrame title={t("one.title")} signIn={t("mine.signIn")}>
      <One />
    </DonationFrame>
  );
}

export function DonationStatusChip({ status }: { status: Donation["status"] }) {
  const { t } = useTranslation("donations");
  return (
    <Chip
      size="small"
      color={status === "paid" ? "success" : "warning"}
      label={t(`status.${status}`)}
    />
  );
}

function One() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation("donations");
  const donation = useDonation(id, i18n.language);
  if (donation.isPending) return <Loading />;
  if (donation.isError) return <Alert severity="error">{errorMessage(donation.error)}</Alert>;
  const d = donation.data;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
            <Typography sx={{ fontSize: "1.25rem", fontWeight: 600 }}>
              {formatMoney(d.amountPaise, i18n.language)}
            </Typography>
            <DonationStatusChip status={d.status} />
          </Stack>
          <Fact label={t("one.temple")}>{d.temple.name}</Fact>
          <Fact label={t("one.purpose")}>{d.purpose.name}</Fact>
          {d.dedication && <Fact label={t("one.dedication")}>{d.dedication}</Fact>}
          <Fact label={t("one.donor")}>{d.anonymous ? t("one.anonymous") : d.donorName}</Fact>
          {d.panMasked && <Fact label={t("one.pan")}>{d.panMasked}</Fact>}
          {d.receiptNumber && <Fact label={t("one.receipt")}>{d.receiptNumber}</Fact>}
          {d.paidAt && (
            <Fact label={t("one.paidAt")}>{formatDateTime(d.paidAt, i18n.language)}</Fact>
          )}
        </Stack>
      </Paper>
      {d.status === "pending" && <PayNow donation={d} />}
      {d.status === "paid" && (
        <Alert severity="success" role="status">
          {d.receipt80g ? t("one.thanks80g") : t("one.thanks")}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        {d.status === "paid" && <ReceiptButton donation={d} />}
        <Button component={RouterLink} to={`/app/temples/${d.temple.slug}/donate`}>
          {t("one.again")}
        </Button>
      </Stack>
    </Stack>
  );
}

function ReceiptButton({ donation }: { donation: Donation }) {
  const { t } = useTranslation("donations");
  const [error, setError] = useState<string | null>(null);
  const name = `${(donation.receiptNumber ?? "receipt").replaceAll("/", "-")}.pdf`;
  return (
    <>
      <Button
        variant="contained"
        onClick={() =>
          downloadFile(`/api/donations/${donation.id}/receipt.pdf`, name).catch((e) =>
            setError(errorMessage(e)),
          )
        }
      >
        {donation.receipt80g ? t("one.download80g") : t("one.download")}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </>
  );
}

function PayNow({ donation }: { donation: Donation }) {
  const { t } = useTranslation("donations");
  const queryClient = useQueryClient();
  const payment = useDonationPayment(donation.id, true);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="pay-title">
      <Typography id="pay-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t("one.payTitle")}
      </Typography>
      <PaymentPanel
        order={payment}
        description={`${donation.purpose.name} — ${donation.temple.name}`}
        payable={{ donationId: donation.id }}
        paidStatus="paid"
        onPaid={async () => {
          // As on the booking checkout (issue 19): a paid donation's payment order is never
          // asked for again (it would answer 409). The donation is reloaded first — paid, it
          // shows no payment panel — and only then is its payment order dropped; dropped first,
          // any re-render of this panel meanwhile would ask for a new one.
          await queryClient.invalidateQueries({
            queryKey: donationKeys.all,
            predicate: (q) => q.queryKey[1] !== "payment",
          });
          queryClient.removeQueries({ queryKey: donationKeys.payment(donation.id), exact: true });
        }}
      />
    </Paper>
  );
}
