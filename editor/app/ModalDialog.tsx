/**
 * A modal dialog of the editor, opened as it appears: its title and Close at its head, the rest of the page inert
 * behind it. Escape and Close both call `onClose`, so what shows the dialog decides when it goes.
 */
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

export function ModalDialog({
  title,
  titleId,
  className,
  onClose,
  dialogRef,
  children,
}: {
  title: string;
  titleId: string;
  className: string;
  onClose: () => void;
  /** For what the dialog's owner looks up inside it (the element to focus). */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
}) {
  const own = useRef<HTMLDialogElement>(null);
  const dialog = dialogRef ?? own;
  useEffect(() => dialog.current?.showModal(), [dialog]);
  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="media-library__head">
        <h2 id={titleId} className="media-library__title">
          {title}
        </h2>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Close
        </button>
      </div>
      {children}
    </dialog>
  );
}
