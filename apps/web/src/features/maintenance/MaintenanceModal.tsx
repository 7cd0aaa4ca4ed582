import { MAINTENANCE_MESSAGES, type MaintenanceRequest } from '@rentfront/shared/maintenance';
import { Pencil, Send } from '../../ui/icons';
import { useState } from 'react';
import { failureMessage } from '../../api/errors';
import { Button } from '../../ui/Button';
import { FormDialog } from '../../ui/unsaved/FormDialog';
import { ErrorState } from '../../ui/EmptyState';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { MaintenanceForm } from './MaintenanceForm';
import { useMaintenanceDetail } from './queries';
import { RequestDetails } from './RequestDetails';
import { SendForm } from './SendForm';

/** The one modal of the section and its four modes (spec §4). */
export type ModalState = { mode: 'create' } | { mode: 'edit' | 'view' | 'send'; request: MaintenanceRequest };

const TITLES = {
  create: 'New Maintenance Request',
  edit: 'Edit Maintenance Request',
  view: 'Maintenance Request Details',
  send: 'Send to Contractor',
} as const;

const DESCRIPTIONS = {
  create: 'Fields marked * are required.',
  edit: 'Fields marked * are required.',
  view: undefined,
  send: 'The contractor receives every detail of the request by email, with the photos attached and a link to accept the job, propose a date and mark it done.',
} as const;

export interface MaintenanceModalProps {
  state: ModalState;
  onChange: (next: ModalState | null) => void;
}

export function MaintenanceModal({ state, onChange }: MaintenanceModalProps) {
  const [busy, setBusy] = useState(false);
  const row = state.mode === 'create' ? undefined : state.request;
  const detail = useMaintenanceDetail(row);
  const request = detail.data ?? row;
  const close = () => onChange(null);

  let body;
  if (state.mode === 'create') {
    body = <MaintenanceForm onSaved={close} onCancel={close} onBusyChange={setBusy} />;
  } else if (!request) {
    body = (
      <LoadingRegion label="Loading request" className="space-y-3">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </LoadingRegion>
    );
  } else if (detail.isError && state.mode === 'view') {
    body = (
      <ErrorState message={failureMessage(detail.error, MAINTENANCE_MESSAGES.fetchRequestDetailsFailed)} onRetry={() => detail.refetch()} />
    );
  } else if (state.mode === 'edit') {
    // Keyed by id and update time so the form starts from the freshest copy.
    body = (
      <MaintenanceForm
        key={`${request.id}-${request.updated_at}`}
        request={request}
        onSaved={close}
        onCancel={close}
        onBusyChange={setBusy}
      />
    );
  } else if (state.mode === 'send') {
    body =
      request.status === 'pending' ? (
        <SendForm request={request} onSent={close} onCancel={close} onBusyChange={setBusy} />
      ) : (
        <p className="text-sm text-slate-800">{MAINTENANCE_MESSAGES.onlyPendingCanBeSent}.</p>
      );
  } else {
    body = <RequestDetails request={request} />;
  }

  const footer =
    state.mode === 'view' && request ? (
      <>
        <Button variant="outline" onClick={close}>
          Close
        </Button>
        <Button variant="secondary" onClick={() => onChange({ mode: 'edit', request })}>
          <Pencil aria-hidden className="h-4 w-4" /> Edit
        </Button>
        {request.status === 'pending' && (
          <Button onClick={() => onChange({ mode: 'send', request })}>
            <Send aria-hidden className="h-4 w-4" /> Send to Contractor
          </Button>
        )}
      </>
    ) : undefined;

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && close()}
      title={TITLES[state.mode]}
      description={DESCRIPTIONS[state.mode]}
      size={state.mode === 'send' ? 'md' : 'xl'}
      dismissible={!busy}
      readingBody={state.mode === 'view'}
      footer={footer}
    >
      {body}
    </FormDialog>
  );
}
