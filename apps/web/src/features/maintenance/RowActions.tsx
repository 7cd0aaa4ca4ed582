import type { MaintenanceRequest } from '@rentfront/shared/maintenance';
import { Eye, Pencil, Send, Trash2 } from '../../ui/icons';
import { IconAction } from '../../ui/IconAction';

export interface RowActionHandlers {
  onView: (r: MaintenanceRequest) => void;
  onEdit: (r: MaintenanceRequest) => void;
  onSend: (r: MaintenanceRequest) => void;
  onDelete: (r: MaintenanceRequest) => void;
}

/** View, edit, send (only while pending, spec §4) and delete, named after the request. */
export function RowActions({ request: r, actions }: { request: MaintenanceRequest; actions: RowActionHandlers }) {
  return (
    <div className="flex items-center gap-0.5 whitespace-nowrap">
      <IconAction size="compact" label={`View ${r.issue_title}`} onClick={() => actions.onView(r)}>
        <Eye aria-hidden className="h-4 w-4" />
      </IconAction>
      <IconAction size="compact" label={`Edit ${r.issue_title}`} onClick={() => actions.onEdit(r)}>
        <Pencil aria-hidden className="h-4 w-4" />
      </IconAction>
      {r.status === 'pending' && (
        <IconAction size="compact" label={`Send ${r.issue_title} to contractor`} onClick={() => actions.onSend(r)}>
          <Send aria-hidden className="h-4 w-4" />
        </IconAction>
      )}
      <IconAction size="compact" label={`Delete ${r.issue_title}`} onClick={() => actions.onDelete(r)} danger>
        <Trash2 aria-hidden className="h-4 w-4" />
      </IconAction>
    </div>
  );
}
