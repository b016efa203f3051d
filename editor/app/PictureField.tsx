/**
 * Every picture field of every schema (schemas/defs/image.schema.json), as someone who has never seen its JSON
 * expects it: the picture itself as a thumbnail, "Choose a picture" from the media library, "Add a picture" from the
 * computer (or a file dropped on it), what it shows in words or "Decorative", and its focal point set by clicking
 * the thumbnail (or by the arrow keys). Problems the checker finds show beside the part they are about.
 */
import type { FieldProps } from '@rjsf/utils';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { FocalPoint, Image } from '../../schemas/site.types.ts';
import { percentOf } from '../../renderer/ui/focal-point.ts';
import { focusAt, focusMoved } from './focal-point.ts';
import { pointerOf, useFormExtras } from './form-context.ts';
import { MediaDialog } from './MediaDialog.tsx';
import { pictureAddress, uploadPicture } from './media-client.ts';
import { humanize } from './words.ts';

export const ALT_LABEL = 'What the picture shows, for people who cannot see it';
export const DECORATIVE_LABEL = 'Decorative: it says nothing the words do not';

/** The field's value as it is kept: only the keys that are set, in the schema's order. */
function imageOf(src: string, alt: string | undefined, decorative: boolean, focus: FocalPoint | undefined): Image {
  return { src, ...(decorative ? { decorative: true as const } : { alt: alt ?? '' }), ...(focus ? { focus } : {}) };
}

export function PictureField({ formData, onChange, fieldPathId, name, disabled, readonly }: FieldProps) {
  const id = useId();
  const { problemsAt } = useFormExtras();
  const image: Image = (formData as Image | undefined) ?? { src: '' };
  const decorative = image.decorative === true;
  const pointer = pointerOf(fieldPathId.path);
  const [busy, setBusy] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string>();
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [dropping, setDropping] = useState(false);
  // The words written before "Decorative" was ticked come back when it is unticked: nothing typed is lost.
  const altBeforeDecorative = useRef(image.alt);
  const locked = disabled || readonly;

  const change = (next: Image) => onChange(next, fieldPathId.path);
  // Another picture's focal point means nothing for this one.
  const choose = (src: string) => {
    setUploadProblem(undefined);
    if (src !== image.src) change(imageOf(src, image.alt, decorative, undefined));
  };

  async function add(file: File | undefined) {
    if (!file || locked) return;
    setBusy(true);
    setUploadProblem(undefined);
    const result = await uploadPicture(file);
    setBusy(false);
    if (result.ok) choose(result.picture.src);
    else setUploadProblem(result.message);
  }

  const setFocus = (focus: FocalPoint | undefined) => change(imageOf(image.src, image.alt, decorative, focus));
  const clickFocus = (event: MouseEvent<HTMLButtonElement>) => {
    // A click by the keyboard (Enter, Space) has no place on the picture: the arrow keys set it.
    if (event.detail === 0) return;
    setFocus(focusAt(event.clientX, event.clientY, event.currentTarget.querySelector('img')!.getBoundingClientRect()));
  };
  const keyFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moved = focusMoved(image.focus, event.key);
    if (!moved) return;
    event.preventDefault();
    setFocus(moved);
  };
  const toggleDecorative = (checked: boolean) => {
    if (checked) altBeforeDecorative.current = image.alt;
    change(imageOf(image.src, checked ? undefined : (image.alt ?? altBeforeDecorative.current), checked, image.focus));
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDropping(false);
    void add(event.dataTransfer.files[0]);
  };

  const srcProblems = problemsAt(`${pointer}/src`);
  const altProblems = problemsAt(`${pointer}/alt`);
  const focusWords = image.focus
    ? `Focal point: ${percentOf(image.focus.x)} across, ${percentOf(image.focus.y)} down.`
    : 'No focal point: a cropped picture keeps its middle in sight. Click the picture where it must stay in sight.';
  return (
    <fieldset className="picture-field" aria-describedby={`${id}-focus`}>
      <legend className="field__legend">{humanize(name)}</legend>
      <div
        className={`picture-field__drop${dropping ? ' picture-field__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={drop}
      >
        {image.src ? (
          <button
            type="button"
            className="picture-field__thumb"
            onClick={clickFocus}
            onKeyDown={keyFocus}
            disabled={locked}
            aria-label={`Set the focal point of ${image.src}: click the picture where it must stay in sight when cropped, or use the arrow keys`}
          >
            <img src={pictureAddress(image.src)} alt="" draggable={false} />
            {image.focus && (
              <span
                className="picture-field__marker"
                style={{ left: percentOf(image.focus.x), top: percentOf(image.focus.y) }}
                aria-hidden="true"
              />
            )}
          </button>
        ) : (
          <p className="picture-field__empty">No picture yet.</p>
        )}
        <p className="picture-field__file">{image.src || 'No file chosen'}</p>
        <div className="picture-field__actions">
          <button type="button" className="button button--quiet" onClick={() => setLibraryOpen(true)} disabled={locked}>
            Choose a picture
          </button>
          <label
            className={`button button--quiet picture-field__add${busy || locked ? ' picture-field__add--busy' : ''}`}
          >
            <input
              type="file"
              className="visually-hidden"
              accept="image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml,.svg,.avif"
              disabled={busy || locked}
              onChange={(event) => {
                void add(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {busy ? 'Adding the picture…' : 'Add a picture'}
          </label>
        </div>
        <p className="field__help">Or drop a picture here. PNG, JPEG, WebP, AVIF, GIF or SVG, at most 20 MB.</p>
        <p className="field__problem" role="alert">
          {uploadProblem}
        </p>
        {srcProblems.map((problem) => (
          <p key={problem} className="field__problem">
            {problem}
          </p>
        ))}
      </div>
      <p id={`${id}-focus`} className="field__help picture-field__focus">
        {focusWords}
      </p>
      {image.focus && (
        <button type="button" className="list-button" onClick={() => setFocus(undefined)} disabled={locked}>
          Clear the focal point
        </button>
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={decorative}
          disabled={locked}
          onChange={(event) => toggleDecorative(event.target.checked)}
        />
        {DECORATIVE_LABEL}
      </label>
      {!decorative && (
        <div className={`field${altProblems.length ? ' field--problem' : ''}`}>
          <label htmlFor={`${id}-alt`} className="field__label">
            {ALT_LABEL}
          </label>
          <textarea
            id={`${id}-alt`}
            rows={2}
            className="field__copy"
            value={image.alt ?? ''}
            disabled={locked}
            aria-invalid={altProblems.length ? true : undefined}
            aria-describedby={altProblems.length ? `${id}-alt-problem` : undefined}
            onChange={(event) => change(imageOf(image.src, event.target.value, false, image.focus))}
          />
          {altProblems.map((problem) => (
            <p key={problem} id={`${id}-alt-problem`} className="field__problem">
              {problem}
            </p>
          ))}
        </div>
      )}
      {libraryOpen && (
        <MediaDialog
          current={image.src}
          onChoose={(src) => {
            setLibraryOpen(false);
            choose(src);
          }}
          onClose={() => setLibraryOpen(false)}
        />
      )}
    </fieldset>
  );
}
