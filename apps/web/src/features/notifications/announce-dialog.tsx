import { zodResolver } from "@hookform/resolvers/zod";
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
} from "@mui/material";
import { AnnouncementSchema, NOTIFICATION_LIMITS } from "@sannidhi/contracts";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ActionDialog } from "../bookings/action-dialog";
import { useAnnounce } from "./notifications-api";

type Values = z.input<typeof AnnouncementSchema>;
const ROLES = ["SA", "admin", "editor"] as const;

/** An SA's or admin's announcement to staff by role (`POST /api/notification/add`). */
export function AnnounceDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose(): void;
  onSent(count: number): void;
}) {
  const { t } = useTranslation(["notifications", "admin"]);
  const announce = useAnnounce();
  const form = useForm<Values, unknown, z.output<typeof AnnouncementSchema>>({
    resolver: zodResolver(AnnouncementSchema),
    defaultValues: { roles: ["admin", "editor"], heading: "", title: "", subtitle: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    announce.mutate(values, {
      onSuccess: ({ sent }) => {
        form.reset();
        onSent(sent);
        onClose();
      },
    }),
  );
  const text = (name: "heading" | "title" | "subtitle", max: number, multiline = false) => (
    <TextField
      {...form.register(name)}
      label={t(`announce.${name}`)}
      required={name !== "subtitle"}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      error={!!errors[name]}
      helperText={errors[name] ? t("announce.invalid", { max }) : undefined}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
  return (
    <ActionDialog
      open={open}
      title={t("announce.dialogTitle")}
      onClose={onClose}
      onConfirm={() => void submit()}
      pending={announce.isPending}
      error={announce.error}
      confirmLabel={t("announce.send")}
      fullWidth
    >
      <Stack spacing={2} sx={{ pt: 1 }} component="form" onSubmit={(e) => void submit(e)}>
        <FormControl error={!!errors.roles} component="fieldset">
          <FormLabel component="legend">{t("announce.roles")}</FormLabel>
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <FormGroup row>
                {ROLES.map((role) => (
                  <FormControlLabel
                    key={role}
                    label={t(`admin:roles.${role}`)}
                    control={
                      <Checkbox
                        checked={field.value.includes(role)}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked
                              ? [...field.value, role]
                              : field.value.filter((r) => r !== role),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            )}
          />
          {errors.roles && <FormHelperText>{t("announce.rolesRequired")}</FormHelperText>}
        </FormControl>
        {text("heading", NOTIFICATION_LIMITS.heading)}
        {text("title", NOTIFICATION_LIMITS.title)}
        {text("subtitle", NOTIFICATION_LIMITS.subtitle, true)}
      </Stack>
    </ActionDialog>
  );
}
