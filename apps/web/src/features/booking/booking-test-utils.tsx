import type { Availability, Booking, TemplePage } from "@sannidhi/contracts";
import type { ReactNode } from "react";
import { fakeToken, type Handler, renderAt } from "../../../test/render";

export const TEMPLE_ID = "11111111-1111-4111-8111-111111111111";
export const POOJA_ID = "22222222-2222-4222-8222-222222222222";
export const BOOKING_ID = "33333333-3333-4333-8333-333333333333";

/** Renders `element` on the route `pattern` (with its params) opened at `path`. */
export const renderRoute = (pattern: string, path: string, element: ReactNode) =>
  renderAt(path, element, pattern);

/** A stored token and the profile answer of a signed-in `role` (a devotee by default). */
export function signedInAs(role = "user"): Handler {
  localStorage.setItem("accessToken", fakeToken(900));
  return () => ({
    body: { status: "success", user: { id: "u1", role, mobile: "+919876543210" } },
  });
}

export function templePage(over: Partial<TemplePage["poojas"][number]> = {}): TemplePage {
  return {
    id: TEMPLE_ID,
    slug: "kapaleeswarar",
    name: "Sri Kapaleeswarar Temple",
    town: "Mylapore",
    state: "Tamil Nadu",
    district: "Chennai",
    deity: "Shiva",
    mainForm: null,
    image: null,
    latitude: null,
    longitude: null,
    address: "",
    pinCode: "600004",
    description: "",
    history: "",
    images: [],
    phone: null,
    website: null,
    deityDescription: null,
    mainFormDescription: null,
    timings: [],
    openNow: true,
    upcomingEvents: [],
    illustration: "/api/public/temples/kapaleeswarar/illustration.svg?v=1",
    lang: "en",
    fallback: [],
    poojas: [
      {
        id: POOJA_ID,
        name: "Archanai",
        kind: "archanai",
        description: "",
        pricePaise: 10_150,
        durationMinutes: 15,
        maxParticipants: 4,
        nextAvailableDate: "2026-03-03",
        fallback: [],
        ...over,
      },
    ],
  };
}

export function availability(over: Partial<Availability> = {}): Availability {
  const slot = (time: string, remaining: number, bookable = remaining > 0) => ({
    time,
    capacity: 50,
    remaining,
    bookable,
  });
  return {
    poojaId: POOJA_ID,
    timezone: "Asia/Kolkata",
    from: "2026-03-02",
    to: "2026-03-04",
    pricePaise: 10_150,
    maxParticipants: 4,
    cutoffHours: 12,
    requires: { name: true, gotra: false, nakshatra: false, rasi: false },
    days: [
      {
        date: "2026-03-02",
        closed: "closure",
        closureReason: "Kumbhabhishekam",
        slots: [slot("06:00", 50, false)],
      },
      {
        date: "2026-03-03",
        closed: null,
        closureReason: null,
        slots: [slot("06:00", 0), slot("18:00", 12)],
      },
      {
        date: "2026-03-04",
        closed: "weekday",
        closureReason: null,
        slots: [slot("06:00", 50, false)],
      },
    ],
    ...over,
  };
}

export function booking(over: Partial<Booking> = {}): Booking {
  return {
    id: BOOKING_ID,
    receiptNumber: "SN-2026-000042",
    status: "confirmed",
    amountPaise: 20_300,
    pooja: { id: POOJA_ID, name: "Archanai", kind: "archanai" },
    temple: {
      id: TEMPLE_ID,
      name: "Sri Kapaleeswarar Temple",
      slug: "kapaleeswarar",
      town: "Mylapore",
    },
    date: "2026-03-03",
    slot: "18:00",
    participants: [{ name: "Meena", nakshatra: "revati" }, { name: "Arun" }],
    wish: null,
    createdAt: new Date().toISOString(),
    holdExpiresAt: null,
    confirmedAt: new Date().toISOString(),
    cancelledAt: null,
    refund: null,
    performedAt: null,
    proofPhotoUrl: null,
    ...over,
  };
}

export const ok = (data: unknown) => () => ({ body: { status: "success", data } });
