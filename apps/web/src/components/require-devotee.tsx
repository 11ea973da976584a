import { Alert, Button } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { useSession } from "../app/session";
import { signInPathFor } from "../features/auth/return-path";
import { Loading } from "./loading";

/** The devotee's own pages: visitors are asked to sign in and come back here afterwards. */
export function RequireDevotee({ children, message }: { children: ReactNode; message?: string }) {
  const { t } = useTranslation("booking");
  const { state } = useSession();
  if (state.status === "uninitialised") return <Loading />;
  if (state.status === "unauthenticated") {
    return <SignInPrompt message={message ?? t("signIn.promptMine")} />;
  }
  return <>{children}</>;
}

/** "Sign in to …" with a button that brings the visitor back to this very page afterwards. */
export function SignInPrompt({ message }: { message: string }) {
  const { t } = useTranslation("booking");
  const location = useLocation();
  return (
    <Alert
      severity="info"
      action={
        <Button
          component={RouterLink}
          to={signInPathFor(location.pathname + location.search)}
          variant="contained"
          size="small"
        >
          {t("signIn.button")}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
