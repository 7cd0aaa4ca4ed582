import type { AuditLogEntry } from '@rentfront/shared/audit-log';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import { DataTable, type DataColumn } from '../../ui/table/DataTable';
import { actionLabel, actorLabel, detailsText, recordLabel } from './auditText';

/** When, Who, Action, Record, Address, Details: one line per entry, newest first (the server's order). */
export function AuditTable({ rows, toolbar }: { rows: AuditLogEntry[]; toolbar: ReactNode }) {
  const columns: DataColumn<AuditLogEntry>[] = [
    { id: 'created_at', header: 'When', cell: (e) => <span className="whitespace-nowrap">{formatDateTime(e.created_at)}</span> },
    {
      id: 'actor',
      header: 'Who',
      cell: (e) => (
        <div className="min-w-36">
          <p className="font-medium text-slate-900">{actorLabel(e.actor)}</p>
          {e.actor && !e.actor.deleted && <p className="break-all text-slate-700">{e.actor.email}</p>}
        </div>
      ),
    },
    { id: 'action', header: 'Action', cell: (e) => <span title={e.action}>{actionLabel(e.action)}</span> },
    {
      id: 'record',
      header: 'Record',
      hideable: true,
      cell: (e) => <span title={e.entity_id ?? undefined}>{recordLabel(e)}</span>,
    },
    { id: 'ip', header: 'Address', hideable: true, cell: (e) => <span className="font-mono text-xs">{e.ip ?? '—'}</span> },
    {
      id: 'details',
      header: 'Details',
      hideable: true,
      cell: (e) => <span className="block max-w-xs break-words text-xs text-slate-700">{detailsText(e.details)}</span>,
    },
  ];
  return <DataTable tableId="audit-log" columns={columns} rows={rows} rowKey={(e) => e.id} caption="Audit log" toolbar={toolbar} />;
}
