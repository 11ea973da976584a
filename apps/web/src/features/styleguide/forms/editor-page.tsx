import { Box, Grid, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RichTextEditor } from "../../cms/rich-text-editor";
import { RichText } from "../../discovery/rich-text";
import { Keys } from "../material/states";
import { Sample } from "../sample";

const START =
  "<h2>Vaikunta Ekadashi</h2><p>The <strong>Paramapada Vasal</strong> opens at 4:30 in the morning.</p><ul><li>Archanai from 6:00</li><li>Special darshan until 22:00</li></ul>";

/**
 * `/forms/editor`: the CMS rich-text editor (toolbar, minimum height 250, spec section 9), the
 * HTML it stores, and that HTML as a devotee's page shows it after cleaning.
 */
export default function EditorPage() {
  const { t } = useTranslation(["styleguide", "cms"]);
  const [html, setHtml] = useState(START);
  return (
    <>
      <Sample
        title={t("editor.title")}
        intro={t("editor.intro")}
        code={`<RichTextEditor id="description" label={…} value={html} onChange={setHtml} onBlur={…} />`}
      >
        <RichTextEditor
          id="sg-editor"
          label={t("cms:fields.description")}
          value={html}
          onChange={setHtml}
          onBlur={() => {}}
        />
      </Sample>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Sample title={t("editor.html")}>
            <Box
              component="pre"
              data-testid="editor-html"
              sx={{
                m: 0,
                p: 1.5,
                bgcolor: "action.hover",
                borderRadius: 1,
                whiteSpace: "pre-wrap",
                wordBreak: "break-word",
                fontSize: "0.8125rem",
              }}
            >
              {html || t("editor.empty")}
            </Box>
          </Sample>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Sample title={t("editor.preview")} intro={t("editor.previewIntro")}>
            <Box
              data-testid="editor-preview"
              sx={{ border: 1, borderColor: "divider", borderRadius: 1, px: 2 }}
            >
              {html ? (
                <RichText value={html} />
              ) : (
                <Typography color="text.secondary">{t("editor.empty")}</Typography>
              )}
            </Box>
          </Sample>
        </Grid>
      </Grid>
      <Keys text={t("editor.keys")} />
    </>
  );
}
