import { CONTACT_MESSAGES as M, type ContactMessage } from '@rentfront/shared/contacts';
import { deleteContact, listContacts } from '../../../api/contacts';
import { contactKeys } from '../../../api/queryKeys';
import { AdminListView, useAdminList } from '../../../ui/admin-list';
import { ContactDetailsPane } from './ContactDetailsPane';
import { MessageList } from './MessageList';
import { ContactListToolbar } from './ContactListToolbar';
import { CONTACT_DELETE, CONTACT_EMPTY, CONTACT_FILTERS, CONTACT_PAGING, ContactStatCards } from './contactList';
import { ReplyDialog } from './ReplyDialog';
import { useContactActions } from './useContactActions';
import { useContactPane } from './useContactPane';

/** Admin › Contact Messages: counters, search and filters, the message list with paging, and the details pane. */
export default function ContactsSection() {
  const pane = useContactPane();
  const list = useAdminList({
    key: contactKeys.list,
    ...CONTACT_PAGING,
    fetch: listContacts,
    page: (d) => ({ rows: d.contacts, total: d.pagination.total, capped: d.pagination.total_capped }),
    // The pane shows a message of the list: Refresh and every change read it again too.
    related: [contactKeys.detail],
    remove: {
      call: (c: ContactMessage) => deleteContact(c.id),
      messages: { deleted: M.deleted, failed: M.deleteFailed },
      onDeleted: (c) => pane.closeIf(c.id),
    },
  });
  const actions = useContactActions(list);

  return (
    <AdminListView
      list={list}
      className="space-y-6"
      heading={{ text: 'Messages' }}
      header={<ContactStatCards stats={list.data?.stats} />}
      filters={CONTACT_FILTERS}
      filterClassName="sm:grid-cols-[1fr_11rem_9rem_auto]"
      refreshable
      renderRows={(rows) => (
        <>
          <ContactListToolbar list={list} onMarkRead={actions.markRead} marking={actions.marking} />
          <MessageList contacts={rows} openId={pane.openId} onOpen={pane.open} checked={list.selected} onCheckedChange={list.setSelected} />
        </>
      )}
      aside={
        <div ref={pane.ref} className="scroll-mt-4">
          <ContactDetailsPane
            contact={pane.contactIn(list.rows)}
            busy={actions.busy}
            onReply={actions.setReplying}
            onStatus={actions.setStatus}
            onDelete={list.askDelete}
          />
        </div>
      }
      loading={{ label: 'Loading messages', count: 6, itemClassName: 'h-20 w-full' }}
      error={M.loadFailed}
      empty={CONTACT_EMPTY}
      confirmDelete={CONTACT_DELETE}
    >
      <ReplyDialog
        key={actions.replying?.id ?? 'none'}
        contact={actions.replying}
        sending={actions.sending}
        onClose={() => actions.setReplying(null)}
        onSend={actions.sendReply}
      />
    </AdminListView>
  );
}
