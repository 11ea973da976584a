import type { AccessRow } from "../../../test/access.js";

let n = 0;
/** A valid message from its own client address, so the rate limit never colours the matrix. */
const message = () => {
  n += 1;
  return {
    url: "/api/contact",
    headers: { "x-forwarded-for": `203.0.113.${n}` },
    payload: {
      fullName: "Matrix Caller",
      email: "matrix@example.com",
      phone: "+919876543210",
      subject: "Access matrix",
      message: "Checking who may send a contact message.",
    },
  };
};

export const access: AccessRow[] = [
  {
    method: "POST",
    route: "/api/contact",
    request: () => message(),
    expect: { anonymous: 201, devoteeA: 201, devoteeB: 201, editor: 201, admin: 201, SA: 201 },
  },
  {
    method: "GET",
    route: "/api/contact",
    expect: { anonymous: 401, devoteeA: 403, devoteeB: 403, editor: 403, admin: 200, SA: 200 },
  },
];
