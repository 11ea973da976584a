import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Button, Card, CardContent, Grid, Stack } from "@mui/material";
import {
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  type Translations,
  translatableFields,
} from "@sannidhi/contracts";
import { useEffect, useMemo, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Loading } from "../../components/loading";
import { PageHeader } from "../../layouts/admin/page-header";
import { errorMessage } from "../../lib/http";
import { ConfirmDelete } from "./confirm-delete";
import { FormField } from "./form-field";
import { defaultsOf, isNullable, pick, sentTranslations, serverFieldErrors } from "./form-values";
import { createSchemaOf } from "./resource-schemas";
import type { WebResource } from "./resource-types";
import {
  isBlank,
  LanguageBar,
  languageName,
  missingLanguages,
  TranslatedRow,
} from "./translation-fields";
import { UnsavedChangesGuard } from "./unsaved-changes";
import { useDeleteResource, useResourceItem, useSaveResource } from "./use-cms";

type Values = Record<string, unknown>;

/**
 * The one `add-*` page (issue 4 "Web"): create, or edit when opened with `?id=`. Validation is
 * the contract's schema through zodResolver; the layout is the resource's declaration.
 */
export default function ResourceFormPage({ resource }: { resource: WebResource }) {
  const [params] = useSearchParams();
  // Another id (or none: "add") is another form, never the previous one's values.
  return <ResourceForm key={params.get("id") ?? "new"} resource={resource} />;
}

function ResourceForm({ resource }: { resource: WebResource }) {
  const { t, i18n } = useTranslation(["cms", "catalogue"]);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id");
  const { fields, meta } = resource;
  const create = createSchemaOf(meta.key);
  // Declared in the contract (`translatable()`), so a resource opts in there and only there.
  const translated = useMemo(() => translatableFields(create), [create]);
  const [lang, setLang] = useState<TranslationLanguage>(() =>
    (TRANSLATION_LANGUAGES as readonly string[]).includes(i18n.language)
      ? (i18n.language as TranslationLanguage)
      : "hi",
  );
  const defaults = useMemo(() => {
    const base = defaultsOf(create, fields);
    if (translatableFields(create).length) base.translations = {};
    // The calendar opens the add page with the chosen slot (`?start=…&end=…`).
    for (const f of fields)
      if (f.kind === "datetime" && params.get(f.name)) base[f.name] = params.get(f.name);
    return base;
  }, [create, fields, params]);
  const form = useForm<Values>({
    resolver: zodResolver(create as never) as Resolver<Values>,
    defaultValues: defaults,
  });
  const item = useResourceItem(resource, id);
  const save = useSaveResource(resource, id);
  const remove = useDeleteResource(resource);
  const [failure, setFailure] = useState<string | null>(null);
  // The notice to leave with, once saved or deleted; null while the form is being edited.
  const [leaving, setLeaving] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  useEffect(() => {
    if (item.data) form.reset(pick(item.data, fields, defaults));
  }, [item.data, fields, defaults, form]);

  const what = t(`resources.${meta.key}.label`);
  const name = (item.data?.[resource.titleField] as string | undefined) ?? "";
  // Leave from an effect, after the commit in which the guard stopped guarding: react-router
  // registers the guard's new blocker in the guard's own effect, which runs before this one. A
  // timer instead (as before) could fire before that commit on a busy machine, and the saved form
  // asked "leave without saving?" (the CMS journey's Save timed out once in a loaded run).
  useEffect(() => {
    if (leaving !== null) navigate(meta.viewPage, { state: { notice: leaving } });
  }, [leaving, meta.viewPage, navigate]);
  const done = (notice: string) => setLeaving(notice);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = Object.fromEntries(fields.map((f) => [f.name, values[f.name]]));
    if (translated.length) body.translations = sentTranslations(values.translations);
    try {
      const saved = await save.mutateAsync(body);
      done(t("form.saved", { what, name: String(saved.data[resource.titleField] ?? "") }));
    } catch (err) {
      const { placed, rest } = serverFieldErrors(err, fields);
      for (const p of placed)
        form.setError(p.name, { type: "server", message: p.message }, { shouldFocus: true });
      if (rest) setFailure(errorMessage(err));
    }
  });

  if (id && item.isPending) return <Loading />;
  if (id && item.isError) return <Alert severity="error">{errorMessage(item.error)}</Alert>;
  const values = form.watch();
  const translations = values.translations as Translations | undefined;
  const missing = Object.fromEntries(
    TRANSLATION_LANGUAGES.map((l) => [
      l,
      translated.filter((f) => missingLanguages(f, values[f], translations).includes(l)).length,
    ]),
  ) as Record<TranslationLanguage, number>;

  return (
    <Card>
      <PageHeader title={id ? t("form.editTitle", { what, name }) : t("form.addTitle", { what })} />
      <CardContent>
        <Box component="form" noValidate onSubmit={onSubmit}>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {translated.length > 0 && (
            <LanguageBar
              value={lang}
              onChange={setLang}
              missing={missing}
              given={translated.filter((f) => !isBlank(values[f])).length}
            />
          )}
          <Grid container spacing={2}>
            {fields.map((f) => {
              const field = (
                <FormField
                  field={f}
                  control={form.control}
                  nullable={isNullable(create, f.name)}
                  parent={
                    "dependsOn" in f && f.dependsOn
                      ? (values[f.dependsOn] as string | null)
                      : undefined
                  }
                  known={refKnown(item.data, f.name)}
                />
              );
              if (!translated.includes(f.name)) {
                return (
                  <Grid key={f.name} size={{ xs: 12, md: f.half ? 6 : 12 }}>
                    {field}
                  </Grid>
                );
              }
              return (
                <Grid key={f.name} size={12}>
                  <TranslatedRow
                    english={field}
                    missing={missingLanguages(f.name, values[f.name], translations)}
                    englishGiven={!isBlank(values[f.name])}
                    translated={
                      <Box lang={lang}>
                        <FormField
                          key={lang}
                          field={f}
                          name={`translations.${lang}.${f.name}`}
                          label={t("catalogue:cms.fieldIn", {
                            field: t([`fields.${f.name}`, `catalogue:fields.${f.name}`]),
                            language: languageName(lang),
                          })}
                          control={form.control}
                          nullable={false}
                        />
                      </Box>
                    }
                  />
                </Grid>
              );
            })}
          </Grid>
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {id ? t("form.update") : t("form.create")}
            </Button>
            <Button onClick={() => navigate(meta.viewPage)}>{t("form.cancel")}</Button>
            {id && (
              <Button color="error" onClick={() => setConfirming(true)}>
                {t("form.delete")}
              </Button>
            )}
          </Stack>
        </Box>
      </CardContent>
      <UnsavedChangesGuard dirty={form.formState.isDirty && leaving === null} />
      <ConfirmDelete
        name={confirming ? name : null}
        busy={remove.isPending}
        error={deleteError}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(id!, {
            onSuccess: () => done(t("delete.done", { name })),
            onError: (err) => setDeleteError(errorMessage(err)),
          })
        }
      />
    </Card>
  );
}

/** `templeId` → the row's `temple: {id, name}`, so an edit form names the choice at once. */
function refKnown(row: Values | undefined, field: string) {
  const ref = row?.[field.replace(/Id$/, "")] as { id?: string; name?: string } | null | undefined;
  return ref?.id && ref.name ? [{ id: ref.id, label: ref.name }] : undefined;
}
