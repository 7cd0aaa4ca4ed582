import type { ContactMessage } from '@rentfront/shared/contacts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { openContact } from '../../../api/contacts';
import { contactKeys } from '../../../api/queryKeys';

/**
 * The message open in the details pane. Opening one reads it from the server, which marks it
 * read; the list is then read again for its unread marker and counters.
 */
export function useContactPane() {
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const detail = useQuery({
    queryKey: contactKeys.detailOf(openId),
    queryFn: () => openContact(openId!),
    enabled: openId !== null,
  });
  const openedId = detail.data?.data.id;
  useEffect(() => {
    if (openedId) void queryClient.invalidateQueries({ queryKey: contactKeys.list });
  }, [openedId, queryClient]);

  return {
    /** The pane's element, scrolled to on a narrow screen, where it sits below the list. */
    ref,
    openId,
    /** The open message as the server sent it, or its row of the page while it loads. */
    contactIn: (rows: ContactMessage[]) => detail.data?.data ?? rows.find((c) => c.id === openId) ?? null,
    open: (c: ContactMessage) => {
      setOpenId(c.id);
      if (window.matchMedia('(max-width: 1023px)').matches)
        requestAnimationFrame(() => ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    },
    /** After a delete: the pane is emptied if it showed that message. */
    closeIf: (id: string) => setOpenId((current) => (current === id ? null : current)),
  };
}
