import { siteTextUpdateSchema, SITE_TEXT_MAX, type SiteText } from '@rentfront/shared/site-texts';
import { useState, type FormEvent } from 'react';
import { Field } from '../../ui/Field';
import { Textarea } from '../../ui/Input';
import { useDialogForm } from '../../ui/unsaved/FormDialog';
import { CharacterCount } from '../../ui/CharacterCount';
import { FormActions } from '../../ui/FormActions';
import type { EditableTextFormProps } from './EditableTextsCard';

const HINT =
  'Plain text. Leave a blank line between paragraphs; start a line with "- " for a list item. A short line without a period, directly above text, shows as a heading.';

/** The editor of one page text: a plain-text area, checked with the server's own rule. */
export function SiteTextForm({ item: text, busy, serverErrors, onSubmit, onCancel }: EditableTextFormProps<SiteText, string>) {
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
      <Field label={`${text.title} text`} required error={error ?? serverErrors?.body} hint={HINT}>
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
      <CharacterCount length={body.length} max={SITE_TEXT_MAX} />
      <FormActions onCancel={requestClose} busy={busy} submitLabel={'Save Changes'} />
    </form>
  );
}
