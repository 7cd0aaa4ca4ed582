import { imageSrcSet, imageVariant, type PropertyMediaItem } from '@rentfront/shared/properties-core';
import { useMemo } from 'react';
import { PhotoGallery } from '../../ui/gallery/PhotoGallery';
import type { GalleryPhoto } from '../../ui/gallery/photos';

/**
 * The property's pictures in the shared gallery: the stored WebP widths as srcset, the 400 px
 * variant as thumbnail, the first photo above the fold; the default picture when there is none.
 */
export function PropertyGallery({ media, title }: { media: PropertyMediaItem[]; title: string }) {
  const photos = useMemo<GalleryPhoto[]>(
    () =>
      media.map((m, i) => ({
        id: m.id,
        src: m.url,
        srcSet: imageSrcSet(m.url, m.width),
        thumbnailSrc: imageVariant(m.url, 400),
        // The office's caption says what the photo shows; the position keeps the count.
        alt: [m.caption ?? title, media.length > 1 ? `photo ${i + 1} of ${media.length}` : ''].filter(Boolean).join(', '),
        width: m.width,
        height: m.height,
      })),
    [media, title],
  );
  return (
    <PhotoGallery
      photos={photos}
      label={`Photos of ${title}`}
      fallbackAlt={title}
      sizes="(min-width: 1024px) 800px, 100vw"
      priority
      thumbnails
    />
  );
}
