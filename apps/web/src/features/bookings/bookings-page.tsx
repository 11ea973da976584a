import {
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
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { BOOKING_STATUSES, DEFAULT_PAGE_SIZE } from "@sannidhi/contracts";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { StatusChip } from "../../components/booking-status-chip";
import { SearchField, useQueryFilters } from "../../components/query-filters";
import { ListPager } from "../../components/staff-list";
import { PageHeader } from "../../layouts/admin/page-header";
import { QueryState } from "../../layouts/admin/query-state";
import { formatDate, formatMoney } from "../../lib/format";
import { errorMessage } from "../../lib/http";
import { type BookingFilters, useStaffBookings } from "./staff-bookings-api";
import { TempleSelect } from "./temple-select";

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Reads the filters from the query string (`?temple=&date=&status=&q=&page=&limit=`). */
export function filtersOf(params: URLSearchParams): BookingFilters {
  const status = params.get("status") ?? "";
  return {
    temple: params.get("temple") || undefined,
    date: /^\d{4}-\d{2}-\d{2}$/.test(params.get("date") ?? "") ? params.get("date")! : undefined,
    status: (BOOKING_STATUSES as readonly string[]).includes(status) ? status : undefined,
    q: params.get("q")?.trim() || undefined,
    page: positive(params.get("page"), 1),
    limit: Math.min(positive(params.get("limit"), DEFAULT_PAGE_SIZE), 100),
  };
}

/** `/bookings`: every booking, filtered by temple, date, status, receipt or mobile (issue 6). */
export default function BookingsPage() {
  const { t, i18n } = useTranslation("staff-bookings");
  const terms = useTranslation("booking-terms").t;
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const { update, search, setSearch } = useQueryFilters(filters.q);
  const list = useStaffBookings(filters);

  const rows = list.data?.data ?? [];
  const anyFilter = !!(filters.temple || filters.date || filters.status || filters.q);

  return (
    <Card>
      <PageHeader title={t("list.title")} />
      <CardContent>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ mb: 2, flexWrap: "wrap" }}
          useFlexGap
          role="group"
          aria-label={t("list.filters")}
        >
          <TempleSelect value={filters.temple ?? ""} onChange={(temple) => update({ temple })} />
          <TextField
            type="date"
            size="small"
            label={t("list.date")}
            value={filters.date ?? ""}
            onChange={(e) => update({ date: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            size="small"
            label={t("list.status")}
            value={filters.status ?? ""}
            onChange={(e) => update({ status: e.target.value })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t("list.anyStatus")}</MenuItem>
            {BOOKING_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {terms(`status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <SearchField
            label={t("list.search")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {anyFilter && (
            <Button
              onClick={() => {
                setSearch("");
                setParams(new URLSearchParams(), { replace: true });
              }}
            >
              {t("list.clear")}
            </Button>
          )}
        </Stack>
        <QueryState
          query={list}
          loadingLabel={t("list.loading")}
          retryLabel={t("list.retry")}
          message={errorMessage(list.error)}
        />
        <TableContainer>
          <Table size="small" aria-label={t("list.title")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("fields.receipt")}</TableCell>
                <TableCell>{t("fields.devotee")}</TableCell>
                <TableCell>{t("fields.temple")}</TableCell>
                <TableCell>{t("fields.pooja")}</TableCell>
                <TableCell>{t("fields.date")}</TableCell>
                <TableCell>{t("fields.slot")}</TableCell>
                <TableCell align="right">{t("fields.amount")}</TableCell>
                <TableCell>{t("fields.status")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((b) => (
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
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {list.isSuccess && rows.length === 0 && (
          <Box sx={{ py: 4, textAlign: "center" }}>
            <Typography color="text.secondary">{t("list.empty")}</Typography>
          </Box>
        )}
        <ListPager total={list.data?.meta.total ?? 0} filters={filters} update={update} />
      </CardContent>
    </Card>
  );
}
