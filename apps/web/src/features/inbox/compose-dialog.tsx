import { zodResolver } from "@hookform/resolvers/zod";
import { Autocomplete, Stack, TextField } from "@mui/material";
import {
  type ChatContact,
  INBOX_LIMITS,
  type InboxCompose,
  InboxComposeSchema,
} from "@sannidhi/contracts";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ActionDialog } from "../bookings/action-dialog";
import { useStaffContacts } from "../chat/chat-api";
import { RichTextEditor } from "../cms/rich-text-editor";
import { useInboxActions } from "./inbox-api";

/** Write to other staff (`POST /api/inbox/add` with `to`, `subject`, `message`). */
export function ComposeDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose(): void;
  onSent(threadId: string): void;
}) {
  const { t } = useTranslation("inbox");
  const contacts = useStaffContacts(open);
  const { add } = useInboxActions();
  const form = useForm<InboxCompose>({
    resolver: zodResolver(InboxComposeSchema),
    defaultValues: { to: [], subject: "", message: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (thread) => {
        form.reset();
        onClose();
        onSent(thread.id);
      },
    }),
  );
  const byId = new Map((contacts.data ?? []).map((c) => [c.id, c]));
  return (
    <ActionDialog
      open={open}
      title={t("compose")}
      onClose={onClose}
      onConfirm={() => void submit()}
      pending={add.isPending}
      error={add.error}
      confirmLabel={t("send")}
      fullWidth
    >
      <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 400 } }}>
        <Controller
          control={form.control}
          name="to"
          render={({ field }) => (
            <Autocomplete<ChatContact, true>
              multiple
              options={contacts.data ?? []}
              loading={contacts.isPending}
              getOptionLabel={(c) => `${c.name} · ${c.mood}`}
              value={field.value.flatMap((id) => byId.get(id) ?? [])}
              onChange={(_, value) => field.onChange(value.map((c) => c.id))}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t("to")}
                  required
                  error={!!errors.to}
                  helperText={errors.to ? t("toRequired") : undefined}
                />
              )}
            />
          )}
        />
        <TextField
          {...form.register("subject")}
          label={t("subject")}
          required
          error={!!errors.subject}
          helperText={
            errors.subject ? t("subjectInvalid", { max: INBOX_LIMITS.subject }) : undefined
          }
          slotProps={{ htmlInput: { maxLength: INBOX_LIMITS.subject } }}
        />
        <Controller
          control={form.control}
          name="message"
          render={({ field }) => (
            <RichTextEditor
              id="compose-message"
              label={t("message")}
              value={field.value}
              error={errors.message ? t("messageRequired") : undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Stack>
    </ActionDialog>
  );
}
