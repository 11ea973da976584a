import { Button, Link, TableCell, TableRow, Typography } from "@mui/material";
import { BOOKING_STATUSES } from "@sannidhi/contracts";
import { formatDate, formatMoney } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { StatusChip } from "../../components/booking-status-chip";
import { DateFilter, SelectFilter } from "../../components/list-filters";
import { SearchField } from "../../components/query-filters";
import { ISO_DAY, useListParams, useListSearch } from "../../components/staff-list";
import { StaffListCard } from "../../components/staff-list-card";
import { useStaffBookings } from "./staff-bookings-api";
import { TempleFilter } from "./temple-select";

/** `/bookings`: every booking, filtered by temple, date, status, receipt or mobile (issue 6). */
export default function BookingsPage() {
  const { t, i18n } = useTranslation("staff-bookings");
  const terms = useTranslation("booking-terms").t;
  // `?temple=&date=&status=&q=&page=&limit=`
  const { filters, update, clear } = useListParams({
    temple: null,
    date: ISO_DAY,
    status: BOOKING_STATUSES,
    q: null,
  });
  const [search, setSearch] = useListSearch(filters, update);
  const list = useStaffBookings(filters);

  const anyFilter = !!(filters.temple || filters.date || filters.status || filters.q);

  return (
    <StaffListCard
      title={t("list.title")}
      filtersLabel={t("list.filters")}
      filterFields={
        <>
          <TempleFilter name="temple" />
          <DateFilter name="date" label={t("list.date")} />
          <SelectFilter
            name="status"
            label={t("list.status")}
            anyLabel={t("list.anyStatus")}
            options={BOOKING_STATUSES.map((s) => ({ value: s, label: terms(`status.${s}`) }))}
            minWidth={180}
          />
          <SearchField
            label={t("list.search")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {anyFilter && (
            <Button
              onClick={() => {
                setSearch("");
                clear();
              }}
            >
              {t("list.clear")}
            </Button>
          )}
        </>
      }
      list={list}
      columns={[
        { label: t("fields.receipt") },
        { label: t("fields.devotee") },
        { label: t("fields.temple") },
        { label: t("fields.pooja") },
        { label: t("fields.date") },
        { label: t("fields.slot") },
        { label: t("fields.amount"), right: true },
        { label: t("fields.status") },
      ]}
      loadingLabel={t("list.loading")}
      retryLabel={t("list.retry")}
      emptyText={t("list.empty")}
      emptyBelow
      filters={filters}
      update={update}
      sizes={[10, 20, 50, 100]}
      row={(b) => (
        <TableRow key={b.id} hover>
          <TableCell sx={{ whiteSpace: "nowrap" }}>
            <Link
              component={RouterLink}
              to={`/bookings/${b.id}`}
              aria-label={t("list.open", { receipt: b.receiptNumber })}
            >
              {b.receiptNumber}
            </Link>
          </TableCell>
          <TableCell>
            {b.devotee.name ?? ""}
            {b.devotee.mobile && (
              <Typography variant="body2" color="text.secondary">
                {b.devotee.mobile}
              </Typography>
            )}
          </TableCell>
          <TableCell>{b.temple.name}</TableCell>
          <TableCell>{b.pooja.name}</TableCell>
          <TableCell sx={{ whiteSpace: "nowrap" }}>
            {formatDate(`${b.date}T12:00:00+05:30`, i18n.language)}
          </TableCell>
          <TableCell>{b.slot}</TableCell>
          <TableCell align="right">{formatMoney(b.amountPaise, i18n.language)}</TableCell>
          <TableCell>
            <StatusChip status={b.status} />
          </TableCell>
        </TableRow>
      )}
    />
  );
}
