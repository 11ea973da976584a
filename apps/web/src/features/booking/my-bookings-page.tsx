import {
  Alert,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Container,
  Pagination,
  Stack,
  Typography,
} from "@mui/material";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { StatusChip } from "../../components/booking-status-chip";
import { Loading } from "../../components/loading";
import { formatDate, formatMoney } from "../../lib/format";
import { errorMessage } from "../../lib/http";
import { PublicFrame } from "../public/public-frame";
import { useMyBookings } from "./booking-api";
import { RequireDevotee } from "./require-devotee";

const PAGE_SIZE = 10;

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
        </RequireDevotee>
      </Container>
    </PublicFrame>
  );
}

function MyBookings() {
  const { t, i18n } = useTranslation("booking");
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useMyBookings(page, PAGE_SIZE);
  if (list.isPending) return <Loading />;
  if (list.isError)
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => list.refetch()}>{t("actions.retry")}</Button>}
      >
        {errorMessage(list.error)}
      </Alert>
    );
  const { data, meta } = list.data;
  if (meta.total === 0) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/app/temples">
            {t("mine.find")}
          </Button>
        }
      >
        {t("mine.empty")}
      </Alert>
    );
  }
  const pages = Math.ceil(meta.total / meta.limit);
  return (
    <Stack spacing={1.5}>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {data.map((b) => (
          <li key={b.id}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={`/app/bookings/${b.id}`}>
                <CardContent>
                  <Stack direction="row" sx={{ justifyContent: "space-between", gap: 1 }}>
                    <Typography component="h2" sx={{ fontWeight: 600 }}>
                      {b.pooja.name}
                    </Typography>
                    <StatusChip status={b.status} />
                  </Stack>
                  <Typography variant="body2">{`${b.temple.name}, ${b.temple.town}`}</Typography>
                  <Typography variant="body2">
                    {`${formatDate(`${b.date}T12:00:00+05:30`, i18n.language)} · ${b.slot} · ${formatMoney(b.amountPaise, i18n.language)}`}
                  </Typography>
                  <Typography variant="caption">
                    {t("facts.receiptShort", { number: b.receiptNumber })}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, p) => setParams(p > 1 ? { page: String(p) } : {})}
          getItemAriaLabel={(type, p) =>
            type === "page" ? t("mine.pageN", { n: p }) : t(`mine.${type}`)
          }
        />
      )}
    </Stack>
  );
}
