import { Box, Divider, Link, Stack, Typography } from "@mui/material";
import { POLICY, refundFor } from "@sannidhi/contracts/policy";
import { formatDate, formatMoney } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Fact } from "../../components/fact";
import type { ParticipantRow } from "./sankalpam-schema";

/** Participants with their star and sign in the reader's language (review, booking detail). */
export function ParticipantList({
  participants,
}: {
  participants: { name: string; gotra?: string; nakshatra?: string; rasi?: string }[];
}) {
  const { t } = useTranslation(["booking", "booking-terms"]);
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {participants.map((p, i) => (
        <li key={`${i}-${p.name}`}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {p.name}
          </Typography>
          {[
            p.gotra && `${t("booking-terms:field.gotra")}: ${p.gotra}`,
            p.nakshatra &&
              `${t("booking-terms:field.nakshatra")}: ${t(`booking-terms:nakshatra.${p.nakshatra}`)}`,
            p.rasi && `${t("booking-terms:field.rasi")}: ${t(`booking-terms:rasi.${p.rasi}`)}`,
          ]
            .filter(Boolean)
            .map((line) => (
              <Typography key={line as string} variant="body2">
                {line}
              </Typography>
            ))}
        </li>
      ))}
    </Box>
  );
}

/**
 * The cancellation rule of spec section 9, from POLICY, so it can never disagree with the code;
 * with `amountPaise`, first what it means for this booking in money (issue 37).
 */
export function CancellationRule({ amountPaise }: { amountPaise?: number }) {
  const { t, i18n } = useTranslation("booking");
  const laterMs = (POLICY.penaltyFreeMinutes * 60 + 1) * 1000;
  return (
    <>
      {amountPaise !== undefined && (
        <Typography sx={{ fontWeight: 600 }}>
          {t("review.refundRule", {
            free: POLICY.penaltyFreeMinutes,
            later: formatMoney(refundFor(amountPaise, laterMs) ?? 0, i18n.language),
          })}
        </Typography>
      )}
      <CancellationPolicy />
    </>
  );
}

function CancellationPolicy() {
  const { t } = useTranslation("booking");
  return (
    <Typography variant="body2">
      {t("review.policy", {
        window: POLICY.cancellationWindowMinutes,
        free: POLICY.penaltyFreeMinutes,
        penalty: POLICY.latePenaltyPercent,
      })}{" "}
      <Link component={RouterLink} to="/refund-policy" reloadDocument>
        {t("review.policyLink")}
      </Link>
    </Typography>
  );
}

/** Step 3: everything the devotee is about to pay for, for checking. */
export function ReviewStep({
  temple,
  pooja,
  date,
  slot,
  participants,
  wish,
  pricePaise,
}: {
  temple: string;
  pooja: string;
  date: string;
  slot: string;
  participants: ParticipantRow[];
  wish: string;
  pricePaise: number;
}) {
  const { t, i18n } = useTranslation("booking");
  const total = pricePaise * participants.length;
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {t("review.heading")}
      </Typography>
      <Fact label={t("facts.temple")}>{temple}</Fact>
      <Fact label={t("facts.pooja")}>{pooja}</Fact>
      <Fact label={t("facts.date")}>
        {formatDate(`${date}T12:00:00+05:30`, i18n.language, { dateStyle: "full" })}
      </Fact>
      <Fact label={t("facts.slot")}>{slot}</Fact>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t("review.participants", { count: participants.length })}
      </Typography>
      <ParticipantList participants={participants} />
      {wish.trim() && <Fact label={t("facts.wish")}>{wish.trim()}</Fact>}
      <Divider />
      <Fact label={t("review.priceEach")}>{formatMoney(pricePaise, i18n.language)}</Fact>
      <Box aria-live="polite">
        <Fact label={t("review.total")}>
          {t("review.totalValue", {
            total: formatMoney(total, i18n.language),
            price: formatMoney(pricePaise, i18n.language),
            count: participants.length,
          })}
        </Fact>
      </Box>
      <CancellationRule amountPaise={total} />
    </Stack>
  );
}
