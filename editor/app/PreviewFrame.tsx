/**
 * The live preview: an iframe showing the selected page with the site's own components and CSS, at the width of a
 * phone, a tablet or a desktop. It is sent, after every change, the site-wide parts and the one page it shows (never
 * the whole site: a keystroke costs the same on a site of thousands of pages); a click on a section in it selects that
 * section. Each update's time from the change to the drawing is kept in `window.previewTimings` (`npm run bench`).
 */
import { languageLabel } from '../../site/translation-check.ts';
import { textsOf, type TextShape } from '../../site/text-shape.ts';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FromPreview, ShowMessage, ToPreview } from './preview-messages.ts';
import { usePreviewIframe } from './hooks/use-preview-iframe.ts';
import { usePreviewPictures } from './hooks/use-preview-pictures.ts';
import { isObject, pageRoute, pagesOf, translationsOf } from './site-paths.ts';

const WIDTHS = { phone: 375, tablet: 768, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

declare global {
  interface Window {
    /** Milliseconds from a change to the preview having drawn it, one per update. */
    previewTimings?: number[];
    /** When the preview last said it had drawn an update. */
    previewShownAt?: number;
    /** When the frame holding the preview's first drawing was made: the editor's first preview, from its load. */
    firstPreviewAt?: number;
  }
}

/** The iframe at its chosen width, scaled down to the stage when the stage is narrower, filling its height. */
function frameStyle(width: number, room: { width: number; height: number }): Partial<CSSStyleDeclaration> {
  const scale = room.width > 0 && room.width < width ? room.width / width : 1;
  return {
    width: `${width}px`,
    height: room.height > 0 ? `${room.height / scale}px` : '',
    transform: `translateX(-50%) scale(${scale})`,
    transformOrigin: 'top center',
  };
}

interface Props {
  data: unknown;
  /** The index of the page to show. */
  page: number;
  section: number | undefined;
  onSelectSection: (index: number) => void;
  /** Ctrl+S pressed inside the preview. */
  onSave: () => void;
  /** Said in place of the drawing when the file cannot be read as JSON: there is nothing to draw until it is fixed. */
  unreadable?: string;
  /** Which strings are texts, to draw the page in another language of site.json. */
  texts: TextShape | null;
  /** The product data as edited, for the prices the page shows. */
  product?: unknown;
  /** Counts the changes of the picture files on disk: the page's pictures are asked for again at each. */
  pictureFilesVersion: number;
}

export function PreviewFrame({
  data,
  page,
  section,
  onSelectSection,
  onSave,
  texts,
  unreadable,
  product,
  pictureFilesVersion,
}: Props) {
  const [language, setLanguage] = useState('');
  const languages = translatedLanguages(data);
  const shown = useMemo(() => previewSite(data, page, language, texts), [data, page, language, texts]);
  const { route } = shown;
  const { pictures, settled } = usePreviewPictures(shown.site, pictureFilesVersion);
  const stage = useRef<HTMLDivElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const frame = usePreviewIframe(holder);
  const [width, setWidth] = useState<Width>('desktop');
  const [room, setRoom] = useState({ width: 0, height: 0 });
  const [ready, setReady] = useState(false);
  const sentAt = useRef(new Map<number, number>());
  const stamp = useRef(0);
  const select = useRef(onSelectSection);
  select.current = onSelectSection;
  const save = useRef(onSave);
  save.current = onSave;

  useEffect(() => {
    const receive = (event: MessageEvent<FromPreview>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const message = event.data;
      if (message.kind === 'ready') setReady(true);
      else if (message.kind === 'select') select.current(message.section);
      else if (message.kind === 'save') save.current();
      else if (message.kind === 'shown') {
        const started = sentAt.current.get(message.stamp);
        sentAt.current.delete(message.stamp);
        window.previewShownAt = performance.now();
        if (window.firstPreviewAt === undefined)
          requestAnimationFrame(() => setTimeout(() => (window.firstPreviewAt ??= performance.now())));
        if (started !== undefined) (window.previewTimings ??= []).push(window.previewShownAt - started);
      }
    };
    window.addEventListener('message', receive);
    // A preview that loaded before this listener was there says again that it is ready; one still loading says so itself.
    frame.current?.contentWindow?.postMessage({ kind: 'hello' } satisfies ToPreview, location.origin);
    return () => window.removeEventListener('message', receive);
  }, [frame]);

  // The stage's size: a width wider than the column is drawn smaller, whole, as a browser of that width shows it.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setRoom({ width: entry!.contentRect.width, height: entry!.contentRect.height }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const title = `Preview of ${route || 'the page'}`;
  useLayoutEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    iframe.title = title;
    // Kept loaded while hidden, so it draws again as soon as the file reads.
    iframe.hidden = !!unreadable;
    Object.assign(iframe.style, frameStyle(WIDTHS[width], room));
  }, [frame, title, unreadable, width, room]);

  useEffect(() => {
    if (!ready || !settled) return;
    stamp.current += 1;
    sentAt.current.set(stamp.current, performance.now());
    const message: ShowMessage = {
      kind: 'show',
      data: shown.site,
      route,
      stamp: stamp.current,
      ...(section === undefined ? {} : { section }),
      ...(language ? { language, texts } : {}),
      ...(product === undefined ? {} : { product }),
      pictures,
    };
    frame.current?.contentWindow?.postMessage(message, location.origin);
  }, [ready, settled, shown, route, section, language, texts, product, pictures]);

  return (
    <section className="preview" aria-labelledby="preview-title">
      <div className="preview__bar">
        <h2 id="preview-title" className="panel-title">
          {title}
        </h2>
        {languages.length > 0 && (
          <label className="preview__language">
            Language{' '}
            <select value={language} onChange={(event) => setLanguage(event.target.value)}>
              <option value="">English</option>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageLabel(code)}
                </option>
              ))}
            </select>
          </label>
        )}
        <div role="group" aria-label="Preview width" className="preview__widths">
          {(Object.keys(WIDTHS) as Width[]).map((name) => (
            <button key={name} type="button" aria-pressed={width === name} onClick={() => setWidth(name)}>
              {name} ({WIDTHS[name]} px)
            </button>
          ))}
        </div>
      </div>
      {/* Scrolls when the chosen width is wider than the column; focusable so the keyboard can scroll it too. */}
      <div
        ref={stage}
        className="preview__stage"
        tabIndex={0}
        role="group"
        aria-label={`Preview at ${WIDTHS[width]} px`}
      >
        {unreadable && <p className="preview__unreadable">{unreadable}</p>}
        {/* The iframe, moved here (use-preview-iframe.ts): React draws nothing inside. */}
        <div ref={holder} />
      </div>
    </section>
  );
}

