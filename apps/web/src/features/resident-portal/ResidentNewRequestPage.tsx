import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage, toApiFailure } from '../../api/errors';
import { createResidentRequest, type ResidentRequestInput } from '../../api/resident';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input, Select, Textarea } from '../../ui/Input';
import { UploadProgress } from '../../ui/UploadProgress';
import { PhotoPicker } from '../../ui/photos/PhotoPicker';
import { PortalFrame } from './PortalFrame';
import { CATEGORY_LABELS, PORTAL_TEXTS } from './portalTexts';
import { checkRequest, EMPTY_REQUEST, REQUEST_LIMITS, type RequestDraft, type RequestErrors } from './requestForm';
import { FailureLine } from '../../ui/FailureLine';

const CATEGORY_OPTIONS = Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label }));
const ENTRY_OPTIONS = [
  { value: 'yes', label: 'Yes, you may enter if I am not home' },
  { value: 'no', label: 'No, only when I am home' },
];

/** /resident/maintenance/new: category, description, entry permission, best times, up to 6 photos. */
export default function ResidentNewRequestPage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<RequestDraft>(EMPTY_REQUEST);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<RequestErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const send = useSubmission((input: ResidentRequestInput) => createResidentRequest(input, setProgress), {
    onSuccess: (res) => void navigate(`/resident/maintenance/${encodeURIComponent(res.data.id)}`, { state: { created: true } }),
    onError: (err) => {
      setProgress(null);
      setErrors((toApiFailure(err).errors ?? {}) as RequestErrors);
      setFailure(failureMessage(err, PORTAL_TEXTS.requestFailed));
    },
  });

  const set = (key: keyof RequestDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = checkRequest(draft, photos);
    if ('errors' in result) return setErrors(result.errors);
    send.submit(result.input);
  };

  return (
    <PortalFrame
      title="Request maintenance"
      intro="Tell us what needs fixing. For a gas leak, fire or flooding, call 911 or the office first."
    >
      <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <Field label="What is it about?" required error={errors.category}>
          <Select
            name="category"
            value={draft.category}
            options={CATEGORY_OPTIONS}
            placeholder="Choose…"
            onChange={(e) => set('category')(e.target.value)}
          />
        </Field>
        <Field label="Describe the problem" required error={errors.description}>
          <Textarea
            name="description"
            rows={5}
            maxLength={REQUEST_LIMITS.description}
            value={draft.description}
            onChange={(e) => set('description')(e.target.value)}
          />
        </Field>
        <Field label="May the team enter when you are not home?" required error={errors.entry_permission}>
          <Select
            name="entry_permission"
            value={draft.entry_permission}
            options={ENTRY_OPTIONS}
            placeholder="Choose…"
            onChange={(e) => set('entry_permission')(e.target.value)}
          />
        </Field>
        <Field label="Best times to come" error={errors.best_times} hint="For example: weekdays after 5 pm.">
          <Input
            name="best_times"
            maxLength={REQUEST_LIMITS.best_times}
            value={draft.best_times}
            onChange={(e) => set('best_times')(e.target.value)}
          />
        </Field>
        <PhotoPicker photos={photos} onChange={setPhotos} />
        {progress !== null && <UploadProgress fraction={progress} />}
        <FailureLine message={failure} />
        <Button type="submit" size="lg" loading={send.pending} className="self-start">
          Send request
        </Button>
      </form>
    </PortalFrame>
  );
}
