import { Box, Chip, Grid, Stack, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import {
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  type Translations,
} from "@sannidhi/contracts";
import { LANGUAGES } from "@sannidhi/site/languages";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * Editing a resource's text in the other five languages (issue 19, decision 180): each
 * translatable field shows its English beside the chosen language, with the languages still
 * missing named under it; the bar on top picks the language and counts what each lacks.
 */
export const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.label ?? code;

export const isBlank = (v: unknown) =>
  typeof v !== "string" || v.replace(/<[^>]*>/g, "").trim() === "";

/** Languages lacking a field whose English is given (an empty English needs no translation). */
export function missingLanguages(
  field: string,
  english: unknown,
  translations: Translations | undefined,
): TranslationLanguage[] {
  if (isBlank(english)) return [];
  return TRANSLATION_LANGUAGES.filter((l) => isBlank(translations?.[l]?.[field]));
}

export function LanguageBar({
  value,
  onChange,
  missing,
  given,
}: {
  value: TranslationLanguage;
  onChange(lang: TranslationLanguage): void;
  /** How many fields each language lacks. */
  missing: Record<TranslationLanguage, number>;
  /**
   * How many translatable fields have their English yet. None: a new, empty form, where every
   * language was shown "complete" (issue 38, item 7); there is nothing to translate yet.
   */
  given: number;
}) {
  const { t } = useTranslation("catalogue");
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id="translation-bar-label" sx={{ fontWeight: 600 }}>
        {t("cms.translateInto")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("cms.translateHelp")}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_, next: TranslationLanguage | null) => next && onChange(next)}
        aria-labelledby="translation-bar-label"
        sx={{ flexWrap: "wrap" }}
      >
        {TRANSLATION_LANGUAGES.map((l) => (
          <ToggleButton key={l} value={l} sx={{ textTransform: "none", gap: 1 }}>
            <span lang={l}>{languageName(l)}</span>
            <Chip
              size="small"
              color={!given ? "default" : missing[l] ? "warning" : "success"}
              label={
                !given
                  ? t("cms.nothingYet")
                  : missing[l]
                    ? t("cms.missingCount", { count: missing[l] })
                    : t("cms.complete")
              }
            />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** One translatable field: English on the left, the chosen language on the right. */
export function TranslatedRow({
  english,
  translated,
  missing,
  englishGiven,
}: {
  english: ReactNode;
  translated: ReactNode;
  missing: TranslationLanguage[];
  /** False while the English is empty: nothing is "given in every language" then. */
  englishGiven: boolean;
}) {
  const { t } = useTranslation("catalogue");
  return (
    <Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{english}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{translated}</Grid>
      </Grid>
      <Stack direction="row" sx={{ mt: 0.5, gap: 0.5, flexWrap: "wrap", alignItems: "center" }}>
        {missing.length ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {t("cms.missingIn")}
            </Typography>
            {missing.map((l) => (
              <Chip key={l} size="small" variant="outlined" lang={l} label={languageName(l)} />
            ))}
          </>
        ) : englishGiven ? (
          <Typography variant="body2" color="success.main">
            {t("cms.allLanguages")}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t("cms.englishFirst")}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
