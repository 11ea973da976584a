import { Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { Participant } from "@sannidhi/contracts";
import { useTranslation } from "react-i18next";

/** Sankalpam details, star and sign in the reader's language (`booking-terms`). */
export function ParticipantsTable({ participants }: { participants: Participant[] }) {
  const { t } = useTranslation(["booking-terms", "staff-bookings"]);
  return (
    <Table size="small" aria-label={t("staff-bookings:fields.participants")}>
      <TableHead>
        <TableRow>
          <TableCell>{t("field.name")}</TableCell>
          <TableCell>{t("field.gotra")}</TableCell>
          <TableCell>{t("field.nakshatra")}</TableCell>
          <TableCell>{t("field.rasi")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {participants.map((p, i) => (
          <TableRow key={i}>
            <TableCell>{p.name}</TableCell>
            <TableCell>{p.gotra || "—"}</TableCell>
            <TableCell>{p.nakshatra ? t(`nakshatra.${p.nakshatra}`) : "—"}</TableCell>
            <TableCell>{p.rasi ? t(`rasi.${p.rasi}`) : "—"}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
