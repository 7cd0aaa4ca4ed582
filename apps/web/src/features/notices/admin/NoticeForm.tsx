import { NOTICE_FILE_ACCEPT, NOTICE_MESSAGES, noticeFileTypeLabel, type Notice } from '@rentfront/shared/notices';
import { useQuery } from '@tanstack/react-query';
import { X } from '../../../ui/icons';
import { useRef } from 'react';
import { propertyQueries } from '../../../api/queries/properties';
import { Checkbox, Input, Select, Textarea } from '../../../ui/Input';
import { Field } from '../../../ui/Field';
import { formatFileSize, type NoticeFormErrors, type NoticeFormState } from './noticeForm';
import { UploadProgress } from '../../../ui/UploadProgress';

export interface NoticeFormProps {
  id: string;
  values: NoticeFormState;
  errors: NoticeFormErrors;
  current: Notice | null;
  progress: number | null;
  onChange: (patch: Partial<NoticeFormState>) => void;
  onSubmit: () => void;
}

/** Everyone, or one of the office's homes (ADR 0038); a notice's own home shows by name when beyond the first 100. */
function useAudienceOptions(current: Notice | null) {
  const homes = useQuery(propertyQueries.choices());
  const options = (homes.data ?? []).map((p) => ({ value: p.id, label: `${p.title} (${p.city}, ${p.state})` }));
  if (current?.property_id && !options.some((o) => o.value === current.property_id)) {
    options.push({ value: current.property_id, label: current.property_title ?? 'Linked property' });
  }
  return { options, homes };
}

/** Title, description, who it is for, active switch and the attachment, for both create and edit. */
export function NoticeForm({ id, values, errors, current, progress, onChange, onSubmit }: NoticeFormProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { options, homes } = useAudienceOptions(current);
  const clearFile = () => {
    onChange({ file: null });
    if (fileInput.current) fileInput.current.value = '';
  };
  return (
    <form
      id={id}
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Field label="Title" required error={errors.title}>
        <Input value={values.title} maxLength={200} onChange={(e) => onChange({ title: e.target.value })} />
      </Field>
      <Field label="Description" error={errors.description}>
        <Textarea rows={5} value={values.description} onChange={(e) => onChange({ description: e.target.value })} />
      </Field>
      <Field
        label="Who sees it"
        error={errors.property_id}
        hint={
          homes.isError
            ? 'The homes could not be loaded; the notice stays for everyone.'
            : 'A notice for one home is shown only to its residents, in their portal, never on the public Notices page.'
        }
      >
        <Select
          options={options}
          placeholder={NOTICE_MESSAGES.forEveryone}
          value={values.property_id}
          onChange={(e) => onChange({ property_id: e.target.value })}
        />
      </Field>
      <Checkbox
        label={values.property_id ? 'Active (visible to the residents of that home)' : 'Active (visible on the public Notices page)'}
        checked={values.is_active}
        onChange={(e) => onChange({ is_active: e.target.checked })}
      />

      {current?.has_file && !values.file && (
        <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
          <p className="text-slate-900">
            Current file: <span className="break-all font-medium">{current.original_filename}</span>{' '}
            <span className="text-slate-700">({noticeFileTypeLabel(current.file_type)})</span>
          </p>
          <Checkbox
            className="mt-2"
            label="Remove the current file"
            checked={values.remove_file}
            onChange={(e) => onChange({ remove_file: e.target.checked })}
          />
        </div>
      )}

      <Field
        label={current?.has_file ? 'Replace file' : 'Attachment'}
        hint="PDF, DOC, DOCX, JPG, PNG, GIF or WEBP, less than 10MB"
        error={errors.notice_file}
      >
        <Input
          ref={fileInput}
          type="file"
          accept={NOTICE_FILE_ACCEPT}
          className="py-1.5"
          onChange={(e) => onChange({ file: e.target.files?.[0] ?? null, remove_file: false })}
        />
      </Field>
      {values.file && (
        <div className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm">
          <span className="break-all text-slate-900">
            {values.file.name} <span className="text-slate-700">({formatFileSize(values.file.size)})</span>
          </span>
          <button
            type="button"
            onClick={clearFile}
            className="rounded p-1 text-slate-700 hover:bg-slate-100"
            aria-label="Remove selected file"
          >
            <X aria-hidden className="h-4 w-4" />
          </button>
        </div>
      )}
      {progress !== null && <UploadProgress fraction={progress} />}
    </form>
  );
}
