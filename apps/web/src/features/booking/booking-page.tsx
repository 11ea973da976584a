import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Box,
  Button,
  Container,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from "@mui/material";
import { formatMoney } from "@sannidhi/site/format";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { useSession } from "../../app/session";
import { Loading } from "../../components/loading";
import { SignInPrompt } from "../../components/require-devotee";
import { errorMessage, HttpError } from "../../lib/http";
import { PublicFrame } from "../public/public-frame";
import {
  bookingKeys,
  createBooking,
  errorCode,
  newIdempotencyKey,
  useAvailability,
  useSavedParticipants,
  useTemple,
} from "./booking-api";
import { type Choice, DateSlotStep, firstBookable, type LockedBy } from "./date-slot-step";
import { useNoticeLanguage } from "./notice-language";
import { ReviewStep } from "./review-step";
import {
  emptyParticipant,
  type SankalpamValues,
  sankalpamSchema,
  toBookingCreate,
} from "./sankalpam-schema";
import { SankalpamStep } from "./sankalpam-step";
import { addDays, placeFieldErrors } from "./server-field-errors";
import { releaseFor, useQuotaReleases, useWaitingStatus, WaitingRoomPanel } from "./waiting-room";

const STEPS = ["when", "who", "review"] as const;
type StepName = (typeof STEPS)[number];
const WINDOW_DAYS = 14;

/**
 * /app/temples/:slug/book/:poojaId (issue 6): date and slot → sankalpam → review → hold and pay.
 * Availability is public; booking needs a signed-in devotee, so visitors get a sign-in prompt
 * that brings them back here.
 */
