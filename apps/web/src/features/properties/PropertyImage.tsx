import { imageSrcSet } from '@rentfront/shared/properties-core';
import type { ImgHTMLAttributes } from 'react';
import { FallbackImage } from '../../ui/FallbackImage';

export interface PropertyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** A stored image URL (its 800 px variant) or null for the default picture. */
  url: string | null | undefined;
  alt: string;
  /** The layout width of the image, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  width: number;
  height: number;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  originalWidth?: number | null;
}

/**
 * A property picture: WebP in three widths through srcset/sizes, explicit size (no layout
 * shift), lazy unless `priority`, and /Home1.jpg when there is none or it fails to load.
 */
export function PropertyImage({ url, priority = false, originalWidth, ...rest }: PropertyImageProps) {
  return (
    <FallbackImage
      src={url}
      srcSet={url ? imageSrcSet(url, originalWidth) : undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}
