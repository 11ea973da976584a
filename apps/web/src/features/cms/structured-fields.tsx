import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";

const DAYS = [0, 1, 2, 3, 4, 5, 6];

interface Base<T> {
  label: string;
  value: T;
  error?: string;
  onChange(value: T): void;
}

/** Weekdays 0–6, Sunday first (the contract's order). */
export function WeekdaysField({ label, value, error, onChange }: Base<number[]>) {
  const { t } = useTranslation("cms");
  const chosen = value ?? [];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" error={!!error}>
        {label}
      </FormLabel>
      <FormGroup row>
        {DAYS.map((d) => (
          <FormControlLabel
            key={d}
            label={t(`weekdays.${d}`)}
            control={
              <Checkbox
                checked={chosen.includes(d)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, d].sort() : chosen.filter((x) => x !== d))
                }
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

type Slot = { time: string; capacity: number };

/** A pooja's time slots, each with its capacity (issue 4). */
export function SlotsField({ label, value, error, onChange }: Base<Slot[]>) {
  const { t } = useTranslation("cms");
  const slots = value ?? [];
  const set = (i: number, patch: Partial<Slot>) =>
    onChange(slots.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" error={!!error}>
        {label}
      </FormLabel>
      <Stack spacing={1} sx={{ my: 1 }}>
        {slots.map((s, i) => (
          <Stack key={i} direction="row" spacing={1} alignItems="center">
            <TextField
              type="time"
              size="small"
              label={t("slots.time", { n: i + 1 })}
              value={s.time}
              onChange={(e) => set(i, { time: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="number"
              size="small"
              label={t("slots.capacity", { n: i + 1 })}
              value={Number.isFinite(s.capacity) ? s.capacity : ""}
              onChange={(e) => set(i, { capacity: (e.target as HTMLInputElement).valueAsNumber })}
            />
            <IconButton
              aria-label={t("slots.remove", { n: i + 1 })}
              onClick={() => onChange(slots.filter((_, j) => j !== i))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...slots, { time: "", capacity: 10 }])}
      >
        {t("slots.add")}
      </Button>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

type Session = { open: string; close: string };

/** Open/close sessions per weekday, Sunday first; a day without sessions is closed. */
export function TimingsField({ label, value, error, onChange }: Base<Session[][]>) {
  const { t } = useTranslation("cms");
  const week = value?.length === 7 ? value : DAYS.map(() => [] as Session[]);
  const setDay = (d: number, day: Session[]) => onChange(week.map((x, i) => (i === d ? day : x)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" error={!!error}>
        {label}
      </FormLabel>
      {DAYS.map((d) => (
        <Stack
          key={d}
          direction="row"
          spacing={1}
          alignItems="center"
          sx={{ my: 0.5, flexWrap: "wrap" }}
          useFlexGap
        >
          <Typography sx={{ width: 110 }}>{t(`weekdays.${d}`)}</Typography>
          {week[d]!.length === 0 && (
            <Typography color="text.secondary">{t("timings.closed")}</Typography>
          )}
          {week[d]!.map((s, i) => (
            <Stack key={i} direction="row" spacing={0.5} alignItems="center">
              {(["open", "close"] as const).map((edge) => (
                <TextField
                  key={edge}
                  type="time"
                  size="small"
                  label={t(`timings.${edge}`, { day: t(`weekdays.${d}`) })}
                  value={s[edge]}
                  slotProps={{ inputLabel: { shrink: true } }}
                  onChange={(e) =>
                    setDay(
                      d,
                      week[d]!.map((x, j) => (j === i ? { ...x, [edge]: e.target.value } : x)),
                    )
                  }
                />
              ))}
              <IconButton
                aria-label={t("timings.remove", { day: t(`weekdays.${d}`) })}
                onClick={() =>
                  setDay(
                    d,
                    week[d]!.filter((_, j) => j !== i),
                  )
                }
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
          <Button
            size="small"
            onClick={() => setDay(d, [...week[d]!, { open: "06:00", close: "12:00" }])}
          >
            {t("timings.add", { day: t(`weekdays.${d}`) })}
          </Button>
        </Stack>
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
