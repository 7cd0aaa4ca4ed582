import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from '../icons';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Lightbox, { type ControllerRef } from 'yet-another-react-lightbox';
import Inline from 'yet-another-react-lightbox/plugins/inline';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import './lightbox.css';
import { positionText, toSlide, type GalleryPhoto } from './photos';

export interface PhotoLightboxProps {
  photos: GalleryPhoto[];
  /** The photo it opens on. */
  index: number;
  /** Asked to close (Escape, the close button); with the photo shown last. */
  onClose: (index: number) => void;
  /** After it is gone: the opener puts focus back on that photo's button. */
  onClosed: (index: number) => void;
}

/**
 * The full-screen view: swipe (momentum and snap), pinch, double-tap, wheel and button zoom,
 * arrow keys, Escape. The modal shell is a Radix dialog like every other dialog of the site
 * (focus trap, Escape, stacking over another dialog such as a maintenance request), and
 * yet-another-react-lightbox runs inline inside it. Loaded on demand by PhotoGallery.
 */
export default function PhotoLightbox({ photos, index, onClose, onClosed }: PhotoLightboxProps) {
  const [current, setCurrent] = useState(index);
  const controller = useRef<ControllerRef>(null);
  const slides = useMemo(() => photos.map(toSlide), [photos]);
  const many = photos.length > 1;

  // Arrow keys anywhere in the dialog (the library only hears them inside its own area).
  const onKeyDown = (e: KeyboardEvent) => {
    if (!many) return;
    if (e.key === 'ArrowLeft') controller.current?.prev();
    else if (e.key === 'ArrowRight') controller.current?.next();
  };

  return (
    <RadixDialog.Root open onOpenChange={(next) => !next && onClose(current)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[60] bg-slate-950" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed(current);
          }}
          className="rf-lightbox fixed inset-0 z-[60] flex flex-col bg-slate-950 text-white"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-2">
            <RadixDialog.Title className="text-base font-semibold" aria-live="polite">
              {positionText(current, photos.length)}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-white/10"
            >
              <X aria-hidden className="h-6 w-6" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1">
            <Lightbox
              plugins={[Inline, Zoom]}
              slides={slides}
              index={index}
              on={{ view: ({ index: shown }) => setCurrent(shown) }}
              controller={{ ref: controller }}
              carousel={{ finite: !many, preload: 1, padding: 0 }}
              zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
              render={many ? undefined : { buttonPrev: () => null, buttonNext: () => null }}
              labels={{ Previous: 'Previous photo', Next: 'Next photo', Carousel: 'carousel', 'Photo gallery': 'Photos' }}
            />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
