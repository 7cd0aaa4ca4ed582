import { chatBedroomsLabel, type ChatPropertyCard } from '@rentfront/shared/chatbot';
import { Link } from 'react-router';
import { monthlyPriceText } from '@rentfront/shared/property-fees';
import { formatMoney } from '../../lib/format';
import { useSiteSettings } from '../../page-data/useSiteSettings';

const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/**
 * Property cards in a bot message. Choosing a card sends its id (the transcript shows its title);
 * "View details" opens the property's page. Older messages keep their cards but not the choice.
 */
export function PropertyCards({ properties, onChoose }: { properties: ChatPropertyCard[]; onChoose?: (p: ChatPropertyCard) => void }) {
  const totalFirst = useSiteSettings()?.advertise_total_price ?? true;
  return (
    <ul className="mt-2 space-y-2" aria-label="Properties">
      {properties.map((p) => {
        const body = (
          <>
            {p.image && (
              <img src={p.image} alt="" loading="lazy" className="h-16 w-20 shrink-0 rounded object-cover" width={80} height={64} />
            )}
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900">{p.title}</span>
              <span className="block text-xs text-slate-700">{p.location}</span>
              <span className="mt-0.5 block text-sm font-semibold text-brand-800">
                {monthlyPriceText(p.price, p.total_monthly_cost, formatMoney, totalFirst)}
              </span>
              <span className="block text-xs text-slate-700">
                {typeLabel(p.type)} · {chatBedroomsLabel(p.bedrooms)}
              </span>
              {p.description && <span className="mt-1 line-clamp-2 block text-xs text-slate-700">{p.description}</span>}
            </span>
          </>
        );
        return (
          <li key={p.id} className="rounded-lg border border-slate-200 bg-white">
            {onChoose ? (
              <button type="button" onClick={() => onChoose(p)} className="flex w-full gap-3 rounded-t-lg p-2 text-left hover:bg-brand-50">
                {body}
              </button>
            ) : (
              <div className="flex gap-3 p-2">{body}</div>
            )}
            <div className="border-t border-slate-100 px-2 py-1 text-right">
              <Link to={p.url} className="text-xs font-semibold text-brand-700 underline hover:text-brand-800">
                View details<span className="sr-only"> of {p.title}</span>
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
