// The baseline: a bare Fastify hello-world on the same machine, in its own process.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
// bench:booking's baseline: the same burst answered without any work (a refusal, as most are).
app.post("/api/bookings", async (_req, reply) =>
  reply.status(409).send({ status: "error", code: "SLOT_FULL", error: "This slot is full" }),
);
await app.listen({
  port: Number(process.env.PORT),
  host: "127.0.0.1",
  ...(process.env.BACKLOG ? { backlog: Number(process.env.BACKLOG) } : {}),
});
process.send?.("ready");
