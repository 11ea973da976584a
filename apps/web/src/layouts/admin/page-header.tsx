import { CardHeader, type CardHeaderProps, Typography } from "@mui/material";
import { createContext, type ReactNode, useContext } from "react";

/**
 * The level of a page's title: `h1`, or `h2` when a whole page is shown inside another one (the
 * style guide shows the CMS list page as its table sample), so a page keeps a single `h1`.
 */
export const PageHeadingLevel = createContext<"h1" | "h2">("h1");

/** The heading of a back-office page's card: its one `h1`, with an optional subheader and action. */
export function PageHeader({
  title,
  ...props
}: { title: ReactNode } & Omit<CardHeaderProps, "title">) {
  const level = useContext(PageHeadingLevel);
  return (
    <CardHeader
      title={
        <Typography variant="h5" component={level}>
          {title}
        </Typography>
      }
      {...props}
    />
  );
}
