import { zodResolver } from "@hookform/resolvers/zod";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { GST_RATES, type Invoice, type InvoiceAdd, InvoiceAddSchema } from "@sannidhi/contracts";
import { formatMoney } from "@sannidhi/site/format";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { Loading } from "../../components/loading";
import { PageHeader } from "../../layouts/admin/page-header";
import { errorMessage, HttpError } from "../../lib/http";
import { TempleSelect } from "../bookings/temple-select";
import { useStates } from "../shop/shop-api";
import { addInvoice, updateInvoice, useStaffInvoice } from "./staff-shop-api";

type Values = z.input<typeof InvoiceAddSchema>;
const NEW_LINE = { name: "", unit: 1, price: 0, hsn: null, gstRate: 0 };

/**
 * `/invoices/add` (spec section 7 `POST /api/invoices/add`): a manual invoice, e.g. a donation
 * in kind sold on; `?id=` edits a draft (`/update`). Kept as a draft, or issued with its number.
 */
export default function InvoiceFormPage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  const existing = useStaffInvoice(id);
  if (!id) return <InvoiceForm />;
  if (existing.isPending) return <Loading />;
  if (existing.isError) return <Alert severity="error">{errorMessage(existing.error)}</Alert>;
  return <InvoiceForm draft={existing.data} />;
}

