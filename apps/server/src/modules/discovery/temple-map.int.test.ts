import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";

const ctx = await createTestApp();
const { app } = ctx;
const madurai = await createTemple(ctx, {
  name: "Meenakshi Amman",
  town: "Madurai",
  latitude: 9.9195,
  longitude: 78.1193,
  deity: "Shakti",
});
const puri = await createTemple(ctx, {
  name: "Jagannath",
  town: "Puri",
  latitude: 19.8048,
  longitude: 85.8179,
});
await createTemple(ctx, { name: "Draft Kovil", published: false });
await createTemple(ctx, { name: "Nowhere Mandir", latitude: null, longitude: null });

const points = (qs = "") => app.inject({ url: `/api/public/map/temples${qs}` });
const names = async (qs = "") =>
  (await points(qs)).json().data.map((p: { name: string }) => p.name);

describe("temple map (public)", () => {
  it("lists every published temple with a position, and only what a marker needs", async () => {
    const res = await points();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((p: { name: string }) => p.name)).toEqual([
      "Jagannath",
      "Meenakshi Amman",
    ]);
    expect(body.data[1]).toEqual({
      id: madurai.temple.id,
      slug: madurai.temple.slug,
      name: "Meenakshi Amman",
      town: "Madurai",
      stateId: madurai.state.id,
      state: madurai.state.name,
      deityId: madurai.deity.id,
      deity: "Shakti",
      latitude: 9.9195,
      longitude: 78.1193,
    });
  });

  it("filters by state and by deity, and by both", async () => {
    expect(await names(`?state_id=${puri.state.id}`)).toEqual(["Jagannath"]);
    expect(await names(`?deity_id=${madurai.deity.id}`)).toEqual(["Meenakshi Amman"]);
    expect(await names(`?state_id=${puri.state.id}&deity_id=${madurai.deity.id}`)).toEqual([]);
  });

  it("answers an unknown state or deity with no markers", async () => {
    expect(await names("?state_id=00000000-0000-4000-8000-000000000000")).toEqual([]);
    expect(await names("?deity_id=00000000-0000-4000-8000-000000000000")).toEqual([]);
  });

  it("refuses ids that are not ids with the error envelope, never a 500", async () => {
    for (const qs of ["?state_id=tamil-nadu", "?deity_id=1", `?state_id=${"x".repeat(10_000)}`]) {
      const res = await points(qs);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: "error", code: "VALIDATION" });
    }
  });
});