/** The codes of the languages site.json translates into, as far as they can be read mid-edit. */
function translatedLanguages(data: unknown): string[] {
  const translations = (data as { translations?: unknown } | null)?.translations;
  return Array.isArray(translations)
    ? translations.flatMap((entry) => (typeof entry?.language === 'string' ? [entry.language as string] : []))
    : [];
}

/**
 * What the preview needs to draw one page: the site-wide parts, that page alone, and of the language shown only the
 * translations of the texts drawn (the other languages by their code, for the language switch).
 */
function previewSite(
  data: unknown,
  index: number,
  language: string,
  shape: TextShape | null,
): { site: unknown; route: string } {
  const pages = pagesOf(data);
  const page = pages[index] ?? pages[0];
  const route = pageRoute(page);
  if (!isObject(data)) return { site: data, route };
  const { translations: _, ...english } = data;
  const site: Record<string, unknown> = { ...english, pages: page ? [page] : [] };
  if (Array.isArray(data.translations)) {
    const used = language ? new Set(textsOf(site, shape ?? undefined).map(({ text }) => text)) : new Set<string>();
    site.translations = translationsOf(data).map((translation) => {
      const texts = translation.language === language && isObject(translation.texts) ? translation.texts : {};
      return {
        ...translation,
        texts: Object.fromEntries(
          [...used].flatMap((text) => (typeof texts[text] === 'string' ? [[text, texts[text]]] : [])),
        ),
      };
    });
  }
  return { site, route };
}
