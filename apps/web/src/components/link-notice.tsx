import { Alert, Button } from "@mui/material";
import { Link as RouterLink } from "react-router";

/**
 * A notice that there is nothing here yet, with the one way on ("Your cart is empty" — "Browse
 * the shop"): the devotee's empty lists, the empty cart and the checkout with nothing to pay.
 */
export function LinkNotice({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={to}>
          {action}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
