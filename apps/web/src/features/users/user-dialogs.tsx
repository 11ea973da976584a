import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Avatar,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from "@mui/material";
import {
  type ManagedUser,
  ROLE_NAMES,
  type UserAdd,
  UserAddSchema,
  type UserUpdate,
  UserUpdateSchema,
} from "@sannidhi/contracts";
import { type ReactNode, useId, useState } from "react";
import { type Control, Controller, type FieldValues, type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { errorMessage } from "../../lib/http";
import { UploadButton, useMediaUpload } from "../cms/media-upload";
import { AccessField } from "./access-field";
import { ASSIGNED_ROLES } from "./use-access";

/** Admins and editors act for the temples the SA chooses; other roles send no access. */
const assigned = (role: unknown) => (ASSIGNED_ROLES as readonly unknown[]).includes(role);
function withAccess<T extends { role?: unknown; access?: unknown }>(values: T): T {
  if (assigned(values.role)) return values;
  const { access: _, ...rest } = values;
  return rest as T;
}

/** The form's access field, shown for an admin's or editor's account. */
function AccessControl<T extends FieldValues>({
  control,
  role,
  known,
}: {
  control: Control<T>;
  role: unknown;
  known?: ManagedUser["access"]["temples"];
}) {
  if (!assigned(role)) return null;
  return (
    <Controller
      control={control}
      name={"access" as Path<T>}
      render={({ field, fieldState }) => (
        <AccessField
          value={field.value ?? { trustWide: false, templeIds: [] }}
          known={known}
          error={fieldState.error?.message}
          onChange={field.onChange}
        />
      )}
    />
  );
}

function Frame({
  title,
  pending,
  error,
  onClose,
  onSubmit,
  submitLabel,
  extra,
  children,
}: {
  title: string;
  pending: boolean;
  error: unknown;
  onClose(): void;
  onSubmit(): void;
  submitLabel: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("user-admin");
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {error != null && <Alert severity="error">{errorMessage(error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          {extra}
          <Button onClick={onClose} disabled={pending}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A text field whose empty value is `null` (the contract's "no name", "no address"). */
function OptionalText<T extends FieldValues>({
  control,
  name,
  label,
  multiline,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  multiline?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          value={field.value ?? ""}
          onChange={(e) => field.onChange(e.target.value === "" ? null : e.target.value)}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          multiline={multiline}
        />
      )}
    />
  );
}

function RoleSelect<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  const { t } = useTranslation("user-admin");
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={t("fields.role")}
          value={field.value ?? ""}
          onChange={field.onChange}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? t(`roleHelp.${field.value as string}`)}
        >
          {ROLE_NAMES.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`roles.${r}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** `POST /api/user/add`: a staff member by mobile, who then signs in with an OTP. */
export function AddUserDialog({
  pending,
  error,
  onClose,
  onSubmit,
}: {
  pending: boolean;
  error: unknown;
  onClose(): void;
  onSubmit(values: UserAdd): void;
}) {
  const { t } = useTranslation("user-admin");
  const form = useForm<z.input<typeof UserAddSchema>>({
    resolver: zodResolver(UserAddSchema),
    defaultValues: { phone: "", role: "editor", access: { trustWide: false, templeIds: [] } },
  });
  const role = form.watch("role");
  return (
    <Frame
      title={t("add.title")}
      pending={pending}
      error={error}
      onClose={onClose}
      onSubmit={form.handleSubmit((v) => onSubmit(withAccess(v)))}
      submitLabel={t("add.submit")}
    >
      <DialogContentText>{t("add.intro")}</DialogContentText>
      <TextField
        label={t("fields.phone")}
        required
        autoFocus
        {...form.register("phone")}
        error={!!form.formState.errors.phone}
        helperText={form.formState.errors.phone?.message}
        slotProps={{ htmlInput: { inputMode: "tel" } }}
      />
      <OptionalText control={form.control} name="name" label={t("fields.name")} />
      <RoleSelect control={form.control} name="role" />
      <AccessControl control={form.control} role={role} />
      <OptionalText control={form.control} name="address" label={t("fields.address")} multiline />
    </Frame>
  );
}

/**
 * `POST /api/user/update`: name, address, picture, role and active. The phone and e-mail are the
 * person's own sign-in and are shown, not edited (decision 112). Deleting asks twice.
 */
export function EditUserDialog({
  user,
  self,
  pending,
  error,
  onClose,
  onSubmit,
  onDelete,
}: {
  user: ManagedUser;
  self: boolean;
  pending: boolean;
  error: unknown;
  onClose(): void;
  onSubmit(values: UserUpdate): void;
  onDelete(): void;
}) {
  const { t } = useTranslation("user-admin");
  const [confirm, setConfirm] = useState(false);
  const form = useForm<z.input<typeof UserUpdateSchema>>({
    resolver: zodResolver(UserUpdateSchema),
    defaultValues: {
      id: user.id,
      name: user.name,
      address: user.address,
      imgUrl: user.imgUrl,
      role: user.role,
      isActive: user.isActive,
      access: {
        trustWide: user.access.trustWide,
        templeIds: user.access.temples.map((x) => x.id),
      },
    },
  });
  const picture = form.watch("imgUrl");
  const role = form.watch("role");
  const upload = useMediaUpload((url) => form.setValue("imgUrl", url, { shouldDirty: true }));
  return (
    <Frame
      title={t("edit.title", { name: user.name ?? user.phone ?? "" })}
      pending={pending}
      error={error}
      onClose={onClose}
      // One's own temples are never sent: nobody changes what they act for (issue 33).
      onSubmit={form.handleSubmit((v) =>
        onSubmit(self ? { ...v, access: undefined } : withAccess(v)),
      )}
      submitLabel={t("edit.submit")}
      extra={
        !self && (
          <Button
            color="error"
            sx={{ mr: "auto" }}
            onClick={() => (confirm ? onDelete() : setConfirm(true))}
          >
            {confirm ? t("edit.confirmDelete") : t("edit.delete")}
          </Button>
        )
      }
    >
      {confirm && <Alert severity="warning">{t("edit.deleteWarning")}</Alert>}
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar src={picture ?? undefined} alt="" sx={{ width: 56, height: 56 }} />
        <UploadButton
          label={t("edit.picture")}
          inputLabel={t("edit.picture")}
          disabled={upload.progress !== null}
          onFile={upload.pick}
        />
        {picture && (
          <Button onClick={() => form.setValue("imgUrl", null)}>{t("edit.removePicture")}</Button>
        )}
      </Stack>
      {upload.failure && <Alert severity="error">{upload.failure}</Alert>}
      <TextField
        label={t("fields.phone")}
        value={user.phone ?? ""}
        disabled
        helperText={t("edit.identity")}
      />
      {user.email && <TextField label={t("fields.email")} value={user.email} disabled />}
      <OptionalText control={form.control} name="name" label={t("fields.name")} />
      <OptionalText control={form.control} name="address" label={t("fields.address")} multiline />
      <RoleSelect control={form.control} name="role" />
      {/* Nobody changes the temples they act for themselves (issue 33). */}
      {!self && <AccessControl control={form.control} role={role} known={user.access.temples} />}
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={!!field.value}
                disabled={self}
                onChange={(e) => field.onChange(e.target.checked)}
              />
            }
            label={field.value ? t("edit.active") : t("edit.inactive")}
          />
        )}
      />
    </Frame>
  );
}
