import { Container, Typography } from "@mui/material";
import { formatDate, formatMoney } from "@sannidhi/site/format";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { StatusChip } from "../../components/booking-status-chip";
import { CARDS_PER_PAGE, PagedCards, usePageParam } from "../../components/paged-cards";
import { RequireDevotee } from "../../components/require-devotee";
import { PublicFrame } from "../public/public-frame";
import { useMyBookings } from "./booking-api";
import { BookingMessages } from "./booking-messages";

/** /app/bookings — the devotee's bookings, newest first, paged (page in the URL). */
export default function MyBookingsPage() {
  const { t } = useTranslation(["booking", "common"]);
  useEffect(() => {
    document.title = `${t("mine.title")} — ${t("common:appName")}`;
  }, [t]);
  return (
    <PublicFrame>
      <Container sx={{ py: 3, maxWidth: "48rem !important" }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {t("mine.title")}
        </Typography>
        <RequireDevotee>
          <MyBookings />
          {/* Issue 18: what the devotee was told, and the reminders switch. */}
          <BookingMessages />
        </RequireDevotee>
      </Container>
    </PublicFrame>
  );
}

function MyBookings() {
  const { t, i18n } = useTranslation("booking");
  const [page] = usePageParam();
  const list = useMyBookings(page, CARDS_PER_PAGE);
  return (
    <PagedCards
      list={list}
      empty={{ text: t("mine.empty"), action: t("mine.find"), to: "/app/temples" }}
      href={(b) => `/app/bookings/${b.id}`}
      face={(b) => ({
        title: b.pooja.name,
        status: <StatusChip status={b.status} />,
        lines: [
          `${b.temple.name}, ${b.temple.town}`,
          `${formatDate(`${b.date}T12:00:00+05:30`, i18n.language)} · ${b.slot} · ${formatMoney(b.amountPaise, i18n.language)}`,
        ],
        caption: t("facts.receiptShort", { number: b.receiptNumber }),
      })}
    />
  );
}
