import { useSortable } from '@dnd-kit/sortable';
import { imageVariant } from '@rentfront/shared/properties-core';
import { ArrowLeft, ArrowRight, GripVertical, Star, Trash2 } from '../../../ui/icons';
import { Badge } from '../../../ui/Badge';
import { cn } from '../../../ui/cn';
import { IconAction } from '../../../ui/IconAction';
import { IMAGE_CAPTION_MAX } from '@rentfront/shared/properties-core';
import type { ImageItem } from './propertyForm';

export interface PhotoTileProps {
  item: ImageItem;
  index: number;
  count: number;
  name: string;
  disabled?: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
  onCaption: (caption: string) => void;
}

/** One picture of the property form: a drag handle, the preview, and its move / cover / remove buttons. */
export function PhotoTile({ item, index, count, name, disabled, onMove, onRemove, onCaption }: PhotoTileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key,
    disabled,
  });
  const style = {
    transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
  };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn(
        'relative flex flex-col overflow-hidden rounded-md border border-slate-200 bg-white',
        isDragging && 'z-10 shadow-lg ring-2 ring-brand-600',
      )}
    >
      <div className="relative aspect-[3/2] bg-slate-100">
        <img
          src={item.kind === 'new' ? item.preview : imageVariant(item.url, 400)}
          alt={`${index === 0 ? 'Cover, ' : ''}${name}`}
          className="h-full w-full object-cover"
          width={400}
          height={267}
          draggable={false}
        />
        {index === 0 && (
          <Badge tone="blue" className="absolute left-1 top-10">
            Cover
          </Badge>
        )}
        {item.kind === 'new' && (
          <Badge tone="green" className="absolute right-1 top-1">
            New
          </Badge>
        )}
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name} to reorder`}
          title="Drag to reorder"
          disabled={disabled}
          // dnd-kit takes Escape to cancel a keyboard drag: it is not the dialog's then.
          data-captures-escape={isDragging || undefined}
          className="absolute left-1 top-1 cursor-grab touch-none rounded-md bg-white/90 p-1.5 text-slate-800 shadow hover:bg-white active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
        >
          <GripVertical aria-hidden className="h-4 w-4" />
        </button>
      </div>
      <label className="px-1 pt-1 text-xs font-medium text-slate-700">
        Caption
        <input
          type="text"
          value={item.caption ?? ''}
          maxLength={IMAGE_CAPTION_MAX}
          disabled={disabled}
          aria-label={`Caption of ${name}`}
          placeholder="e.g. Kitchen"
          onChange={(e) => onCaption(e.target.value)}
          className="mt-0.5 block w-full rounded border border-slate-300 px-2 py-1 text-sm font-normal text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-1 focus:ring-brand-600"
        />
      </label>
      <div className="flex items-center justify-between gap-1 p-1">
        <div className="flex">
          <IconAction size="compact" label={`Move ${name} earlier`} disabled={disabled || index === 0} onClick={() => onMove(index - 1)}>
            <ArrowLeft aria-hidden className="h-4 w-4" />
          </IconAction>
          <IconAction
            size="compact"
            label={`Move ${name} later`}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowRight aria-hidden className="h-4 w-4" />
          </IconAction>
          <IconAction size="compact" label={`Make ${name} the cover`} disabled={disabled || index === 0} onClick={() => onMove(0)}>
            <Star aria-hidden className="h-4 w-4" />
          </IconAction>
        </div>
        <IconAction size="compact" label={`Remove ${name}`} disabled={disabled} onClick={onRemove} danger>
          <Trash2 aria-hidden className="h-4 w-4" />
        </IconAction>
      </div>
    </li>
  );
}
