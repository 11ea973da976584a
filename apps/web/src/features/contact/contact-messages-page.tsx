import {
  Alert,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Loading } from "../../components/loading";
import { PageHeader } from "../../layouts/admin/page-header";
import { formatDateTime } from "../../lib/format";
import { useContactMessages } from "./use-contact-messages";

/** Staff view of the landing page's contact messages, until the staff inbox exists (issue 5). */
export default function ContactMessagesPage() {
  const { t, i18n } = useTranslation("contact");
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(20);
  const query = useContactMessages(page + 1, limit);

  return (
    <Card>
      <PageHeader title={t("inbox.title")} />
      <CardContent>
        {query.isPending && <Loading />}
        {query.isError && <Alert severity="error">{t("inbox.loadFailed")}</Alert>}
        {query.data && query.data.meta.total === 0 && <Typography>{t("inbox.empty")}</Typography>}
        {query.data && query.data.meta.total > 0 && (
          <>
            <TableContainer>
              <Table size="small" aria-label={t("inbox.title")}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t("inbox.received")}</TableCell>
                    <TableCell>{t("fields.fullName")}</TableCell>
                    <TableCell>{t("fields.email")}</TableCell>
                    <TableCell>{t("fields.phone")}</TableCell>
                    <TableCell>{t("fields.subject")}</TableCell>
                    <TableCell>{t("fields.message")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data.data.map((m) => (
                    <TableRow key={m.id} hover>
                      <TableCell sx={{ whiteSpace: "nowrap" }}>
                        {formatDateTime(m.createdAt, i18n.language)}
                      </TableCell>
                      <TableCell>{m.fullName}</TableCell>
                      <TableCell>
                        <a href={`mailto:${m.email}`}>{m.email}</a>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: "nowrap" }}>
                        <a href={`tel:${m.phone}`}>{m.phone}</a>
                      </TableCell>
                      <TableCell>{m.subject}</TableCell>
                      <TableCell sx={{ whiteSpace: "pre-wrap", minWidth: 240 }}>
                        {m.message}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={query.data.meta.total}
              page={page}
              rowsPerPage={limit}
              rowsPerPageOptions={[10, 20, 50, 100]}
              onPageChange={(_, p) => setPage(p)}
              onRowsPerPageChange={(e) => {
                setLimit(Number(e.target.value));
                setPage(0);
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
