import { Link, TableCell, TableRow } from "@mui/material";
import { SHOP_ORDER_STATUSES } from "@sannidhi/contracts/shop-rules";
import { formatDateTime, formatMoney } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { SelectFilter } from "../../components/list-filters";
import { useListParams } from "../../components/staff-list";
import { StaffListCard } from "../../components/staff-list-card";
import { TempleFilter } from "../bookings/temple-select";
import { OrderStatusChip } from "../shop/order-status-chip";
import { useStaffOrders } from "./staff-shop-api";

/** `/shop/orders` (issue 13): orders by temple and status, found by number or mobile. */
export default function StaffOrdersPage() {
  const { t, i18n } = useTranslation(["shop-admin", "shop"]);
  const { filters, update, clear } = useListParams({
    temple_id: null,
    status: SHOP_ORDER_STATUSES,
    q: null,
  });
  const list = useStaffOrders(filters);
  return (
    <StaffListCard
      title={t("orders.title")}
      filterFields={
        <>
          <TempleFilter />
          <SelectFilter
            name="status"
            label={t("orders.status")}
            anyLabel={t("orders.anyStatus")}
            options={SHOP_ORDER_STATUSES.map((s) => ({ value: s, label: t(`shop:status.${s}`) }))}
            minWidth={180}
          />
        </>
      }
      search={{ label: t("orders.search"), clear }}
      list={list}
      columns={[
        { label: t("orders.number") },
        { label: t("orders.placed") },
        { label: t("orders.temple") },
        { label: t("orders.devotee") },
        { label: t("orders.items") },
        { label: t("orders.total"), right: true },
        { label: t("orders.status") },
      ]}
      emptyText={t("orders.none")}
      filters={filters}
      update={update}
      row={(o) => (
        <TableRow key={o.id} hover>
          <TableCell>
            <Link component={RouterLink} to={`/shop/orders/${o.id}`}>
              {o.orderNo}
            </Link>
          </TableCell>
          <TableCell>{formatDateTime(o.createdAt, i18n.language)}</TableCell>
          <TableCell>{o.temple.name}</TableCell>
          <TableCell>{[o.devotee.name, o.devotee.mobile].filter(Boolean).join(" · ")}</TableCell>
          <TableCell>{o.lines.reduce((n, l) => n + l.amount, 0)}</TableCell>
          <TableCell align="right">{formatMoney(o.totalPaise, i18n.language)}</TableCell>
          <TableCell>
            <OrderStatusChip status={o.status} />
          </TableCell>
        </TableRow>
      )}
    />
  );
}
