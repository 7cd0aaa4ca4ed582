import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { PROPERTY_IMAGES_MAX } from '@rentfront/shared/properties-core';
import { ImagePlus } from '../../../ui/icons';
import { useEffect, useId, useMemo, useRef } from 'react';
import { PhotoTile } from './PhotoTile';
import { PHOTO_DRAG_INSTRUCTIONS, photoAnnouncements } from './photoOrder';
import { checkNewFiles, moveItem, newImageBytes, type ImageItem } from './propertyForm';

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
 * be removed, and be dragged to its place (mouse, touch, or the keyboard on its drag handle).
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
    const { accepted, error: problem } = checkNewFiles(Array.from(list ?? []), items.length, newImageBytes(items));
    onError(problem);
    if (!accepted.length) return;
    const added: ImageItem[] = accepted.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { kind: 'new', key: `new-${++keySeq}`, file, preview, caption: '' };
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

  // Drag and drop (dnd-kit): a small move starts a pointer drag, so the buttons still click; the
  // drag handle is keyboard sortable too, and every step is announced by name and position.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = useMemo(() => items.map((item) => item.key), [items]);
  const names = new Map(items.map((item, i) => [item.key, name(item, i)]));
  const announcements = photoAnnouncements(keys, (key) => names.get(key) ?? 'photo');

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Images{' '}
        <span className="font-normal text-slate-700">
          ({items.length} of {PROPERTY_IMAGES_MAX}; the first is the cover)
        </span>
      </legend>
      {items.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={({ active, over }) => {
            const from = keys.indexOf(String(active.id));
            const to = over ? keys.indexOf(String(over.id)) : -1;
            if (from >= 0 && to >= 0 && from !== to) onChange(moveItem(items, from, to));
          }}
          accessibility={{ announcements, screenReaderInstructions: PHOTO_DRAG_INSTRUCTIONS }}
        >
          <SortableContext items={keys} strategy={rectSortingStrategy}>
            <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
              {items.map((item, i) => (
                <PhotoTile
                  key={item.key}
                  item={item}
                  index={i}
                  count={items.length}
                  name={name(item, i)}
                  disabled={disabled}
                  onMove={(to) => onChange(moveItem(items, i, to))}
                  onRemove={() => remove(i)}
                  onCaption={(caption) => onChange(items.map((it, j) => (j === i ? { ...it, caption } : it)))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
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
