import { Alert, Button, MenuItem, Stack, TextField } from "@mui/material";
import {
  AddLabelSchema,
  SCRUM_LABEL_COLORS,
  type ScrumLabel,
  type ScrumLabelColor,
} from "@sannidhi/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/http";
import { useAddLabel } from "./use-scrum";

/** A new label for every board (spec colours: primary, green, secondary, error). */
export function NewLabel({ onCreated }: { onCreated(label: ScrumLabel): void }) {
  const { t } = useTranslation("tasks");
  const add = useAddLabel();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [color, setColor] = useState<ScrumLabelColor>("primary");
  const parsed = AddLabelSchema.safeParse({ title, color });
  if (!open) {
    return (
      <Button size="small" sx={{ alignSelf: "flex-start" }} onClick={() => setOpen(true)}>
        {t("label.new")}
      </Button>
    );
  }
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={t("label.title")}
          value={title}
          onChange={(e) => {
            add.reset();
            setTitle(e.target.value);
          }}
          error={title.length > 0 && !parsed.success}
        />
        <TextField
          select
          size="small"
          label={t("label.color")}
          value={color}
          onChange={(e) => setColor(e.target.value as ScrumLabelColor)}
          sx={{ minWidth: 140 }}
        >
          {SCRUM_LABEL_COLORS.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`label.colors.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          disabled={!parsed.success}
          loading={add.isPending}
          onClick={() =>
            parsed.success &&
            add.mutate(parsed.data, {
              onSuccess: (label) => {
                onCreated(label);
                setTitle("");
                setOpen(false);
              },
            })
          }
        >
          {t("label.add")}
        </Button>
      </Stack>
      {add.isError && <Alert severity="error">{errorMessage(add.error)}</Alert>}
    </Stack>
  );
}
