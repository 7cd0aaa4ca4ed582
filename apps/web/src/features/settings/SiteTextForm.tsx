import { siteTextUpdateSchema, SITE_TEXT_MAX, type SiteText } from '@rentfront/shared/site-texts';
import { useState, type FormEvent } from 'react';
import { Field } from '../../ui/Field';
import { Textarea } from '../../ui/Input';
import { useDialogForm } from '../../ui/unsaved/FormDialog';
import { FormActions } from '../../ui/FormActions';

export interface SiteTextFormProps {
  text: SiteText;
  busy: boolean;
  serverError?: string;
  onSubmit: (body: string) => void;
  onCancel: () => void;
}

const HINT =
  'Plain text. Leave a blank line between paragraphs; start a line with "- " for a list item. A short line without a period, directly above text, shows as a heading.';

/** The editor of one page text: a plain-text area, checked with the server's own rule. */
export function SiteTextForm({ text, busy, serverError, onSubmit, onCancel }: SiteTextFormProps) {
  const [body, setBody] = useState(text.body);
  const [error, setError] = useState<string | undefined>();
  const { requestClose } = useDialogForm(body !== text.body, { fallbackClose: onCancel });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = siteTextUpdateSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSubmit(parsed.data.body);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={`${text.title} text`} required error={error ?? serverError} hint={HINT}>
        <Textarea
          rows={16}
          maxLength={SITE_TEXT_MAX}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            setError(undefined);
          }}
          className="font-mono text-sm"
        />
      </Field>
      <p className="text-right text-xs text-slate-700">
        {body.length.toLocaleString('en-US')} / {SITE_TEXT_MAX.toLocaleString('en-US')} characters
      </p>
      <FormActions onCancel={requestClose} busy={busy} submitLabel={'Save Changes'} />
    </form>
  );
}
