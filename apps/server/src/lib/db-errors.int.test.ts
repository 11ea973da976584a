import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers.js";
import { mapDbError } from "./db-errors.js";

const ctx = await createTestApp();
const { db } = ctx.database;

// A route that hands a NUL byte straight to the database, as a route without a contract schema
// would: the second line of defence behind the validator (issue 10, finding 3).
ctx.app.post("/test/raw-text", async (req) => {
  const { text } = req.body as { text: string };
  await db.execute(sql`select ${text}::text as t`);
  return { status: "success" };
});

async function refusal(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await db.execute(query);
  } catch (err) {
    return err;
  }
  throw new Error("the database accepted a NUL byte");
}

describe("the database's own refusal of a NUL byte", () => {
  it("is a 400 VALIDATION, in text and in jsonb", async () => {
    for (const query of [
      sql`select ${"a\u0000b"}::text`,
      sql`select ${JSON.stringify({ a: "x\u0000" })}::jsonb`,
    ]) {
      const mapped = mapDbError(await refusal(query));
      expect(mapped).toMatchObject({ code: "VALIDATION", statusCode: 400 });
      expect(mapped?.message).toMatch(/cannot be stored/);
    }
  });

  it("reaches the client as the error envelope, not a 500", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/test/raw-text",
      payload: { text: "a\u0000b" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: "error",
      code: "VALIDATION",
      error: "A value contains a character that cannot be stored (such as \\u0000)",
    });
  });
});
