import { Alert, Button, LinearProgress } from "@mui/material";
import { errorMessage } from "../../lib/http";

/**
 * A back-office list's loading bar and its failure in words with a way to try again — the
 * same on every list, so staff learn it once.
 */
export function QueryState({
  query,
  loadingLabel,
  retryLabel,
  message,
}: {
  query: { isFetching: boolean; isError: boolean; error?: unknown; refetch(): unknown };
  loadingLabel: string;
  retryLabel: string;
  /** The failure in words: the server's message about `query.error` unless given. */
  message?: string;
}) {
  return (
    <>
      {query.isFetching && <LinearProgress aria-label={loadingLabel} className="no-print" />}
      {query.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void query.refetch()}>{retryLabel}</Button>}
        >
          {message ?? errorMessage(query.error)}
        </Alert>
      )}
    </>
  );
}
