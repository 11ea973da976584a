import { Button, Chip, Link, TableCell, TableRow } from "@mui/material";
import { INVOICE_KINDS, INVOICE_STATUSES } from "@sannidhi/contracts";
import { formatDate, formatMoney } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { DateFilter, SelectFilter } from "../../components/list-filters";
import { ISO_DAY, useListParams } from "../../components/staff-list";
import { StaffListCard } from "../../components/staff-list-card";
import { TempleFilter } from "../bookings/temple-select";
import { useInvoices } from "./staff-shop-api";

/** `/invoices` (spec section 7 `GET /api/invoices/all`): filter, open and print invoices. */
export default function InvoicesPage() {
  const { t, i18n } = useTranslation("shop-admin");
  const { filters, update, clear } = useListParams({
    temple_id: null,
    status: INVOICE_STATUSES,
    kind: INVOICE_KINDS,
    q: null,
    from: ISO_DAY,
    to: ISO_DAY,
  });
  const list = useInvoices(filters);
  return (
    <StaffListCard
      title={t("invoices.title")}
      action={
        <Button component={RouterLink} to="/invoices/add" variant="contained">
          {t("invoices.add")}
        </Button>
      }
      filterFields={
        <>
          <TempleFilter />
          <SelectFilter
            name="status"
            label={t("invoices.status")}
            anyLabel={t("orders.anyStatus")}
            options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoiceStatus.${s}`) }))}
          />
          <SelectFilter
            name="kind"
            label={t("invoices.kind")}
            anyLabel={t("invoices.anyKind")}
            options={INVOICE_KINDS.map((k) => ({ value: k, label: t(`invoiceKind.${k}`) }))}
          />
          <DateFilter name="from" label={t("invoices.from")} />
          <DateFilter name="to" label={t("invoices.to")} />
        </>
      }
      search={{ label: t("invoices.search"), clear }}
      list={list}
      columns={[
        { label: t("invoices.number") },
        { label: t("invoices.date") },
        { label: t("invoices.kind") },
        { label: t("invoices.buyer") },
        { label: t("invoices.seller") },
        { label: t("invoices.total"), right: true },
        { label: t("invoices.status") },
      ]}
      emptyText={t("invoices.none")}
      filters={filters}
      update={update}
      row={(inv) => (
        <TableRow key={inv.id} hover>
          <TableCell>
            <Link component={RouterLink} to={`/invoices/${inv.id}`}>
              {inv.orderNo ?? t("invoiceStatus.draft")}
            </Link>
          </TableCell>
          <TableCell>{formatDate(`${inv.date}T12:00:00+05:30`, i18n.language)}</TableCell>
          <TableCell>{t(`invoiceKind.${inv.kind}`)}</TableCell>
          <TableCell>{inv.buyer.name}</TableCell>
          <TableCell>{inv.seller.name}</TableCell>
          <TableCell align="right">{formatMoney(inv.totalPaise, i18n.language)}</TableCell>
          <TableCell>
            <Chip
              size="small"
              label={t(`invoiceStatus.${inv.status}`)}
              color={
                inv.status === "cancelled"
                  ? "default"
                  : inv.status === "delivered"
                    ? "success"
                    : "info"
              }
            />
          </TableCell>
        </TableRow>
      )}
    />
  );
}
