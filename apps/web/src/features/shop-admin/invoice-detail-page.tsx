import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import type { Invoice, InvoiceStatus } from "@sannidhi/contracts";
import { formatDate, formatMoney } from "@sannidhi/site/format";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { Fact } from "../../components/fact";
import { Loading } from "../../components/loading";
import { PageHeader } from "../../layouts/admin/page-header";
import { downloadFile } from "../../lib/download";
import { errorMessage } from "../../lib/http";
import { deleteInvoice, shopAdminKeys, updateInvoice, useStaffInvoice } from "./staff-shop-api";

const FORWARD: InvoiceStatus[] = ["draft", "pending", "processing", "delivered"];

/** Where staff may move an invoice now (the server's rules, issue 13; it checks them again). */
function nextStatuses(inv: Invoice): InvoiceStatus[] {
  if (inv.status === "cancelled" || inv.kind === "credit_note" || inv.kind === "order") return [];
  if (inv.kind === "booking") return inv.status === "processing" ? ["delivered"] : [];
  return FORWARD.slice(FORWARD.indexOf(inv.status) + 1);
}

/**
 * The key of the page's title: the GST document the invoice is (decision 230), as its PDF is
 * named, so a bill of supply is never headed "Tax invoice"; its kind when it has no GST
 * particulars (issued before them, or a credit note).
 */
function titleKey(inv: Invoice): string {
  if (inv.gst && inv.kind !== "credit_note") return `invoiceKind.${inv.gst.document}Title`;
  return `invoiceKind.${inv.kind}Title`;
}

