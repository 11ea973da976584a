import { CardHeader, type CardHeaderProps, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** The heading of a back-office page's card: its one `h1`, with an optional subheader and action. */
export function PageHeader({
  title,
  ...props
}: { title: ReactNode } & Omit<CardHeaderProps, "title">) {
  return (
    <CardHeader
      title={
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
      }
      {...props}
    />
  );
}
