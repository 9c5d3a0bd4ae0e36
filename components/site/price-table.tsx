import { formatUsd } from "@/lib/platform/format";
import { partyLabel, priceTiers, type TourPrices } from "@/lib/booking/orders/party-prices";

/** The offered tiers of a tour (tiers at 0 are left out), total and share per person, in USD. */
export function PriceTable({ prices, caption = "Price by party size" }: { prices: TourPrices; caption?: string }) {
  const tiers = priceTiers(prices);
  if (tiers.length === 0) return <p className="text-sm text-ink-soft">Prices on request — contact us for a quote.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left site-label">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Party</th>
          <th scope="col">Total</th>
          <th scope="col">Per person</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {tiers.map((t) => (
          <tr key={t.people}>
            <th scope="row" className="site-price-party">
              {partyLabel(t.people)}
            </th>
            <td className="site-price-total">{formatUsd(t.total)}</td>
            <td className="site-price-pp">{t.people > 1 ? `${formatUsd(t.perPerson)} pp` : ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
