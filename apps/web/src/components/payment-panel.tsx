import { Alert, Button, Stack } from "@mui/material";
import type { PaymentProviderName } from "@sannidhi/contracts";
import { formatMoney } from "@sannidhi/site/format";
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/http";
import { completeLocal, type PayableId, verifyRazorpay } from "../lib/payments";
import { loadRazorpay, type RazorpayResponse } from "../lib/razorpay";
import { Loading } from "./loading";

/** What the payment panel needs of a provider order (a booking's, a shop order's, a donation's). */
export interface PanelOrder {
  provider: PaymentProviderName;
  orderId: string;
  amountPaise: number;
  currency: "INR";
  keyId: string | null;
  signature: string | null;
}

interface Props {
  /** The provider order being asked for (`useProviderOrder`): loading, failed, or to pay. */
  order: UseQueryResult<PanelOrder>;
  /** Shown in Razorpay Checkout, e.g. "Archanai — Kapaleeswarar". */
  description: string;
  /** What is paid for. */
  payable: PayableId;
  /** The payable's status once paid: a booking is "confirmed", a shop order "processing". */
  paidStatus: string;
  onPaid: () => Promise<void> | void;
}

/**
 * Paying for anything (decisions 084, 122): the local provider's buttons in development and
 * tests, Razorpay Checkout in production. The page trusts only the server's answer.
 */
export function PaymentPanel({ order, ...rest }: Props) {
  if (order.isPending) return <Loading />;
  if (order.isError) return <Alert severity="error">{errorMessage(order.error)}</Alert>;
  const props = { ...rest, order: order.data };
  return props.order.provider === "local" ? <LocalPay {...props} /> : <RazorpayPay {...props} />;
}

type PayProps = Omit<Props, "order"> & { order: PanelOrder };

function usePayState() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return { busy, setBusy, message, setMessage };
}

/** The local provider's checkout (development and tests): succeed or fail on purpose. */
function LocalPay({ order, payable, paidStatus, onPaid }: PayProps) {
  const { t, i18n } = useTranslation("booking");
  const { busy, setBusy, message, setMessage } = usePayState();
  const pay = async (outcome: "success" | "failure") => {
    setBusy(true);
    setMessage(null);
    try {
      if ((await completeLocal(payable, order, outcome)) === paidStatus) return await onPaid();
      setMessage(t("checkout.failed"));
    } catch (err) {
      setMessage(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="info" role="note">
        {t("checkout.localNote")}
      </Alert>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <Button variant="contained" size="large" disabled={busy} onClick={() => pay("success")}>
        {t("checkout.pay", { amount: formatMoney(order.amountPaise, i18n.language) })}
      </Button>
      <Button variant="outlined" color="error" disabled={busy} onClick={() => pay("failure")}>
        {t("checkout.simulateFailure")}
      </Button>
    </Stack>
  );
}

/** Razorpay Checkout: the script loads on this page only, and its answer is verified by us. */
function RazorpayPay({ order, description, paidStatus, onPaid }: PayProps) {
  const { t, i18n } = useTranslation("booking");
  const { busy, setBusy, message, setMessage } = usePayState();
  useEffect(() => {
    // Start fetching the script while the devotee reads the summary.
    loadRazorpay().catch(() => {});
  }, []);
  const open = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const Razorpay = await loadRazorpay();
      const checkout = new Razorpay({
        key: order.keyId,
        order_id: order.orderId,
        amount: order.amountPaise,
        currency: order.currency,
        name: t("common:appName"),
        description,
        handler: async (response: RazorpayResponse) => {
          try {
            if ((await verifyRazorpay(response)) === paidStatus) return await onPaid();
            setMessage(t("checkout.failed"));
          } catch (err) {
            setMessage(errorMessage(err));
          }
          setBusy(false);
        },
        modal: { ondismiss: () => setBusy(false) },
      });
      checkout.on("payment.failed", () => setMessage(t("checkout.failed")));
      checkout.open();
    } catch (err) {
      setMessage(err instanceof Error ? t("checkout.providerDown") : errorMessage(err));
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <Button variant="contained" size="large" disabled={busy} onClick={open}>
        {t("checkout.pay", { amount: formatMoney(order.amountPaise, i18n.language) })}
      </Button>
    </Stack>
  );
}
