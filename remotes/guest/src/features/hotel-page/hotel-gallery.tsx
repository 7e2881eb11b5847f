import { useLingui } from '@lingui/react/macro';
import type { GuestImage } from '@tomaru/domain/schemas/images';

const CSS = `
.hotel-gallery { display: flex; gap: 0.5rem; overflow-x: auto; padding: 0; margin: 1rem 0; list-style: none; scroll-snap-type: x mandatory; }
.hotel-gallery li { flex: 0 0 min(80%, 20rem); scroll-snap-align: start; }
.hotel-gallery img { width: 100%; height: auto; display: block; border-radius: 4px; background: #f3f3f3; }
`;

/**
 * The hotel's photos, in the hotel's order, as a strip that scrolls sideways inside its own box. The
 * browser picks a width from `srcset`; each photo loads as it nears the screen.
 */
export function HotelGallery({ images }: { images: readonly GuestImage[] }) {
  const { t } = useLingui();
  if (images.length === 0) return null;
  return (
    <>
      <style>{CSS}</style>
      <ul className="hotel-gallery" aria-label={t`ホテルの写真`}>
        {images.map((image) => (
          <li key={image.url}>
            <img
              src={image.url}
              srcSet={image.srcset}
              sizes="(max-width: 40rem) 80vw, 20rem"
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </>
  );
}
