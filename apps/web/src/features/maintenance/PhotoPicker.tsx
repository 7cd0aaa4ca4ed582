import { MAINTENANCE_MAX_PHOTOS, type MaintenancePhoto } from '@rentfront/shared/maintenance';
import { ImagePlus, X } from '../../ui/icons';
import { useEffect, useId, useMemo, useState } from 'react';
import { checkNewPhotos } from './photoRules';

export interface PhotoPickerProps {
  /** Photos the request already has and keeps (edit mode). */
  existing?: MaintenancePhoto[];
  onRemoveExisting?: (id: string) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  disabled?: boolean;
  /** A message from the server about the photos (e.g. a file it refused). */
  serverError?: string;
}

/** Picks up to 10 photos (5 MB each) with previews; refuses the rest with the spec's messages. */
export function PhotoPicker({ existing = [], onRemoveExisting, files, onFilesChange, disabled, serverError }: PhotoPickerProps) {
  const inputId = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  const total = existing.length + files.length;
  const messages = serverError ? [...errors, serverError] : errors;

  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">Photos</legend>
      <p id={`${inputId}-hint`} className="text-xs text-slate-600">
        Up to {MAINTENANCE_MAX_PHOTOS} images, 5MB each. {total} of {MAINTENANCE_MAX_PHOTOS} chosen.
      </p>
      {(existing.length > 0 || previews.length > 0) && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {existing.map((photo, i) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.thumbnail_url}
                alt={`Photo ${i + 1}: ${photo.filename}`}
                className="aspect-square w-full rounded-md object-cover"
              />
              {onRemoveExisting && <RemoveButton label={`Remove photo ${photo.filename}`} onClick={() => onRemoveExisting(photo.id)} />}
            </li>
          ))}
          {previews.map(({ file, url }, i) => (
            <li key={url} className="relative">
              <img src={url} alt={`New photo: ${file.name}`} className="aspect-square w-full rounded-md object-cover" />
              <RemoveButton label={`Remove photo ${file.name}`} onClick={() => onFilesChange(files.filter((_, n) => n !== i))} />
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        className="peer sr-only"
        aria-describedby={`${inputId}-hint${messages.length ? ` ${inputId}-errors` : ''}`}
        disabled={disabled || total >= MAINTENANCE_MAX_PHOTOS}
        onChange={(e) => {
          const incoming = Array.from(e.target.files ?? []);
          // Reset so choosing the same file again still fires a change.
          e.target.value = '';
          if (incoming.length === 0) return;
          const check = checkNewPhotos(total, incoming);
          setErrors(check.errors);
          if (check.accepted.length) onFilesChange([...files, ...check.accepted]);
        }}
      />
      <label
        htmlFor={inputId}
        className={`flex w-fit items-center gap-2 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-medium text-slate-900 ${total >= MAINTENANCE_MAX_PHOTOS || disabled ? 'opacity-60' : 'cursor-pointer hover:bg-slate-50'} peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700`}
      >
        <ImagePlus aria-hidden className="h-4 w-4" /> Add photos
      </label>
      {messages.length > 0 && (
        <ul id={`${inputId}-errors`} role="alert" className="text-sm text-red-700">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="absolute right-1 top-1 rounded-full bg-slate-900/80 p-1 text-white hover:bg-slate-900"
    >
      <X aria-hidden className="h-3.5 w-3.5" />
    </button>
  );
}
