import { CONTRACTOR_MESSAGES, contractorName, type Contractor } from '@rentfront/shared/contractors';
import type { ReactNode } from 'react';
import type { AdminListConfirm, AdminListEmpty } from '../../../ui/admin-list';
import { IconAction } from '../../../ui/IconAction';
import { Hammer, Pencil, Trash2 } from '../../../ui/icons';
import type { DataColumn } from '../../../ui/table/DataTable';
import { ActiveSwitch } from './ActiveSwitch';

export interface ContractorRowActions {
  onEdit: (c: Contractor) => void;
  onDelete: (c: Contractor) => void;
  onToggle: (c: Contractor) => void;
  /** The contractor whose Active switch is being saved. */
  busyId: string | null;
}

const jobsText = (n: number) => (n === 1 ? '1 job' : `${n} jobs`);

/** The Active switch of a row or card. */
function ActiveCell({ contractor: c, actions }: { contractor: Contractor; actions: ContractorRowActions }) {
  return (
    <ActiveSwitch
      checked={c.active}
      label={`Active: ${contractorName(c)}`}
      busy={actions.busyId === c.id}
      onChange={() => actions.onToggle(c)}
    />
  );
}

/** Edit and Delete, named after the contractor (its e-mail when it has no name). */
function ContractorActions({ contractor: c, actions }: { contractor: Contractor; actions: ContractorRowActions }) {
  return (
    <div className="flex items-center gap-1">
      <IconAction label={`Edit ${contractorName(c)}`} onClick={() => actions.onEdit(c)}>
        <Pencil aria-hidden className="h-4 w-4" />
      </IconAction>
      <IconAction label={`Delete ${contractorName(c)}`} danger onClick={() => actions.onDelete(c)}>
        <Trash2 aria-hidden className="h-4 w-4" />
      </IconAction>
    </div>
  );
}

/** The directory's columns (A to Z as the server answers; no sort or chooser: the list is short). */
export function contractorColumns(actions: ContractorRowActions): DataColumn<Contractor>[] {
  return [
    {
      id: 'name',
      header: 'Contractor',
      className: 'min-w-44',
      cell: (c) => (
        <>
          <div className="break-all font-medium text-slate-900">{contractorName(c)}</div>
          {c.notes && <div className="line-clamp-2 whitespace-pre-line text-xs text-slate-700">{c.notes}</div>}
        </>
      ),
    },
    { id: 'trade', header: 'Trade', cell: (c) => c.trade ?? '—' },
    {
      id: 'contact',
      header: 'Contact',
      cell: (c) => (
        <>
          <div className="break-all">{c.email}</div>
          {c.phone && <div className="whitespace-nowrap text-xs text-slate-700">{c.phone}</div>}
        </>
      ),
    },
    { id: 'jobs', header: 'Jobs', className: 'whitespace-nowrap', cell: (c) => jobsText(c.job_count) },
    { id: 'active', header: 'Active', cell: (c) => <ActiveCell contractor={c} actions={actions} /> },
    { id: 'actions', header: 'Actions', cell: (c) => <ContractorActions contractor={c} actions={actions} /> },
  ];
}

/** One contractor as a card, for phones. */
export function ContractorCard({ contractor: c, actions }: { contractor: Contractor; actions: ContractorRowActions }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        {/* A long e-mail for a name breaks where it must; a name breaks between words. */}
        <div className="min-w-0">
          <p className="break-words font-medium text-slate-900">{contractorName(c)}</p>
          <p className="text-sm text-slate-700">{c.trade ?? 'No trade given'}</p>
        </div>
        <ContractorActions contractor={c} actions={actions} />
      </div>
      {/* A contractor known by e-mail alone is already named by it above. */}
      {c.name && <p className="break-all text-sm text-slate-900">{c.email}</p>}
      {c.phone && <p className="text-sm text-slate-900">{c.phone}</p>}
      <div className="flex items-center justify-between border-t border-slate-100 pt-2 text-sm text-slate-700">
        <span>{jobsText(c.job_count)}</span>
        <ActiveCell contractor={c} actions={actions} />
      </div>
    </>
  );
}

export function contractorEmpty(add: ReactNode): AdminListEmpty {
  return {
    title: CONTRACTOR_MESSAGES.empty,
    icon: <Hammer aria-hidden className="h-10 w-10 text-slate-500" />,
    message: 'Add the contractors you work with, then pick them in Send to Contractor.',
    action: add,
  };
}

export const CONTRACTOR_DELETE: AdminListConfirm<Contractor> = {
  title: 'Delete contractor',
  message: (c) => (
    <>
      Delete <strong>{contractorName(c)}</strong> from the directory? Requests already sent to them keep their history and their links keep
      working.
    </>
  ),
};
