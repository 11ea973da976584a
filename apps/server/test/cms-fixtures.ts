import { randomBytes } from "node:crypto";
import type { TestContext } from "./helpers.js";
import type { TestUser } from "./users.js";

/**
 * Makes CMS data through the API as a given staff user (CONVENTIONS.md habit 9: fixtures make
 * their own data). Every name carries a fresh token so searches find exactly one row.
 */
export class CmsFixtures {
  private n = 0;
  constructor(
    readonly ctx: TestContext,
    readonly as: TestUser,
  ) {}

  /** A token unique in this file, e.g. "zq3k7". */
  token(): string {
    this.n++;
    return `${randomBytes(3).toString("hex")}${this.n}`;
  }

  mobile(): string {
    return `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  }

  async post(path: string, body: unknown, user: TestUser = this.as) {
    const res = await this.ctx.app.inject({
      method: "POST",
      url: path,
      headers: user.headers,
      payload: body as object,
    });
    if (res.statusCode !== 200) throw new Error(`POST ${path}: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: string } & Record<string, unknown>;
  }

  private codes = 0;
  /** A state code (two capital letters) not used before in this file. */
  code(): string {
    const n = this.codes++;
    return String.fromCharCode(65 + Math.floor(n / 26), 65 + (n % 26));
  }
  /** A new state; a code another fixture of the file took (createTemple picks at random) is skipped. */
  async state(name = `State ${this.token()}`) {
    for (;;) {
      const res = await this.ctx.app.inject({
        method: "POST",
        url: "/api/states",
        headers: this.as.headers,
        payload: { name, code: this.code(), kind: "state" },
      });
      if (res.statusCode === 200)
        return res.json().data as { id: string } & Record<string, unknown>;
      if (res.statusCode !== 409 || this.codes >= 26 * 26) {
        throw new Error(`POST /api/states: ${res.statusCode} ${res.body}`);
      }
    }
  }
  async district(stateId?: string, name = `District ${this.token()}`) {
    return this.post("/api/districts", { stateId: stateId ?? (await this.state()).id, name });
  }
  deity(name = `Deity ${this.token()}`) {
    return this.post("/api/deities", { name, description: "A deity" });
  }
  async mainForm(deityId?: string, name = `Form ${this.token()}`) {
    return this.post("/api/maindeity", { deityId: deityId ?? (await this.deity()).id, name });
  }
  category(name = `Category ${this.token()}`) {
    return this.post("/api/category", { name });
  }
  material(name = `Material ${this.token()}`) {
    return this.post("/api/poojas_material", { name, unit: "set", pricePaise: 5000, stock: 10 });
  }

  async templeInput(over: Record<string, unknown> = {}) {
    const state = await this.state();
    const district = await this.district(state.id);
    const token = this.token();
    return {
      name: `Temple ${token}`,
      slug: `temple-${token}`,
      mainFormId: (await this.mainForm()).id,
      categoryIds: [(await this.category()).id],
      stateId: state.id,
      districtId: district.id,
      town: "Madurai",
      address: "East Chitrai Street",
      pinCode: "625001",
      latitude: 9.9195,
      longitude: 78.1193,
      timings: Array.from({ length: 7 }, () => [{ open: "05:00", close: "12:30" }]),
      description: "<p>A temple</p>",
      published: true,
      ...over,
    };
  }
  async temple(over: Record<string, unknown> = {}) {
    return this.post("/api/temples", await this.templeInput(over));
  }

  async poojaInput(over: Record<string, unknown> = {}) {
    return {
      templeId: (await this.temple()).id,
      kind: "archanai",
      name: `Archanai ${this.token()}`,
      pricePaise: 10100,
      durationMinutes: 30,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      slots: [
        { time: "06:00", capacity: 20 },
        { time: "18:00", capacity: 20 },
      ],
      materialIds: [(await this.material()).id],
      ...over,
    };
  }
  async pooja(over: Record<string, unknown> = {}) {
    return this.post("/api/poojas", await this.poojaInput(over));
  }

  eventInput(over: Record<string, unknown> = {}) {
    return {
      title: `Festival ${this.token()}`,
      start: "2026-12-01T04:00:00.000Z",
      end: "2026-12-01T10:00:00.000Z",
      location: "Main shrine",
      note: "Special darshan",
      kind: "festival",
      ...over,
    };
  }
}
