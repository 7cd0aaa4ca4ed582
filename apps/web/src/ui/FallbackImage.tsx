import { FALLBACK_IMAGE } from '@rentfront/shared/images';
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The picture, or null/undefined for the default one. */
  src: string | null | undefined;
  alt: string;
}

/** A picture the browser has finished with yet has no size: its request failed. */
const failedToLoad = (img: HTMLImageElement): boolean => img.complete && img.naturalWidth === 0;

/**
 * An image that shows the site's default picture (/Home1.jpg) when it has no source or its
 * source fails to load. The default is one file, so srcset and sizes are dropped with it.
 */
export function FallbackImage({ src, srcSet, sizes, onError, ...rest }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  const img = useRef<HTMLImageElement>(null);
  // A server-rendered picture can fail while the page is still static (ADR 0029): its error event
  // fired before React listened, so React is told once it owns the image.
  useEffect(() => {
    if (src && img.current && failedToLoad(img.current)) setFailed(src);
  }, [src]);
  return (
    <img
      ref={img}
      src={broken ? FALLBACK_IMAGE : src}
      srcSet={broken ? undefined : srcSet}
      sizes={broken ? undefined : sizes}
      onError={(e) => {
        setFailed(src ?? null);
        onError?.(e);
      }}
      {...rest}
    />
  );
}
