import type { Image } from '../../schemas/site.types.ts';
import type { PictureFile, PictureOutputs } from '../../site/picture-outputs.ts';
import { usePictureOutputs } from '../pictures.ts';

/** The width a browser without srcset loads: the first fallback file at least this wide, else the widest. */
const PLAIN_SRC_WIDTH = 960;

const srcSet = (files: PictureFile[]) => files.map((file) => `${file.url} ${file.width}w`).join(', ');

/**
 * A picture field drawn as <picture>: AVIF and WebP offered first at every width the build made, then the <img> in
 * the fallback format, sized by the source's width and height so the page does not move as it loads. `sizes` says
 * how wide the place draws it. A picture at the top of a page (`priority`) loads at once and first; any other loads
 * only as it nears the screen. A blurred placeholder shows behind it until it arrives, unless `placeholder` is false
 * (a picture with transparent parts, such as a logo, would show it through them for good).
 */
export function ResponsivePicture({ image, sizes, priority = false, placeholder = true }: { image: Image; sizes: string; priority?: boolean; placeholder?: boolean }) {
  const outputs = usePictureOutputs(image.src);
  const alt = image.decorative ? '' : (image.alt ?? '');
  const loading = priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const };
  // Without the build's files (the dev server) the source file itself is drawn.
  if (!outputs) return <div className="picture__frame"><img className="picture__img" src={image.src.startsWith('/') ? image.src : `/${image.src}`} alt={alt} decoding="async" {...loading} /></div>;
  const fallback = filesOf(outputs, outputs.fallback);
  const plain = fallback.find((file) => file.width >= PLAIN_SRC_WIDTH) ?? fallback.at(-1)!;
  const offered = (['avif', 'webp'] as const).filter((format) => format !== outputs.fallback && filesOf(outputs, format).length > 0);
  return (
    <div className="picture__frame">
      {placeholder && outputs.placeholder && <img className="picture__placeholder" src={outputs.placeholder} alt="" width={outputs.width} height={outputs.height} />}
      <picture>
        {offered.map((format) => <source key={format} type={`image/${format}`} srcSet={srcSet(filesOf(outputs, format))} sizes={sizes} />)}
        <img
          className="picture__img"
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

/** The files of one format, narrowest first. */
const filesOf = (outputs: PictureOutputs, format: string) => outputs.files.filter((file) => file.format === format).sort((a, b) => a.width - b.width);
