import { formatDateTime, formatMoney } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";
import { CARDS_PER_PAGE, PagedCards, usePageParam } from "../../components/paged-cards";
import { DonationFrame } from "./donation-frame";
import { DonationStatusChip } from "./donation-page";
import { useMyDonations } from "./donations-api";

/** /app/donations — "My donations" (issue 18), newest first, paged (page in the URL). */
export default function MyDonationsPage() {
  const { t } = useTranslation("donations");
  return (
    <DonationFrame title={t("mine.title")} signIn={t("mine.signIn")}>
      <Mine />
    </DonationFrame>
  );
}

function Mine() {
  const { t, i18n } = useTranslation("donations");
  const [page] = usePageParam();
  const list = useMyDonations(page, CARDS_PER_PAGE, i18n.language);
  return (
    <PagedCards
      list={list}
      empty={{ text: t("mine.empty"), action: t("mine.find"), to: "/app/temples" }}
      href={(d) => `/app/donations/${d.id}`}
      face={(d) => ({
        title: d.temple.name,
        status: <DonationStatusChip status={d.status} />,
        lines: [
          `${d.purpose.name} · ${formatMoney(d.amountPaise, i18n.language)}`,
          formatDateTime(d.paidAt ?? d.createdAt, i18n.language),
        ],
        caption: d.receiptNumber ? t("mine.receipt", { number: d.receiptNumber }) : undefined,
      })}
    />
  );
}
