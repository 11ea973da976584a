import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import { DeliveryAddressSchema, pinFitsState, type State } from "@sannidhi/contracts";
import { formatMoney } from "@sannidhi/site/format";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { useSession } from "../../app/session";
import { Fact } from "../../components/fact";
import { LinkNotice } from "../../components/link-notice";
import { Loading } from "../../components/loading";
import { errorMessage, HttpError } from "../../lib/http";
import { byTemple, type TempleCart } from "./cart-totals";
import { placeOrder, shopKeys, useCart, useStates } from "./shop-api";
import { ShopFrame } from "./shop-frame";

const FIELDS = ["name", "mobile", "line1", "line2", "city", "stateId", "pinCode"] as const;
type Field = (typeof FIELDS)[number];
const AUTOCOMPLETE: Record<Field, string> = {
  name: "name",
  mobile: "tel-national",
  line1: "address-line1",
  line2: "address-line2",
  city: "address-level2",
  stateId: "address-level1",
  pinCode: "postal-code",
};

/** The contract's address with the PIN code checked against the chosen state's postal zone. */
function addressSchema(states: State[]) {
  return DeliveryAddressSchema.superRefine((a, ctx) => {
    const code = states.find((s) => s.id === a.stateId)?.code;
    if (code && !pinFitsState(a.pinCode, code)) {
      ctx.addIssue({ code: "custom", path: ["pinCode"], message: "pinState" });
    }
  });
}
type Values = z.input<typeof DeliveryAddressSchema>;

/** /app/cart/checkout/:templeId — where one temple's products go, and the order is placed. */
export default function ShopCheckoutPage() {
  const { t } = useTranslation("shop");
  return (
    <ShopFrame title={t("checkout.title")} signIn={t("cart.signIn")} width="40rem">
      <Checkout />
    </ShopFrame>
  );
}

function Checkout() {
  const { templeId = "" } = useParams();
  const { t } = useTranslation("shop");
  const cart = useCart(true);
  const states = useStates();
  if (cart.isPending || states.isPending) return <Loading />;
  if (cart.isError) return <Alert severity="error">{errorMessage(cart.error)}</Alert>;
  if (states.isError) return <Alert severity="error">{errorMessage(states.error)}</Alert>;
  const group = byTemple(cart.data).find((g) => g.templeId === templeId);
  if (!group) {
    return <LinkNotice text={t("checkout.nothing")} action={t("nav.cart")} to="/app/cart" />;
  }
  return <AddressForm group={group} states={states.data} />;
}

function AddressForm({ group, states }: { group: TempleCart; states: State[] }) {
  const { t, i18n } = useTranslation("shop");
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schema = useMemo(() => addressSchema(states), [states]);
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: user?.name ?? "",
      mobile: user?.mobile?.replace(/^\+91/, "") ?? "",
      line1: "",
      line2: "",
      city: "",
      stateId: "",
      pinCode: "",
    },
  });
  const [error, setError] = useState<string | null>(null);
  const money = (p: number) => formatMoney(p, i18n.language);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (address) => {
    setError(null);
    try {
      const order = await placeOrder({
        templeId: group.templeId,
        address,
        totalPaise: group.totalPaise,
      });
      await queryClient.invalidateQueries({ queryKey: shopKeys.all });
      navigate(`/app/orders/${order.id}`, { replace: true });
    } catch (err) {
      if (err instanceof HttpError && typeof err.body === "object") {
        for (const d of err.body.details ?? []) {
          const field = d.path.replace(/^body\.address\./, "") as Field;
          if (FIELDS.includes(field)) form.setError(field, { type: "server", message: d.message });
        }
        // The cart changed under the devotee (a price, the stock): show it afresh.
        if (err.body.code === "TOTAL_CHANGED" || err.body.code === "OUT_OF_STOCK") {
          await queryClient.invalidateQueries({ queryKey: shopKeys.cart });
        }
      }
      setError(errorMessage(err));
    }
  });

  const fieldError = (f: Field) => {
    const e = errors[f];
    if (!e) return undefined;
    return e.type === "server"
      ? e.message
      : t(`address.invalid.${e.message === "pinState" ? "pinState" : f}`);
  };
  const common = (f: Field) => ({
    ...form.register(f),
    id: `address-${f}`,
    label: t(`address.${f}`),
    error: !!errors[f],
    helperText: fieldError(f),
    autoComplete: AUTOCOMPLETE[f],
    fullWidth: true,
  });

  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="address-title"
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6">
          {t("cart.from", { temple: group.temple })}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {group.lines.map((l) => (
            <li key={l.id}>
              {t("checkout.line", {
                title: l.title,
                count: l.amount,
                amount: money(l.pricePaise * l.amount),
              })}
            </li>
          ))}
        </Box>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <Fact label={t("totals.subtotalLabel")}>{money(group.subtotalPaise)}</Fact>
          <Fact label={t("totals.deliveryLabel")}>
            {group.deliveryPaise ? money(group.deliveryPaise) : t("totals.free")}
          </Fact>
          <Fact label={t("totals.totalLabel")}>{money(group.totalPaise)}</Fact>
        </Stack>
      </Paper>
      <Typography id="address-title" component="h2" variant="h6">
        {t("address.title")}
      </Typography>
      <TextField {...common("name")} required />
      <TextField
        {...common("mobile")}
        required
        type="tel"
        slotProps={{ htmlInput: { inputMode: "tel", maxLength: 15 } }}
      />
      <TextField {...common("line1")} required />
      <TextField {...common("line2")} />
      <TextField {...common("city")} required />
      <TextField
        {...common("stateId")}
        select
        required
        value={form.watch("stateId")}
        onChange={(e) =>
          form.setValue("stateId", e.target.value, { shouldValidate: form.formState.isSubmitted })
        }
      >
        {states.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...common("pinCode")}
        required
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 6 } }}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {t("checkout.place", { amount: money(group.totalPaise) })}
      </Button>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {t("checkout.holdNote")}
      </Typography>
    </Stack>
  );
}
