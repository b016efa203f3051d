import type { Image } from '../../schemas/site.types.ts';
import { filesOf, offeredFormats, srcSet } from '../picture-sources.ts';
import { usePictureOutputs } from '../pictures.ts';
import { focusClassesOf } from './focal-point.ts';

/** The width a browser without srcset loads: the first fallback file at least this wide, else the widest. */
const PLAIN_SRC_WIDTH = 960;

/**
 * A picture field drawn as <picture>: AVIF and WebP offered first at every width the build made, then the <img> in
 * the fallback format, sized by the source's width and height so the page does not move as it loads. `sizes` says
 * how wide the place draws it. A picture at the top of a page (`priority`) loads at once and first; any other loads
 * only as it nears the screen. A blurred placeholder shows behind it until it arrives, unless `placeholder` is false
 * (a picture with transparent parts, such as a logo, would show it through them for good). Where a place crops it
 * (object-fit: cover), its focal point stays in sight (focal-point.ts).
 */
export interface ResponsivePictureProps {
  image: Image;
  sizes: string;
  priority?: boolean;
  placeholder?: boolean;
}

export function ResponsivePicture({ image, sizes, priority = false, placeholder = true }: ResponsivePictureProps) {
  const outputs = usePictureOutputs(image.src);
  const alt = image.decorative ? '' : (image.alt ?? '');
  const loading = priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const };
  const className = `picture__img ${focusClassesOf(image.focus)}`.trim();
  // Without the build's files (the dev server) the source file itself is drawn.
  if (!outputs)
    return (
      <div className="picture__frame">
        <img
          className={className}
          src={image.src.startsWith('/') ? image.src : `/${image.src}`}
          alt={alt}
          decoding="async"
          {...loading}
        />
      </div>
    );
  const fallback = filesOf(outputs, outputs.fallback);
  const plain = fallback.find((file) => file.width >= PLAIN_SRC_WIDTH) ?? fallback.at(-1)!;
  const offered = offeredFormats(outputs);
  return (
    <div className="picture__frame">
      {placeholder && outputs.placeholder && (
        <Placeholder src={outputs.placeholder} width={outputs.width} height={outputs.height} />
      )}
      {/* Another picture is another element: a browser chooses among a <picture>'s sources again only when its <img>
          changes, so sources changed in place would go on showing the old picture. */}
      <picture key={image.src}>
        {offered.map((format) => (
          <source key={format} type={`image/${format}`} srcSet={srcSet(filesOf(outputs, format))} sizes={sizes} />
        ))}
        <img
          className={className}
          src={plain.url}
          srcSet={fallback.length > 1 ? srcSet(fallback) : undefined}
          sizes={fallback.length > 1 ? sizes : undefined}
          width={outputs.width}
          height={outputs.height}
          alt={alt}
          decoding="async"
          {...loading}
        />
      </picture>
    </div>
  );
}

/**
 * The tiny blurred copy, stretched behind the picture until it arrives. Drawn as an SVG image, not an <img>: it is
 * meant to be seen at a fraction of its place's pixels, which audits of an <img>'s resolution would count against
 * the page, and screen readers skip it.
 */
function Placeholder({ src, width, height }: { src: string; width: number; height: number }) {
  return (
    <svg
      className="picture__placeholder"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <image href={src} width={width} height={height} preserveAspectRatio="none" />
    </svg>
  );
}

/** For sections that load it only where a picture is shown (sections/section-picture.tsx). */
export default ResponsivePicture;
