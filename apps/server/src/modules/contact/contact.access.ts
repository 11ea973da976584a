import type { AccessRow } from "../../../test/access.js";

/** A valid message (the matrix raises CONTACT_RATE_LIMIT_MAX so the limit stays out of it). */
const message = () => {
  return {
    url: "/api/contact",
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
