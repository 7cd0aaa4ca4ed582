/**
 * One picture of a gallery, whatever it shows (a listing, a maintenance request). The feature
 * maps its own records to this shape, so the gallery and lightbox stay feature-free.
 */
export interface GalleryPhoto {
  id: string;
  /** The picture shown in the carousel (and the lightbox when there is no srcSet). */
  src: string;
  /** `srcset` of `src` ("url 400w, url 800w"), when the image is stored in several widths. */
  srcSet?: string;
  /** A small picture for the desktop thumbnail strip; `src` when missing. */
  thumbnailSrc?: string;
  alt: string;
  /** Size of the original, when known (gives the lightbox its zoom limit and aspect ratio). */
  width?: number | null;
  height?: number | null;
}

/** A lightbox slide: yet-another-react-lightbox's image slide, kept local so this file has no import of it. */
export interface LightboxSlide {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  srcSet?: { src: string; width: number; height: number }[];
}

/** Gallery index after a step, wrapping at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** What the carousel and the lightbox announce: "Photo 2 of 3". */
export function positionText(index: number, count: number): string {
  return `Photo ${index + 1} of ${count}`;
}

/** The name of a photo's button: "View photo 2 of 3 full screen" ("View photo full screen" alone). */
export function viewLabel(index: number, count: number): string {
  return count > 1 ? `View photo ${index + 1} of ${count} full screen` : 'View photo full screen';
}

/**
 * The `srcset` text as the lightbox wants it: each candidate with its width and a height from the
 * original's aspect ratio (without one, the widths alone cannot give heights and the set is dropped).
 */
export function parseSrcSet(srcSet: string | undefined, width?: number | null, height?: number | null): LightboxSlide['srcSet'] {
  if (!srcSet || !width || !height) return undefined;
  const entries = srcSet
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([src, descriptor]) => ({ src, w: /^(\d+)w$/.exec(descriptor ?? '')?.[1] }))
    .filter((e): e is { src: string; w: string } => Boolean(e.src && e.w))
    .map((e) => ({ src: e.src, width: Number(e.w), height: Math.round((Number(e.w) * height) / width) }));
  return entries.length > 0 ? entries : undefined;
}

/**
 * The lightbox slide of a photo. With a srcset its size is the widest candidate's (an original
 * wider than every stored variant is never downloaded, so zoom must not count on its pixels).
 */
export function toSlide(photo: GalleryPhoto): LightboxSlide {
  const srcSet = parseSrcSet(photo.srcSet, photo.width, photo.height);
  const widest = srcSet?.reduce((a, b) => (b.width > a.width ? b : a));
  return {
    src: photo.src,
    alt: photo.alt,
    width: widest?.width ?? photo.width ?? undefined,
    height: widest?.height ?? photo.height ?? undefined,
    srcSet,
  };
}
