import { useId, useState } from 'react';
import { Button } from '../Button';
import { addPhotos, REQUEST_MAX_PHOTOS, REQUEST_PHOTO_TYPES } from '../../lib/photoChecks';

/** Up to six photos, checked as they are picked; each can be taken off again. */
export function PhotoPicker({ photos, onChange }: { photos: File[]; onChange: (photos: File[]) => void }) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Photos (up to {REQUEST_MAX_PHOTOS}, 5 MB each)
      </label>
      <input
        id={id}
        type="file"
        name="photos"
        multiple
        accept={REQUEST_PHOTO_TYPES.join(',')}
        disabled={photos.length >= REQUEST_MAX_PHOTOS}
        className="text-sm text-slate-800 file:mr-3 file:rounded file:border file:border-slate-400 file:bg-white file:px-3 file:py-2"
        onChange={(e) => {
          const result = addPhotos(photos, Array.from(e.target.files ?? []));
          setProblems(result.problems);
          onChange(result.accepted);
          e.target.value = '';
        }}
      />
      {problems.length > 0 && (
        <ul role="alert" className="text-sm text-red-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label="Photos to send">
          {photos.map((photo, i) => (
            <li
              key={`${photo.name}-${i}`}
              className="flex items-center justify-between gap-2 rounded border border-slate-200 px-3 py-1 text-sm"
            >
              <span className="truncate text-slate-800">{photo.name}</span>
              <Button variant="ghost" size="sm" onClick={() => onChange(photos.filter((_, j) => j !== i))}>
                Remove<span className="sr-only"> {photo.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
