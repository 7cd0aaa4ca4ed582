import { createDraftStore, pickFields } from '../../../ui/unsaved/draftStore';
import type { NoticeFormState } from './noticeForm';

/** A notice draft: its texts and the active switch. The attachment is a file and is never kept. */
export const noticeDrafts = createDraftStore<NoticeFormState>({
  form: 'notice',
  pick: pickFields<NoticeFormState>(['title', 'description', 'is_active'], { is_active: 'boolean' }),
});
