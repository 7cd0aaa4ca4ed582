import type { MaintenanceRequest } from '@rentfront/shared/maintenance';
import { Eye, Pencil, Send, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

export interface RowActionHandlers {
  onView: (r: MaintenanceRequest) => void;
  onEdit: (r: MaintenanceRequest) => void;
  onSend: (r: MaintenanceRequest) => void;
  onDelete: (r: MaintenanceRequest) => void;
}

function ActionButton({ label, onClick, children, danger }: { label: string; onClick: () => void; children: ReactNode; danger?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`rounded-md p-1.5 ${danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`}
    >
      {children}
    </button>
  );
}

/** View, edit, send (only while pending, spec §4) and delete, named after the request. */
export function RowActions({ request: r, actions }: { request: MaintenanceRequest; actions: RowActionHandlers }) {
  return (
    <div className="flex items-center gap-0.5 whitespace-nowrap">
      <ActionButton label={`View ${r.issue_title}`} onClick={() => actions.onView(r)}>
        <Eye aria-hidden className="h-4 w-4" />
      </ActionButton>
      <ActionButton label={`Edit ${r.issue_title}`} onClick={() => actions.onEdit(r)}>
        <Pencil aria-hidden className="h-4 w-4" />
      </ActionButton>
      {r.status === 'pending' && (
        <ActionButton label={`Send ${r.issue_title} to contractor`} onClick={() => actions.onSend(r)}>
          <Send aria-hidden className="h-4 w-4" />
        </ActionButton>
      )}
      <ActionButton label={`Delete ${r.issue_title}`} onClick={() => actions.onDelete(r)} danger>
        <Trash2 aria-hidden className="h-4 w-4" />
      </ActionButton>
    </div>
  );
}
