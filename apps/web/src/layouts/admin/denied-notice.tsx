import { Alert, AlertTitle } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { guardedRouteOf } from "../../app/navigation";
import { labelLine, useShellLabel } from "./shell-labels";

/** What `RequireStaff` leaves in the history entry when it sent someone on from a page. */
export interface DeniedState {
  denied: string;
}

const deniedPath = (state: unknown): string | null => {
  const denied = (state as Partial<DeniedState> | null)?.denied;
  return typeof denied === "string" ? denied : null;
};

/**
 * A staff member who opens a page their role may not open is taken to their first page (spec
 * section 2). That happened without a word (issue 38, item 7): an admin asking for the dashboard
 * found the "add deities" form. This says which page was refused, where they are instead, and
 * where everything they can open is. It lasts as long as that history entry.
 */
export function DeniedNotice() {
  const { t } = useTranslation("admin");
  const label = useShellLabel();
  const { pathname, state } = useLocation();
  const denied = deniedPath(state);
  const [closed, setClosed] = useState<string | null>(null);
  if (!denied || closed === `${denied}>${pathname}`) return null;
  const refused = guardedRouteOf(denied);
  // The pages named as the sidebar and breadcrumb name them, in the staff member's language.
  const named = (title: string | undefined, path: string) =>
    title ? labelLine(label(title)) : path;
  const page = named(refused?.title, denied);
  const onlySA = refused?.roles.length === 1 && refused.roles[0] === "SA";
  return (
    <Alert severity="info" sx={{ mb: 2 }} onClose={() => setClosed(`${denied}>${pathname}`)}>
      <AlertTitle>{t("denied.title", { page })}</AlertTitle>
      {t(onlySA ? "denied.onlySA" : "denied.notYourRole", { page, path: denied })}{" "}
      {t("denied.here", { here: named(guardedRouteOf(pathname)?.title, pathname) })}
    </Alert>
  );
}