function InvoiceForm({ draft }: { draft?: Invoice }) {
  const { t, i18n } = useTranslation("shop-admin");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, InvoiceAdd>({
    resolver: zodResolver(InvoiceAddSchema) as never,
    defaultValues: draft
      ? {
          templeId: draft.seller.templeId,
          buyer: draft.buyer,
          items: draft.items.map((i) => ({
            name: i.name,
            unit: i.unit,
            price: i.price,
            hsn: i.hsn,
            gstRate: i.gstRate,
          })),
          // Each line keeps its own rate; `vat` is only the rate of a line that gives none.
          vat: 0,
          placeOfSupplyStateId: null,
          status: "draft",
        }
      : {
          templeId: "",
          buyer: { name: "", address: "" },
          items: [{ ...NEW_LINE }],
          vat: 0,
          placeOfSupplyStateId: null,
          status: "draft",
        },
  });
  const items = useFieldArray({ control: form.control, name: "items" });
  const states = useStates();
  const errors = form.formState.errors;
  const watched = form.watch("items");
  const total = watched.reduce(
    (n, i) => n + Math.round(Number(i.price) * 100 || 0) * (Number(i.unit) || 0),
    0,
  );

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = draft
        ? await updateInvoice({
            id: draft.id,
            buyer: values.buyer,
            items: values.items,
            vat: values.vat,
            ...(values.placeOfSupplyStateId
              ? { placeOfSupplyStateId: values.placeOfSupplyStateId }
              : {}),
            ...(values.status !== "draft" ? { status: values.status } : {}),
          })
        : await addInvoice(values);
      await queryClient.invalidateQueries({ queryKey: ["shop-admin"] });
      navigate(`/invoices/${saved.id}`, { replace: true });
    } catch (err) {
      setError(err instanceof HttpError ? err.message : errorMessage(err));
    }
  });

  const num = (v: string) => (v === "" ? ("" as unknown as number) : Number(v));
  return (
    <Card>
      <PageHeader
        title={draft ? t("form.editTitle") : t("form.title")}
        subheader={t("form.intro")}
      />
      <CardContent>
        <Stack component="form" spacing={2} noValidate onSubmit={submit}>
          {!draft && (
            <Controller
              control={form.control}
              name="templeId"
              render={({ field, fieldState }) => (
                <Box>
                  <TempleSelect value={field.value} onChange={field.onChange} />
                  {fieldState.error && (
                    <Typography color="error" variant="body2">
                      {t("form.templeRequired")}
                    </Typography>
                  )}
                </Box>
              )}
            />
          )}
          <TextField
            label={t("form.buyerName")}
            {...form.register("buyer.name")}
            error={!!errors.buyer?.name}
            helperText={errors.buyer?.name?.message}
            required
          />
          <TextField
            label={t("form.buyerAddress")}
            {...form.register("buyer.address")}
            multiline
            minRows={2}
            error={!!errors.buyer?.address}
            helperText={errors.buyer?.address?.message}
          />
          <Typography component="h2" variant="h6">
            {t("form.items")}
          </Typography>
          {items.fields.map((f, i) => (
            <Stack
              key={f.id}
              direction={{ xs: "column", sm: "row" }}
              spacing={1}
              role="group"
              aria-label={t("form.itemN", { n: i + 1 })}
            >
              <TextField
                label={t("invoice.item")}
                {...form.register(`items.${i}.name`)}
                error={!!errors.items?.[i]?.name}
                helperText={errors.items?.[i]?.name?.message}
                sx={{ flexGrow: 1 }}
              />
              <TextField
                label={t("invoice.unit")}
                type="number"
                {...form.register(`items.${i}.unit`, { setValueAs: num })}
                error={!!errors.items?.[i]?.unit}
                helperText={errors.items?.[i]?.unit?.message}
                sx={{ width: { sm: 110 } }}
              />
              <TextField
                label={t("form.priceRupees")}
                type="number"
                {...form.register(`items.${i}.price`, { setValueAs: num })}
                error={!!errors.items?.[i]?.price}
                helperText={errors.items?.[i]?.price?.message}
                sx={{ width: { sm: 160 } }}
                slotProps={{ htmlInput: { step: "0.01" } }}
              />
              <TextField
                label={t("form.hsn")}
                {...form.register(`items.${i}.hsn`, { setValueAs: (v) => (v ? v : null) })}
                error={!!errors.items?.[i]?.hsn}
                helperText={errors.items?.[i]?.hsn?.message}
                sx={{ width: { sm: 120 } }}
                slotProps={{ htmlInput: { inputMode: "numeric" } }}
              />
              <Controller
                control={form.control}
                name={`items.${i}.gstRate`}
                render={({ field }) => (
                  <TextField
                    select
                    label={t("form.rate")}
                    value={field.value ?? 0}
                    onChange={(e) => field.onChange(Number(e.target.value))}
                    sx={{ width: { sm: 140 } }}
                  >
                    {GST_RATES.map((r) => (
                      <MenuItem key={r} value={r}>
                        {r === 0 ? t("form.exempt") : `${r} %`}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <IconButton
                aria-label={t("form.removeItem", { n: i + 1 })}
                disabled={items.fields.length === 1}
                onClick={() => items.remove(i)}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          {errors.items?.message && <Alert severity="error">{errors.items.message}</Alert>}
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() => items.append({ ...NEW_LINE })}
              disabled={items.fields.length >= 50}
            >
              {t("form.addItem")}
            </Button>
          </Box>
          <Controller
            control={form.control}
            name="placeOfSupplyStateId"
            render={({ field }) => (
              <TextField
                select
                label={t("form.placeOfSupply")}
                helperText={t("form.placeHelp")}
                value={field.value ?? ""}
                onChange={(e) => field.onChange(e.target.value || null)}
                sx={{ maxWidth: 420 }}
              >
                <MenuItem value="">{t("form.atTemple")}</MenuItem>
                {(states.data ?? []).map((st) => (
                  <MenuItem key={st.id} value={st.id}>
                    {st.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <TextField
                select
                label={t("form.save")}
                value={field.value ?? "draft"}
                onChange={field.onChange}
                sx={{ maxWidth: 320 }}
              >
                {(["draft", "pending", "processing", "delivered"] as const).map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(s === "draft" ? "form.asDraft" : "form.issueAs", {
                      status: t(`invoiceStatus.${s}`),
                    })}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Typography sx={{ fontWeight: 700 }}>
            {t("invoice.total", { amount: formatMoney(total, i18n.language) })}
          </Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t("form.submit")}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
