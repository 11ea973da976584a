// Types only: the contracts index at run time would bring zod into these public pages.

import { Typography } from "@mui/material";
import type { UnderstoodAs } from "@sannidhi/contracts";
import { useTranslation } from "react-i18next";

/** Where the translated sentence puts the understood text (never in a translation). */
const SLOT = "\u0000";

/**
 * "Showing results for **Venkateswara**" when the server searched the text as its correction
 * from the catalogue's words, or "No exact match for …" when it found only similar names
 * (decision 176). Nothing when the text was searched as typed. The server's light search page
 * says the same (apps/server/src/modules/public-pages/search-page.ts).
 */
export function UnderstoodLine({
  understoodAs,
  typed,
}: {
  understoodAs: UnderstoodAs | undefined;
  typed: string;
}) {
  const { t } = useTranslation("discovery");
  if (!understoodAs) return null;
  if (understoodAs.kind === "similar")
    return (
      <Typography className="understood" sx={{ mt: 0.5, color: "text.secondary" }}>
        {t("search.similar", { text: typed })}
      </Typography>
    );
  const [before, after] = t("search.corrected", { text: SLOT }).split(SLOT);
  return (
    <Typography className="understood" sx={{ mt: 0.5 }}>
      {before}
      <strong>{understoodAs.text}</strong>
      {after}
    </Typography>
  );
}
