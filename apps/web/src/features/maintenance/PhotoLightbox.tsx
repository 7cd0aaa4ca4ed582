import type { MaintenancePhoto } from '@rentfront/shared/maintenance';
import { ChevronLeft, ChevronRight } from '../../ui/icons';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export interface PhotoLightboxProps {
  photos: MaintenancePhoto[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** One photo at full size, with previous/next (buttons and arrow keys). */
export function PhotoLightbox({ photos, index, onIndexChange }: PhotoLightboxProps) {
  const open = index !== null && photos.length > 0;
  const current = open ? photos[Math.min(index, photos.length - 1)] : undefined;
  const go = (delta: number) => index !== null && onIndexChange((index + delta + photos.length) % photos.length);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onIndexChange(null)}
      title={current ? `Photo ${index! + 1} of ${photos.length}` : 'Photo'}
      description={current?.filename}
      size="xl"
    >
      {current && (
        <div
          className="flex flex-col items-center gap-3"
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') go(1);
            if (e.key === 'ArrowLeft') go(-1);
          }}
        >
          <img
            src={current.url}
            alt={`Photo ${index! + 1} of ${photos.length}: ${current.filename}`}
            className="max-h-[70vh] w-auto rounded-md object-contain"
          />
          {photos.length > 1 && (
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => go(-1)}>
                <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
              </Button>
              <Button variant="outline" size="sm" onClick={() => go(1)}>
                Next <ChevronRight aria-hidden className="h-4 w-4" />
              </Button>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
