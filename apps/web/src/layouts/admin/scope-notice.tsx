import { Alert, AlertTitle } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useMyAccess } from "../../features/users/use-access";

/**
 * An admin or editor the SA has not assigned to any temple sees no temple's data (issue 33,
 * docs/decisions/200): the shell says so on every page, and whom to ask, instead of empty lists.
 */
export function ScopeNotice() {
  const { t } = useTranslation("admin");
  const access = useMyAccess().data;
  if (!access || access.trustWide || access.temples.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{t("scope.noneTitle")}</AlertTitle>
      {t("scope.none")}
    </Alert>
  );
}
