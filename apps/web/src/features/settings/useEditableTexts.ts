import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, failureMessage } from '../../api/errors';
import { toast } from '../../ui/toast';

type Answer = { message?: string | null };

export interface EditableTextsOptions<T, I> {
  key: QueryKey;
  fetch: () => Promise<{ data: T[] }>;
  save: (item: T, input: I) => Promise<Answer>;
  reset: (item: T) => Promise<Answer>;
  /** The toasts when the server gives no message of its own. */
  messages: { saved: string; saveFailed: string; reset: string; resetFailed: string };
}

/**
 * The texts of a Settings card and what the office does with them: open one in the editor,
 * save it (the server's field errors go back to the form), or put it back to the default after
 * a confirmation. Either reads the list again.
 */
export function useEditableTexts<T, I>({ key, fetch, save, reset, messages }: EditableTextsOptions<T, I>) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: key, queryFn: fetch });
  const [editing, setEditing] = useState<T | null>(null);
  const [resetting, setResetting] = useState<T | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const saving = useMutation({
    mutationFn: ({ item, input }: { item: T; input: I }) => save(item, input),
    onSuccess: (res) => {
      toast.success(res.message ?? messages.saved);
      setEditing(null);
      void refresh();
    },
    onError: (err) => {
      toast.error(failureMessage(err, messages.saveFailed));
      if (err instanceof ApiError) setServerErrors(err.errors);
    },
  });
  const resettingCall = useMutation({
    mutationFn: reset,
    onSuccess: (res) => {
      toast.success(res.message ?? messages.reset);
      setResetting(null);
      void refresh();
    },
    onError: (err) => toast.error(failureMessage(err, messages.resetFailed)),
  });

  return {
    list,
    items: list.data?.data ?? [],
    editing,
    edit: (item: T) => {
      setServerErrors(undefined);
      setEditing(item);
    },
    closeEditor: () => setEditing(null),
    submit: (input: I) => editing !== null && saving.mutate({ item: editing, input }),
    saving: saving.isPending,
    serverErrors,
    resetting,
    askReset: setResetting,
    cancelReset: () => setResetting(null),
    confirmReset: () => resetting !== null && resettingCall.mutate(resetting),
    resettingBusy: resettingCall.isPending,
  };
}

export type EditableTexts<T, I> = ReturnType<typeof useEditableTexts<T, I>>;
