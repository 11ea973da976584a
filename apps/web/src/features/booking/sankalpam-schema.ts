import {
  type Availability,
  type BookingCreate,
  BookingCreateSchema,
  NAKSHATRAS,
  ParticipantSchema,
  RASIS,
} from "@sannidhi/contracts";
import type { TFunction } from "i18next";
import { z } from "zod";

/** One participant row as the form holds it: selects hold "" until a star or sign is chosen. */
export interface ParticipantRow {
  name: string;
  gotra: string;
  nakshatra: string;
  rasi: string;
}
export interface SankalpamValues {
  participants: ParticipantRow[];
  wish: string;
}

export const emptyParticipant = (): ParticipantRow => ({
  name: "",
  gotra: "",
  nakshatra: "",
  rasi: "",
});

/**
 * The sankalpam form's schema, derived from the contract's ParticipantSchema: the same limits,
 * with gotra, nakshatra and rasi required exactly when the pooja's `requires` says so (the server
 * refuses the booking otherwise), and messages in the devotee's language.
 */
export function sankalpamSchema(
  requires: Availability["requires"],
  maxParticipants: number,
  t: TFunction,
) {
  const required = t("booking:errors.required");
  const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
    z.union([z.literal(""), z.enum(values)]);
  const participant = ParticipantSchema.extend({
    name: z
      .string()
      .trim()
      .min(1, required)
      .max(100, t("booking:errors.tooLong", { max: 100 })),
    gotra: requires.gotra
      ? z
          .string()
          .trim()
          .min(1, required)
          .max(60, t("booking:errors.tooLong", { max: 60 }))
      : z
          .string()
          .trim()
          .max(60, t("booking:errors.tooLong", { max: 60 })),
    nakshatra: requires.nakshatra
      ? z.enum(NAKSHATRAS, { error: t("booking:errors.choose") })
      : optionalChoice(NAKSHATRAS),
    rasi: requires.rasi
      ? z.enum(RASIS, { error: t("booking:errors.choose") })
      : optionalChoice(RASIS),
  });
  return z.object({
    participants: z
      .array(participant)
      .min(1, t("booking:errors.atLeastOne"))
      .max(maxParticipants, t("booking:errors.atMost", { count: maxParticipants })),
    wish: z
      .string()
      .trim()
      .max(500, t("booking:errors.tooLong", { max: 500 })),
  });
}

/** The create call's body: blanks dropped, then checked against the contract itself. */
export function toBookingCreate(
  poojaId: string,
  date: string,
  slot: string,
  values: SankalpamValues,
): BookingCreate {
  const blankless = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => typeof v !== "string" || v.trim()));
  return BookingCreateSchema.parse({
    poojaId,
    date,
    slot,
    participants: values.participants.map((p) => blankless(p)),
    wish: values.wish.trim() || undefined,
  });
}

/** A participant from an earlier booking, as a form row. */
export function rowFrom(p: {
  name: string;
  gotra?: string;
  nakshatra?: string;
  rasi?: string;
}): ParticipantRow {
  return { name: p.name, gotra: p.gotra ?? "", nakshatra: p.nakshatra ?? "", rasi: p.rasi ?? "" };
}
