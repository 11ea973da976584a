import {
  INTO_A,
  type ScopeFixture,
  type ScopeRow,
  TEMPLE_LIST,
  TEMPLE_OP,
} from "../../../test/scope.js";
import { orderOfA, shopTemple } from "../shop/access-fixtures.js";

const manual = async (f: ScopeFixture) => ({
  templeId: await shopTemple(f),
  buyer: { name: "Sri Ganesh Stores", address: "North Car Street" },
  items: [{ name: "Brass lamps", unit: 2, price: 1200 }],
  vat: 18,
});

/** A manual draft invoice of temple A, made by the SA. */
async function draftOfA(f: ScopeFixture): Promise<string> {
  const res = await f.ctx.app.inject({
    method: "POST",
    url: "/api/invoices/add",
    headers: f.users.SA.headers,
    payload: await manual(f),
  });
  if (res.statusCode !== 200) throw new Error(`draft invoice: ${res.body}`);
  return res.json().data.id as string;
}

/** The invoice of A's paid shop order. */
async function invoiceOfA(f: ScopeFixture): Promise<string> {
  const { invoiceId } = await orderOfA(f, "paid");
  if (!invoiceId) throw new Error("a paid order has an invoice");
  return invoiceId;
}

/** The temple-scope rows of invoices (issue 33). Editors keep no invoices (403 by role). */
export const scope: ScopeRow[] = [
  {
    method: "GET",
    route: "/api/invoices/all",
    request: async (f) => ({ url: "/api/invoices/all?limit=100", marker: await invoiceOfA(f) }),
    expect: TEMPLE_LIST,
  },
  {
    method: "GET",
    route: "/api/invoices",
    request: async (f) => ({ url: `/api/invoices?id=${await invoiceOfA(f)}` }),
    expect: TEMPLE_OP(200),
  },
  {
    method: "GET",
    route: "/api/invoices/:id/pdf",
    request: async (f) => ({ url: `/api/invoices/${await invoiceOfA(f)}/pdf` }),
    expect: TEMPLE_OP(200),
  },
  {
    method: "POST",
    route: "/api/invoices/add",
    request: async (f) => ({ url: "/api/invoices/add", payload: await manual(f) }),
    expect: INTO_A(200),
  },
  {
    method: "POST",
    route: "/api/invoices/update",
    request: async (f) => ({
      url: "/api/invoices/update",
      payload: { id: await draftOfA(f), buyer: { name: "Changed", address: "Elsewhere" } },
    }),
    expect: TEMPLE_OP(200),
  },
  {
    method: "POST",
    route: "/api/invoices/delete",
    request: async (f) => ({ url: "/api/invoices/delete", payload: { id: await draftOfA(f) } }),
    expect: TEMPLE_OP(200),
  },
];
