import { propertyPlace } from '@rentfront/shared/contact-context';
import { SiteLink } from '../../ui/SiteLink';
import { FallbackImage } from '../../ui/FallbackImage';
import type { TourHomeSummary } from './tourPageData';

/** The home a tour is of: its photo, name (a link to its page) and address. */
export function TourHome({ home }: { home: TourHomeSummary }) {
  return (
    <div className="flex items-start gap-3">
      <FallbackImage
        src={home.cover_image}
        alt=""
        decoding="async"
        width={120}
        height={90}
        className="h-[90px] w-[120px] shrink-0 rounded-md object-cover"
      />
      <div className="min-w-0 text-sm">
        <p className="text-base font-semibold text-slate-900">
          <SiteLink to={`/properties/${home.id}`} className="text-brand-800 underline-offset-2 hover:underline">
            {home.title}
          </SiteLink>
        </p>
        <p className="mt-1 text-slate-700">{propertyPlace(home)}</p>
      </div>
    </div>
  );
}
