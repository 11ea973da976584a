import type { AccessFixture, AccessRow } from "../../../test/access.js";
import { orderOfA, shopTemple } from "../shop/access-fixtures.js";

/** Invoice keepers (SA, admin) and the devotee it was issued to; editors keep no invoices. */
const keepersAnd = (devoteeA: number, devoteeB: number) => ({
  anonymous: 401,
  devoteeA,
  devoteeB,
  editor: 403,
  admin: 200,
  SA: 200,
});
const keepers = keepersAnd(403, 403);

/** A fresh manual invoice of the matrix temple, made by the SA: a draft or issued. */
async function manualInvoice(fx: AccessFixture, status: "draft" | "pending") {
  const res = await fx.ctx.app.inject({
    method: "POST",
    url: "/api/invoices/add",
    headers: fx.users.SA.headers,
    payload: {
      templeId: await shopTemple(fx),
      buyer: { name: "Matrix buyer", address: "" },
      items: [{ name: "Coconut", unit: 1, price: 35 }],
      status,
    },
  });
  return res.json().data.id as string;
}

/** The invoice of devotee A's paid order. */
const invoiceOfA = async (fx: AccessFixture) => (await orderOfA(fx, "paid")).invoiceId!;

export const access: AccessRow[] = [
  { method: "GET", route: "/api/invoices/all", expect: keepersAnd(200, 200) },
  {
    method: "GET",
    route: "/api/invoices",
    request: async (fx) => ({ url: `/api/invoices?id=${await invoiceOfA(fx)}` }),
    expect: keepersAnd(200, 404),
  },
  {
    method: "GET",
    route: "/api/invoices/:id/pdf",
    request: async (fx) => ({ url: `/api/invoices/${await invoiceOfA(fx)}/pdf` }),
    expect: keepersAnd(200, 404),
  },
  {
    method: "POST",
    route: "/api/invoices/add",
    request: async (fx) => ({
      url: "/api/invoices/add",
      payload: {
        templeId: await shopTemple(fx),
        buyer: { name: "Walk-in devotee" },
        items: [{ name: "Camphor", unit: 2, price: 20 }],
      },
    }),
    expect: keepers,
  },
  {
    method: "POST",
    route: "/api/invoices/update",
    request: async (fx) => ({
      url: "/api/invoices/update",
      payload: { id: await manualInvoice(fx, "pending"), status: "processing" },
    }),
    expect: keepers,
  },
  {
    method: "POST",
    route: "/api/invoices/delete",
    request: async (fx) => ({
      url: "/api/invoices/delete",
      payload: { id: await manualInvoice(fx, "draft") },
    }),
    expect: keepers,
  },
];
