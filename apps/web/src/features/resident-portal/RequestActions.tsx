import type { ResidentMaintenance } from '@rentfront/shared/residents';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../api/errors';
import { commentOnResidentRequest, confirmResidentRequest } from '../../api/resident';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Textarea } from '../../ui/Input';
import { addPhotos, REQUEST_PHOTO_TYPES } from '../../lib/photoChecks';
import { FailureLine } from '../../ui/FailureLine';

const COMMENT_MAX = 2000;

/** Add a comment or a photo to a request, and "Confirm it's done" once the office marked it done. */
export function RequestActions({ request, onChange }: { request: ResidentMaintenance; onChange: (next: ResidentMaintenance) => void }) {
  const [comment, setComment] = useState('');
  const [photo, setPhoto] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const send = useSubmission((input: { comment: string; photo?: File }) => commentOnResidentRequest(request.id, input), {
    onSuccess: (res) => {
      setComment('');
      setPhoto(undefined);
      setFileKey((k) => k + 1);
      onChange(res.data);
    },
    onError: (err) => setProblem(failureMessage(err, 'Your comment could not be added. Please try again.')),
  });
  const confirm = useSubmission(() => confirmResidentRequest(request.id), {
    onSuccess: (res) => onChange(res.data),
    onError: (err) => setProblem(failureMessage(err, 'We could not save that. Please try again.')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!comment.trim() && !photo) return setProblem('Write a comment or add a photo.');
    send.submit({ comment: comment.trim(), photo });
  };

  return (
    <section aria-labelledby="actions-title" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="actions-title" className="text-lg font-semibold text-slate-900">
        Add to this request
      </h2>
      {request.status === 'completed' && (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-slate-800">The office marked this job done. Is it fixed?</p>
          <Button loading={confirm.pending} onClick={() => confirm.submit(undefined)}>
            Confirm it&apos;s done
          </Button>
        </div>
      )}
      <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-3">
        <Field label="Comment">
          <Textarea name="comment" rows={3} maxLength={COMMENT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />
        </Field>
        <Field label="Photo (optional, 5 MB at most)">
          <input
            key={fileKey}
            type="file"
            name="photo"
            accept={REQUEST_PHOTO_TYPES.join(',')}
            className="text-sm text-slate-800"
            onChange={(e) => {
              const { accepted, problems } = addPhotos([], Array.from(e.target.files ?? []).slice(0, 1));
              setPhoto(accepted[0]);
              setProblem(problems[0] ?? null);
            }}
          />
        </Field>
        <FailureLine message={problem} />
        <Button type="submit" variant="outline" loading={send.pending} className="self-start">
          Add comment
        </Button>
      </form>
    </section>
  );
}
