import { CONTACT_MESSAGES } from '@rentfront/shared/contacts-core';
import type { ContactFormInput, ContactFormValues } from '@rentfront/shared/contacts';
import { CheckCircle2, Send } from '../../ui/icons';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiError, failureMessage } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Textarea } from '../../ui/Input';
import { toast } from '../../ui/toast';
import { PersonFields } from './PersonFields';

const EMPTY: ContactFormValues = { full_name: '', email: '', phone: '', message: '' };
const FIELDS = ['full_name', 'email', 'phone', 'message'] as const;

// The schema (and zod) and the API client load when the visitor starts on the form, not with the
// page: the page's first JavaScript stays within its budget (issue 17).
const loadResolver = () => import('./contactValidation').then((m) => m.contactResolver);
const lazyResolver: Resolver<ContactFormValues, unknown, ContactFormInput> = async (values, context, options) =>
  (await loadResolver())(values, context, options);
const send = (values: ContactFormInput) => import('../../api/contacts').then((m) => m.sendContactMessage(values));

export interface ContactFormProps {
  /** The home the message is about (sent along, so the office knows which one). */
  propertyId?: string;
  /** The message the form starts with, which the visitor may edit (issue 18). */
  initialMessage?: string;
}

/** The public contact form: the shared schema validates (and trims) before anything is sent. */
export function ContactForm({ propertyId, initialMessage = '' }: ContactFormProps) {
  const [sent, setSent] = useState(false);
  const initial: ContactFormValues = { ...EMPTY, message: initialMessage };
  const { register, handleSubmit, formState, reset, setError } = useForm<ContactFormValues, unknown, ContactFormInput>({
    resolver: lazyResolver,
    defaultValues: initial,
  });

  const onSubmit = async (values: ContactFormInput) => {
    try {
      const res = await send(propertyId ? { ...values, property_id: propertyId } : values);
      toast.success(res.message || CONTACT_MESSAGES.sent);
      // Sent: an empty message, so the same words are not sent twice by mistake.
      reset(EMPTY);
      setSent(true);
    } catch (err) {
      toast.error(failureMessage(err, CONTACT_MESSAGES.sendFailed));
      if (err instanceof ApiError && err.errors) {
        for (const field of FIELDS) if (err.errors[field]) setError(field, { message: err.errors[field] });
      }
    }
  };

  const { errors, isSubmitting } = formState;
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      onChange={() => sent && setSent(false)}
      onFocus={() => void loadResolver()}
      noValidate
      className="grid gap-4"
    >
      {sent && (
        <div role="status" className="flex items-start gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {CONTACT_MESSAGES.sentDetail}
        </div>
      )}
      <PersonFields register={register} errors={errors} />
      <Field label="Message" required error={errors.message?.message}>
        {/* The starting message is in the server's HTML too, not only set once the form hydrates. */}
        <Textarea rows={6} maxLength={5000} defaultValue={initial.message} {...register('message')} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={isSubmitting}>
          {!isSubmitting && <Send aria-hidden className="h-4 w-4" />} Send Message
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            reset(initial);
            setSent(false);
          }}
          disabled={isSubmitting}
        >
          Reset
        </Button>
      </div>
    </form>
  );
}
