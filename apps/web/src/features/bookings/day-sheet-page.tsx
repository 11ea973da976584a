import PrintIcon from "@mui/icons-material/Print";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import type { StaffBooking } from "@sannidhi/contracts";
import { formatDate } from "@sannidhi/site/format";
import { Fragment, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { StatusChip } from "../../components/booking-status-chip";
import { Notice } from "../../components/notice";
import { PageHeader } from "../../layouts/admin/page-header";
import { QueryState } from "../../layouts/admin/query-state";
import { DAY_SHEET_COLUMNS, type DaySheetColumn, groupDaySheet } from "./day-sheet";
import { DaySheetPrintStyles } from "./day-sheet-print";
import { PerformedDialog } from "./performed-dialog";
import { istToday, useDaySheet, useStaffBookings } from "./staff-bookings-api";
import { TempleSelect } from "./temple-select";

/** `/bookings/day-sheet?temple=&date=`: every paid booking of a temple for a date (issue 6). */
export default function DaySheetPage() {
  const { t, i18n } = useTranslation("staff-bookings");
  const terms = useTranslation("booking-terms").t;
  const [params, setParams] = useSearchParams();
  const temple = params.get("temple") ?? "";
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get("date") ?? "")
    ? params.get("date")!
    : istToday();
  const sheet = useDaySheet(temple, date);
  const [performing, setPerforming] = useState<StaffBooking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  // Opened without a temple: the temple of a ritual booked for the day, among those this person
  // may see (the server's scope), so the sheet is not empty on arrival. Once only: clearing the
  // choice afterwards leaves it cleared.
  const picked = useRef(!!temple);
  const busy = useStaffBookings({ date, page: 1, limit: 1 }, !picked.current);
  useEffect(() => {
    const first = busy.data?.data[0];
    if (picked.current || !busy.data) return;
    picked.current = true;
    if (first) set("temple", first.temple.id);
  });
  const heading: Record<DaySheetColumn, string> = {
    receipt: t("fields.receipt"),
    name: terms("field.name"),
    gotra: terms("field.gotra"),
    nakshatra: terms("field.nakshatra"),
    rasi: terms("field.rasi"),
    wish: t("fields.wish"),
    priest: t("fields.priest"),
    status: t("fields.status"),
  };
  const groups = sheet.data ? groupDaySheet(sheet.data.bookings) : [];
  const count = groups.reduce((n, g) => n + g.poojas.reduce((m, p) => m + p.bookings.length, 0), 0);

  return (
    <Card>
      <DaySheetPrintStyles columns={DAY_SHEET_COLUMNS.length} />
      <PageHeader
        title={
          sheet.data
            ? t("daySheet.heading", {
                temple: sheet.data.temple.name,
                date: formatDate(`${date}T12:00:00+05:30`, i18n.language, {
                  weekday: "long",
                  day: "numeric",
                  month: "long",
                  year: "numeric",
                }),
              })
            : t("daySheet.title")
        }
        subheader={sheet.data ? t("daySheet.count", { count }) : undefined}
        action={
          <Button
            className="no-print"
            variant="outlined"
            startIcon={<PrintIcon />}
            onClick={() => window.print()}
            disabled={!sheet.data}
          >
            {t("daySheet.print")}
          </Button>
        }
      />
      <CardContent>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ mb: 2 }}
          className="no-print"
        >
          <TempleSelect value={temple} onChange={(id) => set("temple", id)} />
          <TextField
            type="date"
            size="small"
            label={t("list.date")}
            value={date}
            onChange={(e) => set("date", e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {!temple && <Typography color="text.secondary">{t("daySheet.chooseTemple")}</Typography>}
        <QueryState query={sheet} loadingLabel={t("list.loading")} retryLabel={t("list.retry")} />
        {sheet.data?.closure && (
          <Alert severity="warning" role="status">
            {t("daySheet.closed", { reason: sheet.data.closure.reason })}
            {count > 0 && ` ${t("daySheet.closedAct")}`}
          </Alert>
        )}
        {sheet.isSuccess && count === 0 && (
          <Typography color="text.secondary">{t("daySheet.empty")}</Typography>
        )}
        {groups.map((g) => (
          <Box
            key={g.slot}
            component="section"
            className="day-sheet-slot"
            aria-label={t("daySheet.slot", { slot: g.slot })}
            sx={{ mb: 4 }}
          >
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t("daySheet.slot", { slot: g.slot })}
            </Typography>
            {g.poojas.map((p) => (
              <Box key={p.id} className="day-sheet-frame" sx={{ mb: 2, overflowX: "auto" }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {p.name}
                </Typography>
                <Table size="small" aria-label={`${g.slot} ${p.name}`}>
                  <TableHead>
                    <TableRow>
                      {DAY_SHEET_COLUMNS.map((c) => (
                        <TableCell key={c}>{heading[c]}</TableCell>
                      ))}
                      <TableCell className="no-print" />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {p.bookings.map((b) => (
                      <Fragment key={b.id}>
                        {b.participants.map((person, i) => (
                          <TableRow key={i}>
                            {i === 0 && (
                              <TableCell
                                rowSpan={b.participants.length}
                                sx={{ whiteSpace: "nowrap" }}
                              >
                                <RouterLink to={`/bookings/${b.id}`}>{b.receiptNumber}</RouterLink>
                              </TableCell>
                            )}
                            <TableCell>{person.name}</TableCell>
                            <TableCell>{person.gotra || "—"}</TableCell>
                            <TableCell>
                              {person.nakshatra ? terms(`nakshatra.${person.nakshatra}`) : "—"}
                            </TableCell>
                            <TableCell>
                              {person.rasi ? terms(`rasi.${person.rasi}`) : "—"}
                            </TableCell>
                            {i === 0 && (
                              <>
                                <TableCell rowSpan={b.participants.length}>
                                  {b.wish || "—"}
                                </TableCell>
                                <TableCell rowSpan={b.participants.length}>
                                  {b.priestName ?? "—"}
                                </TableCell>
                                <TableCell rowSpan={b.participants.length}>
                                  <StatusChip status={b.status} />
                                </TableCell>
                                <TableCell rowSpan={b.participants.length} className="no-print">
                                  {b.status === "confirmed" && (
                                    <Button
                                      size="small"
                                      onClick={() => setPerforming(b)}
                                      aria-label={t("actions.markPerformedFor", {
                                        receipt: b.receiptNumber,
                                      })}
                                    >
                                      {t("actions.markPerformed")}
                                    </Button>
                                  )}
                                </TableCell>
                              </>
                            )}
                          </TableRow>
                        ))}
                      </Fragment>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            ))}
          </Box>
        ))}
      </CardContent>
      {performing && (
        <PerformedDialog
          bookingId={performing.id}
          receipt={performing.receiptNumber}
          date={performing.date}
          slot={performing.slot}
          open
          onClose={() => setPerforming(null)}
          onDone={setNotice}
        />
      )}
      <Notice text={notice} onClose={() => setNotice(null)} />
    </Card>
  );
}