export default function BookingPage() {
  const { slug = "", poojaId = "" } = useParams();
  const { t, i18n } = useTranslation(["booking", "booking-terms"]);
  const { state } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const temple = useTemple(slug);
  const pooja = temple.data?.poojas.find((p) => p.id === poojaId);

  // The window: today's fortnight first; "Later dates" moves it on by a fortnight.
  const [offset, setOffset] = useState(0);
  const [base, setBase] = useState<string | undefined>();
  const from = offset > 0 && base ? addDays(base, offset * WINDOW_DAYS) : undefined;
  const to = from ? addDays(from, WINDOW_DAYS - 1) : undefined;
  const availability = useAvailability(poojaId, from, to);
  const data = availability.data;
  useEffect(() => {
    if (data && offset === 0 && !base) setBase(data.from);
  }, [data, offset, base]);

  const [choice, setChoice] = useState<Choice | null>(null);
  useEffect(() => {
    // Preselect the first bookable date and slot; keep the devotee's own choice while it stays
    // bookable (a refetch after SLOT_FULL may have taken it away).
    if (!data || availability.isPlaceholderData) return;
    const still = data.days
      .find((d) => d.date === choice?.date)
      ?.slots.some((s) => s.time === choice?.slot && s.bookable);
    if (!still || (choice && locked(choice.date))) setChoice(firstBookable(data, locked));
  });

  const signedIn = state.status === "authenticated";
  const role = state.status === "authenticated" ? state.user.role : null;
  const saved = useSavedParticipants(role === "user");
  // The confirmation SMS comes in the language the devotee books in (issue 37).
  useNoticeLanguage(role === "user");
  // Issue 15: a quota release of this pooja shows its countdown and the devotee's queue place.
  const releases = useQuotaReleases(poojaId);
  const release = releaseFor(releases.data, choice?.date) ?? releases.data?.[0];
  const waiting = useWaitingStatus(release?.id, role === "user");
  // Issue 37: a release's dates are not offered until the devotee's turn (a pass) comes.
  const admittedTo = waiting.data?.state === "admitted" ? waiting.data.release.id : null;
  const locked: LockedBy = (date) => {
    const covering = releaseFor(releases.data, date);
    return covering && covering.id !== admittedTo ? covering : undefined;
  };
  // Let in: the dates the devotee queued for are the ones offered first.
  const admittedRelease = releases.data?.find((r) => r.id === admittedTo);
  // Only the moment of admission moves the choice; later the devotee's own choice stands.
  useEffect(() => {
    if (!admittedRelease || !data) return;
    const released = data.days.filter(
      (d) => admittedRelease.fromDate <= d.date && d.date <= admittedRelease.toDate,
    );
    const first = firstBookable({ ...data, days: released });
    if (first) setChoice(first);
  }, [admittedRelease?.id, data?.from]);

  const requires = data?.requires ?? { name: true, gotra: false, nakshatra: false, rasi: false };
  const max = Math.max(1, data?.maxParticipants ?? 1);
  const schema = useMemo(() => sankalpamSchema(requires, max, t), [requires, max, t]);
  const form = useForm<SankalpamValues>({
    resolver: zodResolver(schema) as unknown as Resolver<SankalpamValues>,
    defaultValues: { participants: [emptyParticipant()], wish: "" },
  });

  const [step, setStep] = useState<StepName>("when");
  const [notice, setNotice] = useState<{ severity: "error" | "warning"; text: string } | null>(
    null,
  );
  const [submitting, setSubmitting] = useState(false);
  // One key per attempt: a retry of the same details reuses it (the server answers with the
  // booking it already made); any change makes a new attempt with a new key.
  const attempt = useRef<{ body: string; key: string } | null>(null);

  useEffect(() => {
    document.title = `${pooja?.name ?? t("title")} — ${t("common:appName")}`;
  }, [pooja?.name, t]);

  if (temple.isPending || (availability.isPending && !availability.isError))
    return (
      <Frame>
        <Loading />
      </Frame>
    );
  if (temple.isError || availability.isError || !pooja || !data) {
    return (
      <Frame>
        <Alert severity="error">
          {temple.isError || availability.isError
            ? errorMessage(temple.error ?? availability.error)
            : t("notFound")}
        </Alert>
      </Frame>
    );
  }

  const next = async () => {
    setNotice(null);
    if (step === "when" && choice) setStep("who");
    else if (step === "who" && (await form.trigger())) setStep("review");
  };

  const confirm = async () => {
    if (!choice) return;
    setNotice(null);
    const covering = releaseFor(releases.data, choice.date);
    const pass = covering && waiting.data?.release.id === covering.id ? waiting.data.pass : null;
    const body = {
      ...toBookingCreate(poojaId, choice.date, choice.slot, form.getValues()),
      ...(pass ? { waitingRoomPass: pass } : {}),
    };
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
    setSubmitting(true);
    try {
      const booking = await createBooking(body, attempt.current.key);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.availabilityAll(poojaId) });
      navigate(`/app/checkout/${booking.id}`);
    } catch (err) {
      const code = errorCode(err);
      if (code === "SLOT_FULL" || code === "SLOT_UNAVAILABLE") {
        attempt.current = null;
        await queryClient.invalidateQueries({ queryKey: bookingKeys.availabilityAll(poojaId) });
        setNotice({
          severity: "warning",
          text: t("errors.slotFull", { detail: errorMessage(err) }),
        });
        setStep("when");
      } else if (err instanceof HttpError && err.status >= 400 && err.status < 500) {
        attempt.current = null;
        const placed = placeFieldErrors(err, form);
        setNotice({ severity: "error", text: errorMessage(err) });
        if (placed) setStep("who");
      } else {
        // Network or server trouble: the same attempt (same key) may be tried again safely.
        setNotice({ severity: "error", text: errorMessage(err) });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const stepIndex = STEPS.indexOf(step);
  return (
    <Frame>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {pooja.name}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <RouterLink to={`/app/temples/${slug}`} reloadDocument>
          {temple.data.name}
        </RouterLink>
        {`, ${temple.data.town} · ${t(`booking-terms:kind.${pooja.kind}`, pooja.kind)} · `}
        {t("pricePerPerson", { price: formatMoney(data.pricePaise, i18n.language) })}
      </Typography>
      {release && (
        <WaitingRoomPanel release={release} status={waiting.data} canQueue={role === "user"} />
      )}
      {!signedIn ? (
        state.status === "uninitialised" ? (
          <Loading />
        ) : (
          <SignInPrompt message={t("signIn.prompt")} />
        )
      ) : (
        <>
          {role !== "user" && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {role === "GUEST" ? t("errors.guest") : t("errors.staff")}
            </Alert>
          )}
          <Stepper activeStep={stepIndex} alternativeLabel sx={{ mb: 3 }}>
            {STEPS.map((s) => (
              <Step key={s}>
                <StepLabel>{t(`steps.${s}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {notice && (
            <Alert severity={notice.severity} role="alert" sx={{ mb: 2 }}>
              {notice.text}
            </Alert>
          )}
          {step === "when" && (
            <DateSlotStep
              availability={data}
              choice={choice}
              onChoose={setChoice}
              loading={availability.isFetching}
              onEarlier={offset > 0 ? () => setOffset(offset - 1) : undefined}
              onLater={() => setOffset(offset + 1)}
              locked={locked}
            />
          )}
          {step === "who" && (
            <SankalpamStep
              form={form}
              requires={requires}
              maxParticipants={max}
              saved={saved.data ?? []}
              pricePaise={data.pricePaise}
            />
          )}
          {step === "review" && choice && (
            <ReviewStep
              temple={temple.data.name}
              pooja={pooja.name}
              date={choice.date}
              slot={choice.slot}
              participants={form.getValues("participants")}
              wish={form.getValues("wish")}
              pricePaise={data.pricePaise}
            />
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: "space-between" }}>
            {step !== "when" ? (
              <Button onClick={() => setStep(STEPS[stepIndex - 1] ?? "when")} disabled={submitting}>
                {step === "review" ? t("actions.edit") : t("actions.back")}
              </Button>
            ) : (
              <span />
            )}
            {step === "review" ? (
              <Button variant="contained" size="large" onClick={confirm} disabled={submitting}>
                {submitting ? t("actions.holding") : t("actions.confirm")}
              </Button>
            ) : (
              <Button variant="contained" size="large" onClick={next} disabled={!choice}>
                {t("actions.next")}
              </Button>
            )}
          </Stack>
        </>
      )}
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <PublicFrame>
      <Container sx={{ py: 3, maxWidth: "40rem !important" }}>
        <Box>{children}</Box>
      </Container>
    </PublicFrame>
  );
}
