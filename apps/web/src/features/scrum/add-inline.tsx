import AddIcon from "@mui/icons-material/Add";
import { Button, Stack, TextField } from "@mui/material";
import { useState } from "react";
import type { z } from "zod";

/**
 * "Add a card" / "Add a column": a button that opens a one-line form, checked with the same
 * contract rule the server applies (`rule`) so a 10,000-character title is refused here first.
 */
export function AddInline({
  label,
  fieldLabel,
  saveLabel,
  cancelLabel,
  rule,
  pending,
  onAdd,
}: {
  label: string;
  fieldLabel: string;
  saveLabel: string;
  cancelLabel: string;
  rule: z.ZodType<string>;
  pending: boolean;
  onAdd(text: string, done: () => void): void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const parsed = rule.safeParse(text);
  if (!open) {
    return (
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  }
  const close = () => {
    setText("");
    setOpen(false);
  };
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(e) => {
        e.preventDefault();
        if (parsed.success) onAdd(parsed.data, close);
      }}
    >
      <TextField
        size="small"
        autoFocus
        label={fieldLabel}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") close();
        }}
        error={text.length > 0 && !parsed.success}
        helperText={
          text.length > 0 && !parsed.success ? parsed.error.issues[0]?.message : undefined
        }
      />
      <Stack direction="row" spacing={1}>
        <Button
          type="submit"
          size="small"
          variant="contained"
          disabled={!parsed.success}
          loading={pending}
        >
          {saveLabel}
        </Button>
        <Button size="small" onClick={close}>
          {cancelLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
