import { Typography } from "@mui/material";
import type { SxProps, Theme } from "@mui/material/styles";
import { formatDateTime } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";

/**
 * When a message was sent, in small grey type and the reader's language, as a `<time>` whose
 * `dateTime` keeps the exact instant for machines (and assistive tech that reads it).
 */
export function TimeStamp({ iso, sx }: { iso: string; sx?: SxProps<Theme> }) {
  const { i18n } = useTranslation();
  return (
    <Typography variant="caption" color="text.secondary" component="time" dateTime={iso} sx={sx}>
      {formatDateTime(iso, i18n.language)}
    </Typography>
  );
}
