import DirectionsIcon from "@mui/icons-material/Directions";
import { Alert, Box, Button, Chip, Container, Link, Stack, Typography } from "@mui/material";
import type { TemplePage as Temple } from "@sannidhi/contracts";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { Loading } from "../../components/loading";
import { PublicFrame } from "../public/public-frame";
import { isNotFound, usePublicConfig, useTemplePage } from "./discovery-api";
import { langOf, Text } from "./localized";
import { PoojaList } from "./pooja-list";
import { RichText } from "./rich-text";
import { Place } from "./temple-card";
import { TempleEvents } from "./temple-events";
import { TempleGallery } from "./temple-gallery";
import { TempleMap } from "./temple-map";
import { TempleTimings } from "./temple-timings";

export const directionsUrl = (lat: number, lng: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

/** /app/temples/:slug (issue 6): everything a devotee needs before booking at one temple. */
export default function TemplePageView() {
  const { slug = "" } = useParams();
  const { t } = useTranslation(["discovery", "common"]);
  const temple = useTemplePage(slug);
  const name = temple.data?.name;
  useEffect(() => {
    if (name) document.title = `${name} — ${t("common:appName")}`;
  }, [name, t]);

  let body: ReactNode;
  if (temple.isPending) body = <Loading />;
  else if (temple.isError && isNotFound(temple.error)) body = <TempleNotFound />;
  else if (temple.isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void temple.refetch()}>
            {t("search.retry")}
          </Button>
        }
      >
        {t("temple.error")}
      </Alert>
    );
  else body = <TempleDetails temple={temple.data} />;

  return (
    <PublicFrame>
      <Container sx={{ py: { xs: 2, sm: 3 }, maxWidth: "60rem !important" }}>
        <Link component={RouterLink} to="/app/temples" sx={{ display: "inline-block", mb: 1.5 }}>
          ← {t("temple.backToSearch")}
        </Link>
        {body}
      </Container>
    </PublicFrame>
  );
}

function TempleNotFound() {
  const { t } = useTranslation("discovery");
  return (
    <Box sx={{ py: 4, textAlign: "center" }}>
      <img src="/images/diya.svg" alt="" width={160} height={128} />
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontWeight: 700 }}>
        {t("temple.notFoundTitle")}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t("temple.notFoundText")}</Typography>
      <Button component={RouterLink} to="/app/temples" variant="contained" sx={{ mt: 3 }}>
        {t("temple.backToSearch")}
      </Button>
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function TempleDetails({ temple }: { temple: Temple }) {
  const { t } = useTranslation("discovery");
  const config = usePublicConfig();
  const hasTimings = temple.timings.length === 7 && temple.timings.some((d) => d.length > 0);
  const hasPlace = temple.latitude != null && temple.longitude != null;
  const tiles = config.data?.mapTileUrl;
  return (
    <Box component="article">
      <Typography
        variant="h4"
        component="h1"
        lang={langOf(temple, "name")}
        sx={{ fontWeight: 700 }}
      >
        {temple.name}
      </Typography>
      <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <Typography sx={{ color: "text.secondary" }}>
          <Place of={temple} />
        </Typography>
        {hasTimings && (
          <Chip
            size="small"
            color={temple.openNow ? "success" : "default"}
            label={temple.openNow ? t("temple.openNow") : t("temple.closedNow")}
            sx={{ fontWeight: 700 }}
          />
        )}
      </Stack>
      <Box sx={{ mt: 2 }}>
        <TempleGallery
          images={temple.images}
          illustration={temple.illustration}
          name={temple.name}
        />
      </Box>

      {(temple.mainForm || temple.deity) && (
        <Section id="presiding" title={t("temple.presiding")}>
          {temple.mainForm && (
            <Box>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {t("temple.mainForm")}:{" "}
                <Text of={temple} field="mainForm" value={temple.mainForm} />
              </Typography>
              {temple.mainFormDescription && (
                <Box lang={langOf(temple, "mainFormDescription")}>
                  <RichText value={temple.mainFormDescription} />
                </Box>
              )}
            </Box>
          )}
          {temple.deity && (
            <Box sx={{ mt: 1.5 }}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {t("temple.deity")}: <Text of={temple} field="deity" value={temple.deity} />
              </Typography>
              {temple.deityDescription && (
                <Box lang={langOf(temple, "deityDescription")}>
                  <RichText value={temple.deityDescription} />
                </Box>
              )}
            </Box>
          )}
        </Section>
      )}

      <Section id="poojas" title={t("temple.poojas")}>
        <PoojaList slug={temple.slug} poojas={temple.poojas} />
        {/* Issue 18: e-hundi, for every temple. */}
        <Button
          component={RouterLink}
          to={`/app/temples/${temple.slug}/donate`}
          variant="outlined"
          sx={{ mt: 2 }}
        >
          {t("temple.donate")}
        </Button>
      </Section>

      <Section id="timings" title={t("temple.timings")}>
        <TempleTimings timings={temple.timings} />
      </Section>

      <Section id="contact" title={t("temple.contact")}>
        <Typography component="address" sx={{ fontStyle: "normal" }}>
          {temple.address && <Text of={temple} field="address" value={temple.address} />}
          {/* The address often names the town already. */}
          {!temple.address.includes(temple.town) && (
            <>
              {temple.address && <br />}
              <Text of={temple} field="town" value={temple.town} />
            </>
          )}
          <br />
          <Text of={temple} field="district" value={temple.district} />,{" "}
          <Text of={temple} field="state" value={temple.state} />
          {temple.pinCode && (
            <>
              <br />
              {t("temple.pin", { pin: temple.pinCode })}
            </>
          )}
        </Typography>
        {temple.phone && (
          <Typography sx={{ mt: 1 }}>
            {t("temple.phone")}:{" "}
            <Link href={`tel:${temple.phone.replace(/[\s-]/g, "")}`}>{temple.phone}</Link>
          </Typography>
        )}
        {temple.website && (
          <Typography sx={{ mt: 0.5 }}>
            {t("temple.website")}:{" "}
            <Link href={temple.website} target="_blank" rel="noopener noreferrer">
              {temple.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
            </Link>
          </Typography>
        )}
        {hasPlace && (
          <Box sx={{ mt: 2 }}>
            {/* Streets from the tile server, else the shipped outline of India (decision 130). */}
            {!config.isPending && (
              <Box sx={{ mb: 1.5 }}>
                <TempleMap
                  template={tiles ?? null}
                  lat={temple.latitude as number}
                  lng={temple.longitude as number}
                  name={temple.name}
                />
              </Box>
            )}
            <Button
              variant="outlined"
              startIcon={<DirectionsIcon />}
              href={directionsUrl(temple.latitude as number, temple.longitude as number)}
              target="_blank"
              rel="noopener noreferrer"
              title={t("temple.directionsHint")}
            >
              {t("temple.directions")}
            </Button>
          </Box>
        )}
      </Section>

      {temple.description && (
        <Section id="about" title={t("temple.about")}>
          <Box lang={langOf(temple, "description")}>
            <RichText value={temple.description} />
          </Box>
        </Section>
      )}
      {temple.history && (
        <Section id="history" title={t("temple.history")}>
          <Box lang={langOf(temple, "history")}>
            <RichText value={temple.history} />
          </Box>
        </Section>
      )}

      <Section id="events" title={t("temple.events")}>
        <TempleEvents events={temple.upcomingEvents} />
      </Section>
    </Box>
  );
}
