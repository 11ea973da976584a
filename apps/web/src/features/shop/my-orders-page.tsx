import { formatDateTime, formatMoney } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";
import { CARDS_PER_PAGE, PagedCards, usePageParam } from "../../components/paged-cards";
import { OrderStatusChip } from "./order-status-chip";
import { useMyOrders } from "./shop-api";
import { ShopFrame } from "./shop-frame";

/** /app/orders — "My orders" (issue 13), newest first, paged (page in the URL). */
export default function MyOrdersPage() {
  const { t } = useTranslation("shop");
  return (
    <ShopFrame title={t("orders.title")} signIn={t("orders.signIn")}>
      <Orders />
    </ShopFrame>
  );
}

function Orders() {
  const { t, i18n } = useTranslation("shop");
  const [page] = usePageParam();
  const list = useMyOrders(page, CARDS_PER_PAGE);
  return (
    <PagedCards
      list={list}
      empty={{ text: t("orders.empty"), action: t("cart.browse"), to: "/app/shop" }}
      href={(o) => `/app/orders/${o.id}`}
      face={(o) => ({
        title: o.temple.name,
        status: <OrderStatusChip status={o.status} />,
        lines: [
          o.lines.map((l) => t("orders.lineShort", { title: l.title, count: l.amount })).join(", "),
          `${formatDateTime(o.createdAt, i18n.language)} · ${formatMoney(o.totalPaise, i18n.language)}`,
        ],
        caption: t("orders.number", { number: o.orderNo }),
      })}
    />
  );
}
