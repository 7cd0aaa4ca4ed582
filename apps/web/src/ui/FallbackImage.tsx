import { FALLBACK_IMAGE } from '@rentfront/shared/images';
import { useState, type ImgHTMLAttributes } from 'react';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The picture, or null/undefined for the default one. */
  src: string | null | undefined;
  alt: string;
}

/**
 * An image that shows the site's default picture (/Home1.jpg) when it has no source or its
 * source fails to load. The default is one file, so srcset and sizes are dropped with it.
 */
export function FallbackImage({ src, srcSet, sizes, onError, ...rest }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <img
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
