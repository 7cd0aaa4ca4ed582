import { useEffect, useRef } from 'react';
import { EXPORT_PATHS } from '../../../api/exports';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Input';
import { CheckCheck } from '../../../ui/icons';
import type { ListSort } from '../../../ui/table/DataTable';
import { BulkBar } from '../../../ui/table/BulkBar';
import { ExportCsvLink } from '../../../ui/table/ExportCsvLink';
import type { ContactListState } from './contactList';

/** The message list keeps its list-and-pane layout (a table would squeeze the pane): its sorts are a menu. */
export const CONTACT_SORTS: { value: string; label: string; sort: ListSort }[] = [
  { value: 'newest', label: 'Newest first', sort: {} },
  { value: 'oldest', label: 'Oldest first', sort: { sort: 'created_at', dir: 'asc' } },
  { value: 'name', label: 'Name (A–Z)', sort: { sort: 'full_name', dir: 'asc' } },
  { value: 'name-desc', label: 'Name (Z–A)', sort: { sort: 'full_name', dir: 'desc' } },
  { value: 'email', label: 'Email (A–Z)', sort: { sort: 'email', dir: 'asc' } },
  { value: 'status', label: 'Status', sort: { sort: 'status', dir: 'asc' } },
];

const valueOf = (sort: ListSort) => CONTACT_SORTS.find((o) => o.sort.sort === sort.sort && o.sort.dir === sort.dir)?.value ?? 'newest';

function SelectPage({ checked, indeterminate, onChange }: { checked: boolean; indeterminate: boolean; onChange: (on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input ref={ref} type="checkbox" className="h-4 w-4 accent-blue-700" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      Select all on this page
    </label>
  );
}

/** Sort, select-all for the page, Mark as read for the selection, and Export CSV of what the filters show. */
export function ContactListToolbar({ list, onMarkRead, marking }: { list: ContactListState; onMarkRead: () => void; marking: boolean }) {
  const { sort, selected, setSelected, applied } = list;
  const pageIds = list.rows.map((c) => c.id);
  const all = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Field label="Sort by" className="w-44">
          <Select
            options={CONTACT_SORTS}
            value={valueOf(sort)}
            onChange={(e) => list.setSort(CONTACT_SORTS.find((o) => o.value === e.target.value)?.sort ?? {})}
          />
        </Field>
        <ExportCsvLink
          path={EXPORT_PATHS.contacts}
          query={{ status: applied.status, read: applied.read, search: applied.search }}
          label="contact messages"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SelectPage checked={all} indeterminate={!all && selected.length > 0} onChange={(on) => setSelected(on ? pageIds : [])} />
        <BulkBar count={selected.length} onClear={() => setSelected([])}>
          <Button variant="outline" size="sm" onClick={onMarkRead} loading={marking}>
            <CheckCheck aria-hidden className="h-4 w-4" /> Mark as read
          </Button>
        </BulkBar>
      </div>
    </div>
  );
}
