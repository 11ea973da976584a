import {
  Alert,
  Button,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { formatDateTime, formatMoney } from "@sannidhi/site/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateFilter, SelectFilter } from "../../components/list-filters";
import { useListParams } from "../../components/staff-list";
import { StaffListCard } from "../../components/staff-list-card";
import { downloadFile } from "../../lib/download";
import { errorMessage } from "../../lib/http";
import { TempleFilter } from "../bookings/temple-select";
import { usePurposesOf, useStaffDonations } from "./donations-api";

/** "2526" for the financial year (April to March, India) that `now` falls in, and earlier ones. */
export function financialYears(now: Date, count = 3): string[] {
  const local = new Date(now.getTime() + 330 * 60_000);
  const y = local.getUTCFullYear();
  const start = local.getUTCMonth() >= 3 ? y : y - 1;
  const yy = (n: number) => String(n % 100).padStart(2, "0");
  return Array.from({ length: count }, (_, i) => `${yy(start - i)}${yy(start - i + 1)}`);
}

/** `/donations` (issue 18): paid donations by temple, purpose and date; Form 10BD per year. */
export default function StaffDonationsPage() {
  const { t, i18n } = useTranslation("donations");
  const { filters, update, clear } = useListParams({
    temple_id: null,
    purpose_id: null,
    from: null,
    to: null,
  });
  const list = useStaffDonations(filters);
  const templeId = String(filters.temple_id ?? "");
  const purposes = usePurposesOf(templeId);
  const money = (p: number) => formatMoney(p, i18n.language);
  return (
    <StaffListCard
      title={t("staff.title")}
      filterFields={
        <>
          <TempleFilter resets={["purpose_id"]} />
          <SelectFilter
            name="purpose_id"
            label={t("staff.purpose")}
            anyLabel={t("staff.anyPurpose")}
            options={(purposes.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            disabled={!templeId}
            minWidth={200}
          />
          <DateFilter name="from" label={t("staff.from")} />
          <DateFilter name="to" label={t("staff.to")} />
          <Button onClick={clear}>{t("staff.clear")}</Button>
        </>
      }
      above={
        list.data && (
          <Typography role="status" sx={{ mb: 1, fontWeight: 600 }}>
            {t("staff.total", {
              n: list.data.meta.total,
              amount: money(list.data.meta.totalPaise),
            })}
          </Typography>
        )
      }
      below={<Form10bdExport templeId={templeId} />}
      list={list}
      columns={[
        { label: t("staff.receipt") },
        { label: t("staff.paidAt") },
        { label: t("staff.temple") },
        { label: t("staff.purpose") },
        { label: t("staff.donor") },
        { label: t("staff.pan") },
        { label: t("staff.amount"), right: true },
      ]}
      loadingLabel={t("staff.loading")}
      retryLabel={t("staff.retry")}
      emptyText={t("staff.none")}
      filters={filters}
      update={update}
      row={(d) => (
        <TableRow key={d.id} hover>
          <TableCell>{d.receiptNumber}</TableCell>
          <TableCell>{d.paidAt ? formatDateTime(d.paidAt, i18n.language) : ""}</TableCell>
          <TableCell>{d.temple.name}</TableCell>
          <TableCell>{d.purpose.name}</TableCell>
          <TableCell>
            {d.anonymous ? t("one.anonymous") : d.donorName}
            {d.devotee.mobile ? ` · ${d.devotee.mobile}` : ""}
          </TableCell>
          <TableCell>{d.panMasked ?? "—"}</TableCell>
          <TableCell align="right">{money(d.amountPaise)}</TableCell>
        </TableRow>
      )}
    />
  );
}

/** The trust's statement of donations for a year, as Form 10BD's columns in CSV. */
function Form10bdExport({ templeId }: { templeId: string }) {
  const { t } = useTranslation("donations");
  const years = financialYears(new Date());
  const [year, setYear] = useState(years[0]!);
  const [error, setError] = useState<string | null>(null);
  const label = (fy: string) => `20${fy.slice(0, 2)}–${fy.slice(2)}`;
  return (
    <Stack
      component="section"
      aria-labelledby="form-10bd"
      spacing={1.5}
      sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: "divider" }}
    >
      <Typography id="form-10bd" component="h2" variant="h6">
        {t("staff.exportTitle")}
      </Typography>
      <Typography variant="body2">{t("staff.exportHelp")}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
        <TextField
          select
          size="small"
          label={t("staff.financialYear")}
          value={year}
          onChange={(e) => setYear(e.target.value)}
          sx={{ minWidth: 160 }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {label(y)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={!templeId}
          onClick={() => {
            setError(null);
            downloadFile(
              `/api/staff/donations/form-10bd?temple_id=${templeId}&financial_year=${year}`,
              `form-10bd-${year}.csv`,
            ).catch((e) => setError(errorMessage(e)));
          }}
        >
          {t("staff.export")}
        </Button>
        {!templeId && <Typography variant="body2">{t("staff.chooseTemple")}</Typography>}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
