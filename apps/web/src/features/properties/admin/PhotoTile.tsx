import { useSortable } from '@dnd-kit/sortable';
import { imageVariant } from '@rentfront/shared/properties-core';
import { ArrowLeft, ArrowRight, GripVertical, Star, Trash2 } from '../../../ui/icons';
import { Badge } from '../../../ui/Badge';
import { cn } from '../../../ui/cn';
import { IconAction } from '../../../ui/IconAction';
import type { ImageItem } from './propertyForm';

export interface PhotoTileProps {
  item: ImageItem;
  index: number;
  count: number;
  name: string;
  disabled?: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One picture of the property form: a drag handle, the preview, and its move / cover / remove buttons. */
export function PhotoTile({ item, index, count, name, disabled, onMove, onRemove }: PhotoTileProps) {
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
