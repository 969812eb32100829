import type { ResponsiveImages } from '@fp/contracts';

const WIDTHS = [320, 480, 640, 800, 1200, 1600] as const;

export function imageUrl(id: number, width: number, height?: number, extra = ''): string {
  return `/images/${id}?w=${width}${height ? `&h=${height}` : ''}${extra}`;
}

/** srcset of an image at widths up to `max`, keeping the aspect ratio when a height is known. */
export function srcSet(id: number, max: number, ratio?: number): string {
  return WIDTHS.filter((w) => w <= max)
    .map((w) => `${imageUrl(id, w, ratio ? Math.round(w / ratio) : undefined)} ${w}w`)
    .join(', ');
}

/**
 * One generated illustration, served at the size the layout needs (AVIF/WebP negotiated by the
 * server). Below-the-fold images load lazily; the first screen's hero loads at once.
 */
export function Picture({
  id,
  alt,
  width,
  height,
  sizes,
  className = '',
  priority = false,
}: {
  id: number;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <img
      src={imageUrl(id, width, height)}
      srcSet={srcSet(id, Math.max(width * 2, 320), width / height)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={className}
    />
  );
}

/** A banner image chosen per screen size (mobile ≤ 768, tablet ≤ 1100, desktop above). */
export function ResponsivePicture({
  images,
  alt,
  className = '',
  priority = false,
}: {
  images: ResponsiveImages;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const fallback = images.desktop ?? images.tablet ?? images.mobile;
  if (fallback === null) return null;
  return (
    <picture>
      {images.mobile !== null && (
        <source media="(max-width: 768px)" srcSet={srcSet(images.mobile, 1200, 1)} sizes="100vw" />
      )}
      {images.tablet !== null && (
        <source media="(max-width: 1100px)" srcSet={srcSet(images.tablet, 1600, 12 / 7)} sizes="100vw" />
      )}
      <img
        src={imageUrl(fallback, 1600, 700)}
        srcSet={srcSet(fallback, 1600, 16 / 7)}
        sizes="100vw"
        width={1600}
        height={700}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        className={className}
      />
    </picture>
  );
}
