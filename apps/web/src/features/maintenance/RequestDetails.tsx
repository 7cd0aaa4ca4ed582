import type { MaintenanceRequest } from '@rentfront/shared/maintenance';
import { useMemo, type ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../../lib/format';
import { PriorityBadge, StatusBadge } from './Badges';
import { PhotoGallery } from '../../ui/gallery/PhotoGallery';
import type { GalleryPhoto } from '../../ui/gallery/photos';
import { Timeline } from './Timeline';
import { ResidentOrigin } from './ResidentOrigin';

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-700">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-sm text-slate-900">{children ?? '—'}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** View mode: every field, the photos (the shared gallery, opening a full-screen lightbox) and the sent and completed dates. */
export function RequestDetails({ request: r }: { request: MaintenanceRequest }) {
  const photos = useMemo<GalleryPhoto[]>(
    () =>
      r.photo_items.map((p, i) => ({
        id: p.id,
        src: p.url,
        thumbnailSrc: p.thumbnail_url,
        alt: `Photo ${i + 1} of ${r.photo_items.length}: ${p.filename}`,
        width: p.width,
        height: p.height,
      })),
    [r.photo_items],
  );
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={r.status} />
        <PriorityBadge priority={r.priority} />
      </div>
      <ResidentOrigin request={r} />
      <Section title="Issue">
        <Item label="Title">{r.issue_title}</Item>
        <Item label="Estimated cost">{r.estimated_cost === null ? null : formatMoney(r.estimated_cost)}</Item>
        <Item label="Description" wide>
          {r.issue_description}
        </Item>
        {r.notes && (
          <Item label="Notes" wide>
            {r.notes}
          </Item>
        )}
      </Section>
      <Section title="Property">
        <Item label="Address">{r.property_address}</Item>
        <Item label="Unit">{r.property_unit}</Item>
        {r.property_title && <Item label="Linked property">{r.property_title}</Item>}
      </Section>
      <Section title="Tenant">
        <Item label="Name">{r.tenant_name}</Item>
        <Item label="Phone">{r.tenant_phone}</Item>
        <Item label="Email">{r.tenant_email}</Item>
      </Section>
      <Section title="Contractor">
        <Item label="Name">{r.contractor_name}</Item>
        <Item label="Email">{r.contractor_email}</Item>
        <Item label="Phone">{r.contractor_phone}</Item>
      </Section>
      <Section title="Dates">
        <Item label="Created">{formatDateTime(r.created_at)}</Item>
        <Item label="Updated">{formatDateTime(r.updated_at)}</Item>
        <Item label="Sent to contractor">{r.sent_at ? formatDateTime(r.sent_at) : 'Not sent yet'}</Item>
        <Item label="Completed">{r.completed_at ? formatDateTime(r.completed_at) : 'Not completed'}</Item>
      </Section>
      {r.timeline && <Timeline events={r.timeline} />}
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Photos ({r.photo_items.length})</h3>
        {r.photo_items.length === 0 ? (
          <p className="text-sm text-slate-700">No photos.</p>
        ) : (
          <PhotoGallery photos={photos} label="Request photos" fallbackAlt="" sizes="(min-width: 56rem) 50rem, 100vw" thumbnails />
        )}
      </section>
    </div>
  );
}
