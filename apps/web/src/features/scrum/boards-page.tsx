import AddIcon from "@mui/icons-material/Add";
import {
  Alert,
  Avatar,
  AvatarGroup,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { AddBoardSchema } from "@sannidhi/contracts";
import { formatDateTime } from "@sannidhi/site/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { PageHeader } from "../../layouts/admin/page-header";
import { QueryState } from "../../layouts/admin/query-state";
import { errorMessage } from "../../lib/http";
import { initials } from "./card-tile";
import { useAddBoard, useBoards, useMembers } from "./use-scrum";

/** `/scrum-board`: the boards the signed-in staff member belongs to, and a new one. */
export default function BoardsPage() {
  const { t, i18n } = useTranslation("tasks");
  const boards = useBoards();
  const members = useMembers();
  const names = new Map((members.data ?? []).map((m) => [m.id, m.name]));
  const add = useAddBoard();
  const navigate = useNavigate();
  const [title, setTitle] = useState("");
  const parsed = AddBoardSchema.safeParse({ title });

  const create = () => {
    if (!parsed.success) return;
    add.mutate(parsed.data.title, { onSuccess: (board) => navigate(`/scrum-board/${board.id}`) });
  };

  return (
    <Card>
      <PageHeader title={t("boards.title")} subheader={t("boards.intro")} />
      <CardContent>
        <Stack
          component="form"
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ mb: 3 }}
          onSubmit={(e) => {
            e.preventDefault();
            create();
          }}
        >
          <TextField
            size="small"
            label={t("boards.newTitle")}
            value={title}
            onChange={(e) => {
              add.reset();
              setTitle(e.target.value);
            }}
            error={title.length > 0 && !parsed.success}
            helperText={title.length > 0 && !parsed.success ? parsed.error.issues[0]?.message : " "}
            sx={{ minWidth: 280 }}
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!parsed.success}
              loading={add.isPending}
            >
              {t("boards.create")}
            </Button>
          </Box>
        </Stack>
        {add.isError && <Alert severity="error">{errorMessage(add.error)}</Alert>}
        <QueryState
          query={boards}
          loadingLabel={t("common.loading")}
          retryLabel={t("common.retry")}
        />
        {boards.isSuccess && boards.data.length === 0 && (
          <Typography color="text.secondary">{t("boards.empty")}</Typography>
        )}
        <Grid container spacing={2}>
          {(boards.data ?? []).map((b) => (
            <Grid key={b.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined">
                <CardActionArea component={RouterLink} to={`/scrum-board/${b.id}`}>
                  <CardContent>
                    <Typography variant="h6" component="h2">
                      {b.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t("boards.size", { columns: b.columns, cards: b.cards })}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t("boards.updated", { when: formatDateTime(b.updatedAt, i18n.language) })}
                    </Typography>
                    <AvatarGroup
                      max={6}
                      sx={{
                        justifyContent: "flex-end",
                        mt: 1,
                        "& .MuiAvatar-root": { width: 28, height: 28, fontSize: 12 },
                      }}
                    >
                      {b.members.map((id) => (
                        <Avatar key={id} alt={names.get(id) ?? ""}>
                          {initials(names.get(id) ?? "")}
                        </Avatar>
                      ))}
                    </AvatarGroup>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
