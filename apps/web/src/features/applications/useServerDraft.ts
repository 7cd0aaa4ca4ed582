// The application's copy on the server (issue 34 item 3; ADR 0044): started once step 2 gives a
// valid e-mail, then saved at every step change, so the applicant can continue on any device
// from the e-mailed link. Saves run one at a time and in order; a failed one is tried again at
// the next step, and the tab's own draft (draft.ts) keeps the answers meanwhile.
import type { DraftSaveInput } from '@rentfront/shared/application-drafts';
import { EMAIL_PATTERN } from '@rentfront/shared/validation';
import { useCallback, useRef, useState } from 'react';
import type { ApplicationFormValues } from './formValues';

const api = () => import('../../api/applicationDrafts');

export type ServerSaveState = 'none' | 'saving' | 'saved' | 'failed';

export interface ServerProgress {
  step: number;
  completed: number[];
  values: ApplicationFormValues;
}

export interface ServerDraft {
  /** The link's token once there is a copy on the server. */
  token: () => string | null;
  state: ServerSaveState;
  /** The "continue your application" e-mail went out in this visit. */
  linkSent: boolean;
  save: (progress: ServerProgress) => void;
}

export function useServerDraft(propertyId: string, initialToken: string | null, onToken: (token: string) => void): ServerDraft {
  const tokenRef = useRef(initialToken);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [state, setState] = useState<ServerSaveState>(initialToken ? 'saved' : 'none');
  const [linkSent, setLinkSent] = useState(false);

  const save = useCallback(
    (progress: ServerProgress) => {
      queue.current = queue.current.then(async () => {
        const email = progress.values.personal_information.email.trim();
        // Before the e-mail is known there is no one to send the link to: the tab's draft is all.
        if (!tokenRef.current && !EMAIL_PATTERN.test(email)) return;
        setState('saving');
        try {
          const calls = await api();
          if (!tokenRef.current) {
            const created = await calls.createDraft(propertyId, email);
            tokenRef.current = created.data.draft_token;
            onToken(created.data.draft_token);
            setLinkSent(true);
          }
          const body: DraftSaveInput = {
            step: progress.step,
            completed: progress.completed,
            values: progress.values as unknown as DraftSaveInput['values'],
          };
          await calls.saveDraft(tokenRef.current, body);
          setState('saved');
        } catch {
          setState('failed');
        }
      });
    },
    [propertyId, onToken],
  );

  return { token: useCallback(() => tokenRef.current, []), state, linkSent, save };
}
