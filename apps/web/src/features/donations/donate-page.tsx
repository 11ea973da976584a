import {
  Alert,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import type { DonateOptions, DonationCreate } from "@sannidhi/contracts";
import { PAN_PATTERN } from "@sannidhi/contracts/donation-rules";
import { formatMoney } from "@sannidhi/site/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Loading } from "../../components/loading";
import { errorMessage, HttpError } from "../../lib/http";
import { DonationFrame } from "./donation-frame";
import { createDonation, useDonateOptions } from "./donations-api";

const FIELDS = ["purposeId", "amountPaise", "donorName", "donorAddress", "pan"] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

/** "501", "501.5" or "501.50" → paise; null for anything else. */
export function rupeesToPaise(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  const [r = "0", p = ""] = t.split(".");
  return Number(r) * 100 + Number(p.padEnd(2, "0"));
}

/** /app/temples/:slug/donate — e-hundi (issue 18): purpose, amount, dedication, 80G. */
export default function DonatePage() {
  const { t } = useTranslation("donations");
  return (
    <DonationFrame title={t("donate.title")} signIn={t("donate.signIn")}>
      <Donate />
    </DonationFrame>
  );
}

function Donate() {
  const { slug = "" } = useParams();
  const { i18n } = useTranslation("donations");
  const options = useDonateOptions(slug, i18n.language);
  if (options.isPending) return <Loading />;
  if (options.isError) return <Alert severity="error">{errorMessage(options.error)}</Alert>;
  return <DonateForm options={options.data} />;
}

function DonateForm({ options }: { options: DonateOptions }) {
  const { t, i18n } = useTranslation("donations");
  const navigate = useNavigate();
  const money = (paise: number) => formatMoney(paise, i18n.language);
  const [purposeId, setPurposeId] = useState(options.purposes[0]?.id ?? "");
  const [preset, setPreset] = useState<number | null>(options.presetRupees[0] ?? null);
  const [custom, setCustom] = useState("");
  const [dedication, setDedication] = useState("");
  const [anonymous, setAnonymous] = useState(false);
  const [donorName, setDonorName] = useState("");
  const [donorAddress, setDonorAddress] = useState("");
  const [want80g, setWant80g] = useState(false);
  const [pan, setPan] = useState("");
  // Issue 37: an error goes as soon as it is fixed. After the first "Donate", the form's own
  // checks follow every change; a server's error for a field stays until that field changes.
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const amountPaise = custom ? rupeesToPaise(custom) : preset === null ? null : preset * 100;
  const claim80g = options.offers80g && !anonymous && want80g;

  const check = (): Errors => {
    const e: Errors = {};
    if (!purposeId) e.purposeId = t("invalid.purposeId");
    if (amountPaise === null || amountPaise < options.minPaise || amountPaise > options.maxPaise) {
      e.amountPaise = t("invalid.amountPaise", {
        min: money(options.minPaise),
        max: money(options.maxPaise),
      });
    }
    if (!anonymous && !donorName.trim()) e.donorName = t("invalid.donorName");
    if (claim80g && !PAN_PATTERN.test(pan.trim().toUpperCase())) e.pan = t("invalid.pan");
    if (claim80g && !donorAddress.trim()) e.donorAddress = t("invalid.donorAddress");
    return e;
  };

  const errors: Errors = { ...serverErrors, ...(tried ? check() : {}) };
  /** The value of `field` changed: the server's word on its old value no longer holds. */
  const edited = (field: Field) =>
    setServerErrors((all) => Object.fromEntries(Object.entries(all).filter(([f]) => f !== field)));

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    setFailure(null);
    setTried(true);
    setServerErrors({});
    if (Object.keys(check()).length) return;
    const body: DonationCreate = {
      templeId: options.temple.id,
      purposeId,
      amountPaise: amountPaise!,
      dedication: dedication.trim(),
      anonymous,
      donorName: anonymous ? "" : donorName.trim(),
      donorAddress: anonymous ? "" : donorAddress.trim(),
      ...(claim80g ? { pan: pan.trim().toUpperCase() } : {}),
    };
    setBusy(true);
    try {
      const d = await createDonation(body);
      navigate(`/app/donations/${d.id}`);
    } catch (err) {
      const placed: Errors = {};
      if (err instanceof HttpError && typeof err.body === "object") {
        for (const d of err.body.details ?? []) {
          const f = d.path.replace(/^body\./, "") as Field;
          if (FIELDS.includes(f)) placed[f] = d.message;
        }
      }
      setServerErrors(placed);
      if (!Object.keys(placed).length) setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (!options.purposes.length) return <Alert severity="info">{t("donate.noPurposes")}</Alert>;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography>
        {t("donate.intro", { temple: `${options.temple.name}, ${options.temple.town}` })}
      </Typography>
      <FormControl error={!!errors.purposeId}>
        <FormLabel id="purpose-label">{t("donate.purpose")}</FormLabel>
        <RadioGroup
          aria-labelledby="purpose-label"
          value={purposeId}
          onChange={(e) => {
            setPurposeId(e.target.value);
            edited("purposeId");
          }}
        >
          {options.purposes.map((p) => (
            <FormControlLabel
              key={p.id}
              value={p.id}
              control={<Radio />}
              label={
                <span>
                  {p.name}
                  {p.description && (
                    <Typography component="span" variant="body2" sx={{ display: "block" }}>
                      {p.description}
                    </Typography>
                  )}
                </span>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>

      <FormControl error={!!errors.amountPaise}>
        <FormLabel id="amount-label">{t("donate.amount")}</FormLabel>
        <ToggleButtonGroup
          aria-labelledby="amount-label"
          exclusive
          value={custom ? null : preset}
          onChange={(_, v: number | null) => {
            if (v !== null) {
              setPreset(v);
              setCustom("");
              edited("amountPaise");
            }
          }}
          // A grid of whole buttons: wrapped in a row, the group's shared borders were cut.
          sx={{
            display: "grid",
            gridTemplateColumns: "repeat(auto-fill, minmax(6.5rem, 1fr))",
            gap: 1,
            my: 1,
            "& .MuiToggleButtonGroup-grouped, & .MuiToggleButtonGroup-grouped:not(:first-of-type)":
              {
                m: 0,
                border: "1px solid",
                borderColor: "divider",
                borderRadius: 1,
              },
            "& .MuiToggleButtonGroup-grouped.Mui-selected": { borderColor: "primary.main" },
          }}
        >
          {options.presetRupees.map((r) => (
            <ToggleButton key={r} value={r}>
              {money(r * 100)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          label={t("donate.otherAmount")}
          value={custom}
          onChange={(e) => {
            setCustom(e.target.value);
            edited("amountPaise");
          }}
          inputMode="decimal"
          error={!!errors.amountPaise}
          helperText={
            errors.amountPaise ??
            t("donate.amountRange", { min: money(options.minPaise), max: money(options.maxPaise) })
          }
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          }}
        />
      </FormControl>

      <TextField
        label={t("donate.dedication")}
        helperText={t("donate.dedicationHelp")}
        value={dedication}
        onChange={(e) => setDedication(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />

      <FormControlLabel
        control={<Switch checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} />}
        label={t("donate.anonymous")}
      />
      {!anonymous && (
        <Stack spacing={2}>
          <TextField
            label={t("donate.name")}
            autoComplete="name"
            required
            value={donorName}
            onChange={(e) => {
              setDonorName(e.target.value);
              edited("donorName");
            }}
            error={!!errors.donorName}
            helperText={errors.donorName}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {options.offers80g ? (
            <FormControlLabel
              control={
                <Checkbox checked={want80g} onChange={(e) => setWant80g(e.target.checked)} />
              }
              label={t("donate.want80g")}
            />
          ) : (
            <Alert severity="info">{t("donate.no80g")}</Alert>
          )}
          {claim80g && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={2}>
                <TextField
                  label={t("donate.pan")}
                  value={pan}
                  onChange={(e) => {
                    setPan(e.target.value.toUpperCase());
                    edited("pan");
                  }}
                  error={!!errors.pan}
                  helperText={errors.pan ?? t("donate.panHelp")}
                  autoComplete="off"
                  slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: "characters" } }}
                />
                <TextField
                  label={t("donate.address")}
                  autoComplete="street-address"
                  multiline
                  minRows={2}
                  value={donorAddress}
                  onChange={(e) => {
                    setDonorAddress(e.target.value);
                    edited("donorAddress");
                  }}
                  error={!!errors.donorAddress}
                  helperText={errors.donorAddress}
                  slotProps={{ htmlInput: { maxLength: 300 } }}
                />
              </Stack>
            </Paper>
          )}
        </Stack>
      )}

      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {amountPaise ? t("donate.submit", { amount: money(amountPaise) }) : t("donate.submitPlain")}
      </Button>
    </Stack>
  );
}
