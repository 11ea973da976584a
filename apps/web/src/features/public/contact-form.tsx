import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Button, TextField } from "@mui/material";
import {
  CONTACT_MESSAGE_VALUES,
  CONTACT_MESSAGES,
  type ContactCreate,
  ContactCreateSchema,
} from "@sannidhi/contracts";
import { CONTACT_FIELDS, CONTACT_INPUT, type ContactField } from "@sannidhi/contracts/landing";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api, HttpError } from "../../lib/http";

/** The key of a contract message, so it can be shown in the devotee's language. */
function messageKey(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const entry = Object.entries(CONTACT_MESSAGES).find(([, text]) => text === message);
  return entry ? `errors.${entry[0]}` : undefined;
}

type Outcome = { kind: "sent" } | { kind: "error"; text: string } | null;

/** The contact form of the landing page (anchor contact-us): one contract, checked twice. */
export default function ContactForm() {
  const { t } = useTranslation("contact");
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ContactCreate>({
    resolver: zodResolver(ContactCreateSchema),
    defaultValues: { fullName: "", email: "", phone: "", subject: "", message: "" },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await api.post("/api/contact", values);
      form.reset();
      setOutcome({ kind: "sent" });
    } catch (err) {
      if (err instanceof HttpError && typeof err.body === "object") {
        if (err.status === 429) return setOutcome({ kind: "error", text: t("rateLimited") });
        for (const d of err.body.details ?? []) {
          const field = d.path.replace(/^body\./, "") as ContactField;
          if (CONTACT_FIELDS.includes(field)) form.setError(field, { message: d.message });
        }
      }
      setOutcome({ kind: "error", text: t("failed") });
    }
  });

  const errorText = (field: ContactField) => {
    const message = errors[field]?.message;
    const key = messageKey(message);
    return key ? t(key, CONTACT_MESSAGE_VALUES) : message;
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t("title")}
      sx={{ mt: 3, display: "grid", gap: 2, maxWidth: "40rem" }}
    >
      {CONTACT_FIELDS.map((field) => (
        <TextField
          key={field}
          {...form.register(field)}
          id={`contact-${field}`}
          label={t(`fields.${field}`)}
          required
          fullWidth
          multiline={field === "message"}
          minRows={field === "message" ? 4 : undefined}
          type={CONTACT_INPUT[field].type}
          error={Boolean(errors[field])}
          helperText={errorText(field) ?? (field === "phone" ? t("phoneHint") : undefined)}
          slotProps={{
            htmlInput: {
              autoComplete: CONTACT_INPUT[field].autoComplete,
              inputMode: CONTACT_INPUT[field].inputMode,
              "data-field": field,
            },
          }}
        />
      ))}
      <Box role="status" aria-live="polite">
        {outcome?.kind === "sent" && <Alert severity="success">{t("sent")}</Alert>}
        {outcome?.kind === "error" && <Alert severity="error">{outcome.text}</Alert>}
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? t("sending") : t("send")}
      </Button>
    </Box>
  );
}
