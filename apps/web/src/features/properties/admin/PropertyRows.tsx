import { imageVariant, type Property } from '@rentfront/shared/properties-core';
import { Pencil, Trash2 } from '../../../ui/icons';
import { formatMoney, formatShortDate } from '../../../lib/format';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { FallbackImage } from '../../../ui/FallbackImage';
import { Table, type Column } from '../../../ui/Table';
import { firstImage, formatArea, statusLabel } from '../propertyText';

const TONES: Record<string, BadgeTone> = { available: 'green', rented: 'blue', maintenance: 'orange', hold: 'yellow' };

/** Status badge; unknown values get a neutral style (admin-back-office.md §4). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'gray'}>{statusLabel(status)}</Badge>;
}

/** Row image: first media, else first image, else the default picture. */
function Thumb({ property }: { property: Property }) {
  const url = firstImage(property);
  return (
    <FallbackImage
      src={url ? imageVariant(url, 400) : null}
      alt=""
      width={72}
      height={48}
      loading="lazy"
      className="h-12 w-18 shrink-0 rounded object-cover"
    />
  );
}

export interface PropertyRowsProps {
  properties: Property[];
  onEdit: (p: Property) => void;
  onDelete: (p: Property) => void;
  empty: React.ReactNode;
}

export function PropertyRows({ properties, onEdit, onDelete, empty }: PropertyRowsProps) {
  const columns: Column<Property>[] = [
    {
      header: 'Property',
      cell: (p) => (
        <div className="flex min-w-[14rem] items-center gap-3">
          <Thumb property={p} />
          <div>
            <p className="font-semibold text-slate-900">{p.title}</p>
            <p className="text-xs text-slate-700">{p.city && p.state ? `${p.city}, ${p.state}` : p.location}</p>
          </div>
        </div>
      ),
    },
    { header: 'Price', cell: (p) => <span className="whitespace-nowrap">{formatMoney(p.price)}/month</span> },
    {
      header: 'Beds / Baths',
      cell: (p) => (
        <span className="whitespace-nowrap">
          {p.bedrooms} <span className="sr-only">beds</span> / {p.bathrooms} <span className="sr-only">baths</span>
        </span>
      ),
    },
    { header: 'Area', cell: (p) => <span className="whitespace-nowrap">{formatArea(p.area_sqft)} sq ft</span> },
    { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
    { header: 'Added', cell: (p) => <span className="whitespace-nowrap">{formatShortDate(p.created_at)}</span> },
    {
      header: 'Actions',
      cell: (p) => (
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => onEdit(p)}
            aria-label={`Edit ${p.title}`}
            title="Edit"
            className="rounded p-2 text-slate-800 hover:bg-slate-100"
          >
            <Pencil aria-hidden className="h-4 w-4" />
          </button>
          <button
            type="button"
            onClick={() => onDelete(p)}
            aria-label={`Delete ${p.title}`}
            title="Delete"
            className="rounded p-2 text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </button>
        </div>
      ),
    },
  ];
  return <Table columns={columns} rows={properties} rowKey={(p) => p.id} caption="Properties" empty={empty} />;
}
