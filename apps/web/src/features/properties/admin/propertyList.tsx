import { imageVariant, PROPERTY_STATUSES, type AdminProperty, type Property } from '@rentfront/shared/properties-core';
import type { AdminListConfirm, AdminListEmpty, FilterDef } from '../../../ui/admin-list';
import { Building2, CalendarClock, Pencil, Trash2 } from '../../../ui/icons';
import { formatDateTime, formatMoney, formatShortDate } from '../../../lib/format';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { FallbackImage } from '../../../ui/FallbackImage';
import type { DataColumn } from '../../../ui/table/DataTable';
import { RowOpen } from '../../../ui/table/rowOpen';
import { IconAction } from '../../../ui/IconAction';
import { firstImage, formatArea, statusLabel } from '../propertyText';
import { EXPORT_PATHS } from '../../../api/exports';

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

/**
 * Whether the home is in the syndication feeds, and when a feed last sent it out. Only available
 * homes are listed: a syndicated home on hold says so rather than look forgotten.
 */
function FeedsCell({ property: p }: { property: AdminProperty }) {
  if (!p.syndicate) return <span className="text-slate-600">Off</span>;
  if (p.status !== 'available') return <span className="text-slate-700">On, not listed while {statusLabel(p.status).toLowerCase()}</span>;
  return (
    <span className="whitespace-nowrap text-slate-700">
      {p.last_included_at ? `Last included ${formatDateTime(p.last_included_at)}` : 'On, not yet included'}
    </span>
  );
}

export interface PropertyRowActions {
  onEdit: (p: AdminProperty) => void;
  onDelete: (p: AdminProperty) => void;
  /** The home's own tour settings (owner and manager only: left out for other roles). */
  onTourSettings?: (p: AdminProperty) => void;
}

/** The admin property table's columns: server-sorted headers; the title opens the edit form. */
export function propertyColumns({ onEdit, onDelete, onTourSettings }: PropertyRowActions): DataColumn<AdminProperty>[] {
  return [
    {
      id: 'title',
      header: 'Property',
      sortable: true,
      cell: (p) => (
        <div className="flex min-w-[14rem] items-center gap-3">
          <Thumb property={p} />
          <RowOpen label={`Open ${p.title}`}>{p.title}</RowOpen>
        </div>
      ),
    },
    {
      id: 'city',
      header: 'Location',
      sortable: true,
      hideable: true,
      cell: (p) => <span className="text-slate-700">{p.city && p.state ? `${p.city}, ${p.state}` : p.location}</span>,
    },
    {
      id: 'price',
      header: 'Price',
      sortable: true,
      hideable: true,
      cell: (p) => <span className="whitespace-nowrap">{formatMoney(p.price)}/month</span>,
    },
    {
      id: 'rooms',
      header: 'Beds / Baths',
      hideable: true,
      cell: (p) => (
        <span className="whitespace-nowrap">
          {p.bedrooms} <span className="sr-only">beds</span> / {p.bathrooms} <span className="sr-only">baths</span>
        </span>
      ),
    },
    { id: 'area', header: 'Area', hideable: true, cell: (p) => <span className="whitespace-nowrap">{formatArea(p.area_sqft)} sq ft</span> },
    { id: 'status', header: 'Status', sortable: true, hideable: true, cell: (p) => <StatusBadge status={p.status} /> },
    { id: 'feeds', header: 'Feeds', hideable: true, cell: (p) => <FeedsCell property={p} /> },
    {
      id: 'created_at',
      header: 'Added',
      sortable: true,
      hideable: true,
      cell: (p) => <span className="whitespace-nowrap">{formatShortDate(p.created_at)}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (p) => (
        <div className="flex gap-1">
          <IconAction label={`Edit ${p.title}`} onClick={() => onEdit(p)}>
            <Pencil aria-hidden className="h-4 w-4" />
          </IconAction>
          {onTourSettings && (
            <IconAction label={`Tour settings for ${p.title}`} onClick={() => onTourSettings(p)}>
              <CalendarClock aria-hidden className="h-4 w-4" />
            </IconAction>
          )}
          <IconAction label={`Delete ${p.title}`} onClick={() => onDelete(p)} danger>
            <Trash2 aria-hidden className="h-4 w-4" />
          </IconAction>
        </div>
      ),
    },
  ];
}

export const PROPERTY_FILTERS: FilterDef<{ search: string; status: string }>[] = [
  { kind: 'search', label: 'Search by title, city or state', placeholder: 'Search by title, city or state' },
  { kind: 'select', key: 'status', label: 'Filter by status', allLabel: 'All statuses', values: PROPERTY_STATUSES, labelOf: statusLabel },
];

export const PROPERTY_EMPTY: AdminListEmpty = {
  title: 'No properties yet',
  filteredTitle: 'No properties match',
  icon: <Building2 aria-hidden className="h-10 w-10 text-slate-500" />,
  message: 'Add your first listing to see it here and on the public site.',
  filteredMessage: 'Try another search or status.',
};

export const PROPERTY_DELETE: AdminListConfirm<Property> = {
  title: 'Delete Property',
  message: (p) => (
    <>
      Are you sure you want to delete <strong>{p.title}</strong>? This action cannot be undone.
    </>
  ),
  confirmLabel: 'Yes, Delete',
};

export const PROPERTY_HEADING = {
  text: 'Properties management',
  id: 'properties-heading',
  className: 'text-xl font-semibold text-slate-900',
};

/** Export CSV of what the list shows: its status and search, nothing else of the address. */
export const propertyExport = (applied: { status: string; search: string }) => ({
  path: EXPORT_PATHS.properties,
  query: { status: applied.status, search: applied.search || undefined },
  label: 'properties',
});
