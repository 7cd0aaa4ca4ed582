import { imageVariant, PROPERTY_IMAGES_MAX } from '@rentfront/shared/properties-core';
import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2 } from '../../../ui/icons';
import { useEffect, useId, useRef } from 'react';
import { Badge } from '../../../ui/Badge';
import { IconAction } from '../../../ui/IconAction';
import { checkNewFiles, moveItem, type ImageItem } from './propertyForm';

export interface ImagesFieldProps {
  items: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
}

let keySeq = 0;

/**
 * The property's pictures in order; the first is the cover. Several files can be picked at
 * once (previewed before upload); each picture can move earlier or later, become the cover, or
 * be removed.
 */
export function ImagesField({ items, onChange, error, onError, disabled }: ImagesFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const previews = useRef(new Set<string>());

  // Object URLs of previews are released when the field goes away.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const add = (list: FileList | null) => {
    const { accepted, error: problem } = checkNewFiles(Array.from(list ?? []), items.length);
    onError(problem);
    if (!accepted.length) return;
    const added: ImageItem[] = accepted.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { kind: 'new', key: `new-${++keySeq}`, file, preview };
    });
    onChange([...items, ...added]);
  };

  const remove = (index: number) => {
    const item = items[index];
    if (item.kind === 'new') {
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
    onError(undefined);
    onChange(items.filter((_, i) => i !== index));
  };

  const name = (item: ImageItem, i: number) => (item.kind === 'new' ? item.file.name : `image ${i + 1}`);

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Images{' '}
        <span className="font-normal text-slate-700">
          ({items.length} of {PROPERTY_IMAGES_MAX}; the first is the cover)
        </span>
      </legend>
      {items.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {items.map((item, i) => (
            <li key={item.key} className="flex flex-col overflow-hidden rounded-md border border-slate-200 bg-white">
              <div className="relative aspect-[3/2] bg-slate-100">
                <img
                  src={item.kind === 'new' ? item.preview : imageVariant(item.url, 400)}
                  alt={`${i === 0 ? 'Cover, ' : ''}${name(item, i)}`}
                  className="h-full w-full object-cover"
                  width={400}
                  height={267}
                />
                {i === 0 && (
                  <Badge tone="blue" className="absolute left-1 top-1">
                    Cover
                  </Badge>
                )}
                {item.kind === 'new' && (
                  <Badge tone="green" className="absolute right-1 top-1">
                    New
                  </Badge>
                )}
              </div>
              <div className="flex items-center justify-between gap-1 p-1">
                <div className="flex">
                  <IconAction
                    size="compact"
                    label={`Move ${name(item, i)} earlier`}
                    disabled={disabled || i === 0}
                    onClick={() => onChange(moveItem(items, i, i - 1))}
                  >
                    <ArrowLeft aria-hidden className="h-4 w-4" />
                  </IconAction>
                  <IconAction
                    size="compact"
                    label={`Move ${name(item, i)} later`}
                    disabled={disabled || i === items.length - 1}
                    onClick={() => onChange(moveItem(items, i, i + 1))}
                  >
                    <ArrowRight aria-hidden className="h-4 w-4" />
                  </IconAction>
                  <IconAction
                    size="compact"
                    label={`Make ${name(item, i)} the cover`}
                    disabled={disabled || i === 0}
                    onClick={() => onChange(moveItem(items, i, 0))}
                  >
                    <Star aria-hidden className="h-4 w-4" />
                  </IconAction>
                </div>
                <IconAction size="compact" label={`Remove ${name(item, i)}`} disabled={disabled} onClick={() => remove(i)} danger>
                  <Trash2 aria-hidden className="h-4 w-4" />
                </IconAction>
              </div>
            </li>
          ))}
        </ol>
      )}
      <label
        htmlFor={inputId}
        className="flex cursor-pointer items-center justify-center gap-2 rounded-md border-2 border-dashed border-slate-300 px-4 py-5 text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600"
      >
        <ImagePlus aria-hidden className="h-5 w-5" /> Add images (JPG, PNG, WebP, GIF; up to 10MB each)
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled || items.length >= PROPERTY_IMAGES_MAX}
          className="sr-only"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
