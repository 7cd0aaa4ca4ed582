import type { ContactMessage, ContactStatus } from '@rentfront/shared/contacts';
import { CheckCheck, ExternalLink, Home, Inbox, MailCheck, Reply, Trash2 } from '../../../ui/icons';
import { formatDateTime } from '../../../lib/format';
import { ContactLinks } from '../../../ui/ContactLinks';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { ContactStatusBadge } from './StatusBadge';

export interface ContactDetailsPaneProps {
  /** The open message; none yet asks to choose one. */
  contact: ContactMessage | null;
  busy: boolean;
  onReply: (c: ContactMessage) => void;
  onStatus: (c: ContactMessage, next: ContactStatus) => void;
  onDelete: (c: ContactMessage) => void;
}

/** The right pane: the whole message, any reply, and the actions its status allows. */
export function ContactDetailsPane({ contact, busy, onReply, onStatus, onDelete }: ContactDetailsPaneProps) {
  if (!contact) {
    return (
      <EmptyState
        title="Select a message"
        message="Choose a message from the list to read it and reply."
        icon={<Inbox aria-hidden className="h-10 w-10 text-slate-500" />}
      />
    );
  }
  const status = contact.status;
  return (
    <article className="space-y-5 rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="contact-detail-name">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id="contact-detail-name" className="break-words text-lg font-semibold text-slate-900">
            {contact.full_name}
          </h3>
          <p className="text-sm text-slate-700">Received {formatDateTime(contact.created_at)}</p>
        </div>
        <ContactStatusBadge status={status} />
      </header>
      <ul className="space-y-2 text-sm">
        <ContactLinks
          email={contact.email}
          phone={contact.phone}
          itemClassName="flex items-center gap-2"
          iconClassName="h-4 w-4 text-slate-700"
          linkClassName="text-brand-700 hover:underline"
          breakEmail
        />
        {contact.property && (
          <li className="flex items-center gap-2">
            <Home aria-hidden className="h-4 w-4 text-slate-700" />
            <span className="sr-only">About the property: </span>
            <a
              href={`/properties/${encodeURIComponent(contact.property.id)}`}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 text-brand-700 hover:underline"
            >
              {contact.property.title}
              <ExternalLink aria-hidden className="h-3.5 w-3.5" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        )}
      </ul>
      <section aria-label="Message">
        <h4 className="text-sm font-semibold text-slate-800">Message</h4>
        <p className="mt-1 whitespace-pre-line break-words text-slate-900">{contact.message}</p>
      </section>
      {contact.admin_reply && (
        <section aria-label="Your reply" className="rounded-md border border-blue-200 bg-blue-50 p-3">
          <h4 className="text-sm font-semibold text-blue-900">
            Reply sent {contact.admin_reply_date ? formatDateTime(contact.admin_reply_date) : ''}
          </h4>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-900">{contact.admin_reply}</p>
        </section>
      )}
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        <Button size="sm" onClick={() => onReply(contact)} disabled={busy}>
          <Reply aria-hidden className="h-4 w-4" /> Reply
        </Button>
        {/* Mark Replied only while pending; Mark Resolved whenever not resolved (admin spec §4). */}
        {status === 'pending' && (
          <Button size="sm" variant="outline" onClick={() => onStatus(contact, 'replied')} disabled={busy}>
            <MailCheck aria-hidden className="h-4 w-4" /> Mark Replied
          </Button>
        )}
        {status !== 'resolved' && (
          <Button size="sm" variant="outline" onClick={() => onStatus(contact, 'resolved')} disabled={busy}>
            <CheckCheck aria-hidden className="h-4 w-4" /> Mark Resolved
          </Button>
        )}
        <Button size="sm" variant="danger" onClick={() => onDelete(contact)} disabled={busy}>
          <Trash2 aria-hidden className="h-4 w-4" /> Delete
        </Button>
      </div>
    </article>
  );
}
