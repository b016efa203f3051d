/**
 * The media library: every picture of media/ with its thumbnail, name and size, in a modal dialog. A picture is
 * chosen by clicking it or by Tab and Enter; Escape or "Close" leaves the field as it was.
 */
import { useEffect, useRef, useState } from 'react';
import type { MediaPicture } from '../media-protocol.ts';
import { listPictures, pictureAddress, sizeInWords } from './media-client.ts';
import { ModalDialog } from './ModalDialog.tsx';

type Library =
  { state: 'loading' } | { state: 'loaded'; pictures: MediaPicture[] } | { state: 'failed'; message: string };

export function MediaDialog({
  current,
  onChoose,
  onClose,
}: {
  current: string;
  onChoose: (src: string) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [library, setLibrary] = useState<Library>({ state: 'loading' });

  useEffect(() => {
    // An answer that comes after the dialog closed is dropped.
    let open = true;
    listPictures().then(
      (pictures) => open && setLibrary({ state: 'loaded', pictures }),
      (error: Error) => open && setLibrary({ state: 'failed', message: error.message }),
    );
    return () => {
      open = false;
    };
  }, []);

  // Once listed, the focus goes to the picture chosen now, else the first: Enter takes it again, Tab moves on.
  useEffect(() => {
    if (library.state !== 'loaded') return;
    const chosen =
      dialog.current?.querySelector<HTMLButtonElement>('[aria-current="true"]') ??
      dialog.current?.querySelector<HTMLButtonElement>('.media-library__choice');
    chosen?.focus();
  }, [library.state]);

  return (
    <ModalDialog
      title="Choose a picture"
      titleId="media-library-title"
      className="media-library"
      onClose={onClose}
      dialogRef={dialog}
    >
      {library.state === 'loading' && <p role="status">Loading the pictures of media/…</p>}
      {library.state === 'failed' && (
        <p className="field__problem" role="alert">
          The pictures could not be listed: {library.message}
        </p>
      )}
      {library.state === 'loaded' && library.pictures.length === 0 && (
        <p>There are no pictures in media/ yet: close this and use "Add a picture".</p>
      )}
      {library.state === 'loaded' && library.pictures.length > 0 && (
        <ul className="media-library__list" aria-label="Pictures in media/">
          {library.pictures.map((picture) => (
            <li key={picture.name}>
              <button
                type="button"
                className="media-library__choice"
                aria-current={picture.src === current ? 'true' : undefined}
                onClick={() => onChoose(picture.src)}
              >
                <img src={pictureAddress(picture.src)} alt="" loading="lazy" />
                <span className="media-library__name">{picture.name}</span>
                <span className="media-library__facts">
                  {picture.width && picture.height ? `${picture.width} × ${picture.height} px, ` : ''}
                  {sizeInWords(picture.bytes)}
                  {picture.src === current ? ' · chosen now' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
