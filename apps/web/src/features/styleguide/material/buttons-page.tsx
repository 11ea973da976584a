import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import DirectionsIcon from "@mui/icons-material/Directions";
import EditIcon from "@mui/icons-material/Edit";
import PrintIcon from "@mui/icons-material/Print";
import { Button, IconButton, Stack, Tooltip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../../auth/auth-ui";
import { Sample } from "../sample";
import { Keys, States } from "./states";

const VARIANTS = ["contained", "outlined", "text"] as const;
const COLOURS = ["primary", "secondary", "error", "inherit"] as const;

/** `/material/buttons`: the product's buttons with the labels and icons it uses them for. */
export default function ButtonsPage() {
  const { t } = useTranslation(["styleguide", "cms", "staff-bookings", "discovery"]);
  const temple = t("cms:resources.temples.label");
  return (
    <>
      <Sample
        title={t("buttons.variants")}
        intro={t("buttons.variantsIntro")}
        code={`<Button variant="contained" startIcon={<AddIcon />}>…</Button>`}
      >
        <Stack spacing={1.5}>
          {VARIANTS.map((variant) => (
            <Stack
              key={variant}
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: "wrap", alignItems: "center" }}
            >
              {COLOURS.map((color) => (
                <Button key={color} variant={variant} color={color}>
                  {variant} · {color}
                </Button>
              ))}
            </Stack>
          ))}
        </Stack>
      </Sample>
      <Sample
        title={t("buttons.actions")}
        code={`<Button variant="outlined" startIcon={<DirectionsIcon />} href={…} target="_blank" rel="noopener noreferrer">`}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          <Button variant="contained" startIcon={<AddIcon />}>
            {t("cms:list.add", { what: temple })}
          </Button>
          <Button variant="outlined" startIcon={<DirectionsIcon />}>
            {t("discovery:temple.directions")}
          </Button>
          <Button variant="outlined" startIcon={<PrintIcon />}>
            {t("staff-bookings:daySheet.print")}
          </Button>
          <Button color="error" variant="contained">
            {t("cms:delete.confirm")}
          </Button>
          <Button>{t("staff-bookings:actions.cancel")}</Button>
        </Stack>
      </Sample>
      <Sample
        title={t("buttons.icon")}
        intro={t("buttons.iconIntro")}
        code={`<Tooltip title={label}><IconButton aria-label={label}><EditIcon /></IconButton></Tooltip>`}
      >
        <Stack direction="row" spacing={1}>
          {[
            [t("cms:list.edit", { name: "Meenakshi Amman" }), <EditIcon key="e" />],
            [t("cms:list.delete", { name: "Meenakshi Amman" }), <DeleteIcon key="d" />],
          ].map(([label, icon]) => (
            <Tooltip key={label as string} title={label as string}>
              <IconButton aria-label={label as string}>{icon}</IconButton>
            </Tooltip>
          ))}
        </Stack>
      </Sample>
      <Sample
        title={t("common.states")}
        code={`<Button loading={pending}>…</Button>  <BusyButton busy busyLabel="…">…</BusyButton>`}
      >
        <States
          items={[
            {
              name: t("buttons.sizes"),
              children: (
                <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                  <Button size="small" variant="contained">
                    small
                  </Button>
                  <Button variant="contained">medium</Button>
                  <Button size="large" variant="contained">
                    large
                  </Button>
                </Stack>
              ),
            },
            {
              name: t("common.loading"),
              children: (
                <Button variant="contained" loading>
                  {t("staff-bookings:actions.confirm")}
                </Button>
              ),
            },
            {
              name: t("buttons.busy"),
              children: (
                <BusyButton busy busyLabel={t("common.loading")}>
                  {t("buttons.continue")}
                </BusyButton>
              ),
            },
            {
              name: t("common.disabled"),
              children: (
                <Button variant="contained" disabled>
                  {t("staff-bookings:actions.refund")}
                </Button>
              ),
            },
          ]}
        />
      </Sample>
      <Keys text={t("buttons.keys")} />
    </>
  );
}
