import { checkNoticeFile, noticeFormSchema, type Notice } from '@rentfront/shared/notices';

export interface NoticeFormState {
  title: string;
  description: string;
  is_active: boolean;
  /** '' for everyone, else one property's id. */
  property_id: string;
  file: File | null;
  /** Edit mode: drop the current attachment. */
  remove_file: boolean;
}

export type NoticeFormErrors = Partial<Record<'title' | 'description' | 'property_id' | 'notice_file', string>>;

export function initialNoticeForm(notice?: Notice | null): NoticeFormState {
  return {
    title: notice?.title ?? '',
    description: notice?.description ?? '',
    is_active: notice?.is_active ?? true,
    property_id: notice?.property_id ?? '',
    file: null,
    remove_file: false,
  };
}

/** The spec's title and file rules, with the same messages the server gives. */
export function validateNoticeForm(values: NoticeFormState): NoticeFormErrors {
  const errors: NoticeFormErrors = {};
  const parsed = noticeFormSchema.safeParse({ title: values.title, description: values.description, is_active: values.is_active });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as 'title' | 'description';
      if (!errors[key]) errors[key] = issue.message;
    }
  }
  if (values.file) {
    const problem = checkNoticeFile(values.file);
    if (problem) errors.notice_file = problem;
  }
  return errors;
}

/** Server field errors (400/413/415) mapped onto the form's fields. */
export function serverNoticeErrors(errors: Record<string, string> | undefined): NoticeFormErrors {
  if (!errors) return {};
  const out: NoticeFormErrors = {};
  for (const key of ['title', 'description', 'property_id', 'notice_file'] as const) if (errors[key]) out[key] = errors[key];
  return out;
}

/** Human file size: 512 B, 14 KB, 2.4 MB. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
