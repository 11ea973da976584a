import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/render";
import { renderCms } from "../cms/cms-test-utils";
import StaffDonationsPage, { financialYears } from "./staff-donations-page";

const TEMPLE = "10000000-0000-4000-8000-000000000001";

describe("staff donations (issue 18)", { timeout: 30_000 }, () => {
  it("names financial years as invoices do, April to March in India", () => {
    // Midnight of 1 April in India is 18:30 UTC on 31 March.
    expect(financialYears(new Date("2026-03-31T18:30:00Z"), 2)).toEqual(["2627", "2526"]);
    expect(financialYears(new Date("2026-03-31T18:29:00Z"), 2)).toEqual(["2526", "2425"]);
  });

  it("lists paid donations with masked PANs and the sum; Form 10BD needs a temple", async () => {
    mockApi({
      "GET /api/staff/donations": () => ({
        body: {
          status: "success",
          data: [
            {
              id: "30000000-0000-4000-8000-000000000001",
              status: "paid",
              temple: { id: TEMPLE, name: "Sri Kapaleeswarar", slug: "kapaleeswarar" },
              purpose: { id: "20000000-0000-4000-8000-000000000001", name: "Annadanam" },
              amountPaise: 50_100,
              dedication: "",
              anonymous: false,
              donorName: "Meena Sundaram",
              panMasked: "XXXXXX234F",
              receiptNumber: "DR/2526/000001",
              receipt80g: true,
              paidAt: "2026-03-02T05:00:00.000Z",
              createdAt: "2026-03-02T04:59:00.000Z",
              devotee: { name: "Meena", mobile: "+919840012345" },
            },
          ],
          meta: { total: 1, page: 1, limit: 20, totalPaise: 50_100 },
        },
      }),
    });
    await renderCms("/donations", <StaffDonationsPage />);
    const row = await screen.findByRole("row", { name: /DR\/2526\/000001/ }, { timeout: 8000 });
    expect(within(row).getByText("XXXXXX234F")).toBeInTheDocument();
    expect(within(row).getByText("₹501.00")).toBeInTheDocument();
    expect(screen.getByText("Donations: 1, in all ₹501.00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download Form 10BD (CSV)" })).toBeDisabled();
  });
});
