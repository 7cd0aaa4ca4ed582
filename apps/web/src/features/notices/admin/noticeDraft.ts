import { createDraftStore, pickFields } from '../../../ui/unsaved/draftStore';
import type { NoticeFormState } from './noticeForm';

/** A notice draft: its texts, the active switch and who it is for. The attachment is a file and is never kept. */
export const noticeDrafts = createDraftStore<NoticeFormState>({
  form: 'notice',
  pick: pickFields<NoticeFormState>(['title', 'description', 'is_active', 'property_id'], { is_active: 'boolean' }),
});