/** `/invoices/:id`: the invoice with the spec's fields, its PDF, and the moves it may make. */
export default function InvoiceDetailPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation("shop-admin");
  const invoice = useStaffInvoice(id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [next, setNext] = useState<InvoiceStatus | "">("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (invoice.isPending) return <Loading />;
  if (invoice.isError) return <Alert severity="error">{errorMessage(invoice.error)}</Alert>;
  const inv = invoice.data;
  const money = (p: number) => formatMoney(p, i18n.language);
  const run = async (work: () => Promise<Invoice | null>) => {
    setBusy(true);
    setError(null);
    try {
      const after = await work();
      if (after) queryClient.setQueryData(shopAdminKeys.invoice(inv.id), after);
      void queryClient.invalidateQueries({ queryKey: ["shop-admin", "invoices"] });
      setNext("");
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const moves = nextStatuses(inv);
  const issued = inv.status !== "draft";
  return (
    <Card>
      <PageHeader
        title={inv.orderNo ? t(titleKey(inv), { number: inv.orderNo }) : t("invoice.draftTitle")}
        subheader={t(`invoiceStatus.${inv.status}`)}
      />
      <CardContent>
        <Stack spacing={2}>
          <Stack spacing={1}>
            <Fact label={t("invoices.date")}>
              {formatDate(`${inv.date}T12:00:00+05:30`, i18n.language)}
            </Fact>
            <Fact label={t("invoice.currency")}>{inv.currency}</Fact>
            <Fact label={t("invoice.vat")}>{`${inv.vat} %`}</Fact>
            {inv.gst && (
              <>
                <Fact label={t("invoice.gstin")}>
                  {`${t(`invoice.document.${inv.gst.document}`)} · ${
                    inv.gst.sellerGstin ?? t("invoice.notRegistered")
                  }`}
                </Fact>
                <Fact label={t("invoice.placeOfSupply")}>
                  {`${inv.gst.placeOfSupply.name} (${inv.gst.placeOfSupply.code})`}
                </Fact>
              </>
            )}
            {inv.reference && (
              <Fact label={t(`invoice.reference.${inv.reference.kind}`)}>
                {inv.reference.kind === "order" ? (
                  <Link component={RouterLink} to={`/shop/orders/${inv.reference.id}`}>
                    {inv.reference.number}
                  </Link>
                ) : (
                  <Link component={RouterLink} to={`/bookings/${inv.reference.id}`}>
                    {inv.reference.number}
                  </Link>
                )}
              </Fact>
            )}
            {inv.creditNote && (
              <Fact label={t("invoice.creditNote")}>
                <Link component={RouterLink} to={`/invoices/${inv.creditNote.id}`}>
                  {inv.creditNote.orderNo}
                </Link>
              </Fact>
            )}
            {inv.creditFor && (
              <Fact label={t("invoice.creditFor")}>
                <Link component={RouterLink} to={`/invoices/${inv.creditFor.id}`}>
                  {inv.creditFor.orderNo}
                </Link>
              </Fact>
            )}
          </Stack>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            {(["seller", "buyer"] as const).map((who) => (
              <Box key={who}>
                <Typography component="h2" variant="h6">
                  {t(`invoices.${who}`)}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{inv[who].name}</Typography>
                <Typography sx={{ whiteSpace: "pre-line" }}>{inv[who].address}</Typography>
              </Box>
            ))}
          </Box>
          <Table size="small" aria-label={t("invoice.items")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("invoice.item")}</TableCell>
                <TableCell>{t("invoice.hsn")}</TableCell>
                <TableCell align="right">{t("invoice.unit")}</TableCell>
                <TableCell align="right">{t("invoice.price")}</TableCell>
                <TableCell align="right">{t("invoice.gst")}</TableCell>
                <TableCell align="right">{t("invoice.amount")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {inv.items.map((item, i) => (
                <TableRow key={`${i}-${item.name}`}>
                  <TableCell>{item.name}</TableCell>
                  <TableCell>{item.hsn ?? ""}</TableCell>
                  <TableCell align="right">{item.unit}</TableCell>
                  <TableCell align="right">{money(item.pricePaise)}</TableCell>
                  <TableCell align="right">{`${item.gstRate} %`}</TableCell>
                  <TableCell align="right">{money(item.pricePaise * item.unit)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack sx={{ alignItems: "flex-end" }}>
            <Typography sx={{ fontWeight: 700 }}>
              {t("invoice.total", { amount: money(inv.totalPaise) })}
            </Typography>
            <Typography variant="body2">
              {t("invoice.tax", { amount: money(inv.taxPaise) })}
            </Typography>
            {inv.gst && inv.taxPaise > 0 && (
              <Typography variant="body2">
                {inv.gst.interState
                  ? t("invoice.igst", { amount: money(inv.gst.igstPaise) })
                  : t("invoice.split", {
                      cgst: money(inv.gst.cgstPaise),
                      sgst: money(inv.gst.sgstPaise),
                    })}
              </Typography>
            )}
          </Stack>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Stack
            direction="row"
            sx={{ gap: 1, flexWrap: "wrap", alignItems: "center", displayPrint: "none" }}
          >
            <Button
              variant="outlined"
              onClick={() =>
                run(async () => {
                  await downloadFile(
                    `/api/invoices/${inv.id}/pdf`,
                    `${(inv.orderNo ?? "draft").replace(/\//g, "-")}.pdf`,
                  );
                  return null;
                })
              }
            >
              {t("invoice.pdf")}
            </Button>
            <Button variant="outlined" onClick={() => window.print()}>
              {t("invoice.print")}
            </Button>
            {moves.length > 0 && (
              <>
                <TextField
                  select
                  size="small"
                  label={t("invoice.moveTo")}
                  value={next}
                  onChange={(e) => setNext(e.target.value as InvoiceStatus)}
                  sx={{ minWidth: 180 }}
                >
                  {moves.map((s) => (
                    <MenuItem key={s} value={s}>
                      {t(`invoiceStatus.${s}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  variant="contained"
                  disabled={!next || busy}
                  onClick={() =>
                    run(() => updateInvoice({ id: inv.id, status: next as InvoiceStatus }))
                  }
                >
                  {inv.status === "draft" ? t("invoice.issue") : t("invoice.move")}
                </Button>
              </>
            )}
            {inv.kind === "manual" && !issued && (
              <>
                <Button component={RouterLink} to={`/invoices/add?id=${inv.id}`}>
                  {t("invoice.edit")}
                </Button>
                <Button
                  color="error"
                  disabled={busy}
                  onClick={() =>
                    run(async () => {
                      await deleteInvoice(inv.id);
                      navigate("/invoices", { replace: true });
                      return null;
                    })
                  }
                >
                  {t("invoice.delete")}
                </Button>
              </>
            )}
            {inv.kind === "manual" && issued && inv.status !== "cancelled" && (
              <Button
                color="error"
                variant="outlined"
                disabled={busy}
                onClick={() => run(() => updateInvoice({ id: inv.id, status: "cancelled" }))}
              >
                {t("invoice.creditCancel")}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
