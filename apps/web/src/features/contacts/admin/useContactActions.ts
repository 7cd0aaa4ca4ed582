import { CONTACT_MESSAGES as M, type ContactMessage, type ContactStatus } from '@rentfront/shared/contacts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { markContactsRead, replyToContact, updateContactStatus } from '../../../api/contacts';
import { failureMessage } from '../../../api/errors';
import { toast } from '../../../ui/toast';
import type { ContactListState } from './contactList';

/** Mark Replied / Mark Resolved, the reply modal's send, and Mark as read of the selection; each reads the list again. */
export function useContactActions(list: ContactListState) {
  const [replying, setReplying] = useState<ContactMessage | null>(null);
  const settled = () => void list.refresh();

  const status = useMutation({
    mutationFn: ({ id, next }: { id: string; next: ContactStatus }) => updateContactStatus(id, next),
    onSuccess: () => toast.success(M.statusUpdated),
    onError: (err) => toast.error(failureMessage(err, M.statusFailed)),
    onSettled: settled,
  });
  const reply = useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => replyToContact(id, message),
    onSuccess: () => {
      toast.success(M.replySent);
      setReplying(null);
    },
    onError: (err) => toast.error(failureMessage(err, M.replyFailed)),
    onSettled: settled,
  });
  const markRead = useMutation({
    mutationFn: (ids: string[]) => markContactsRead(ids),
    onSuccess: (res) => {
      toast.success(res.message || M.markedRead);
      list.setSelected([]);
    },
    onError: (err) => toast.error(failureMessage(err, M.statusFailed)),
    onSettled: settled,
  });

  return {
    setStatus: (c: ContactMessage, next: ContactStatus) => status.mutate({ id: c.id, next }),
    replying,
    setReplying,
    sendReply: (message: string) => replying && reply.mutate({ id: replying.id, message }),
    sending: reply.isPending,
    markRead: () => markRead.mutate(list.selected),
    marking: markRead.isPending,
    /** A change of the open message is under way (its pane's buttons wait). */
    busy: status.isPending || reply.isPending || list.deleteBusy,
  };
}
