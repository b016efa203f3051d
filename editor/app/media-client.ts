/**
 * The pictures of media/, asked of the editor's server (editor/server/media-api.ts): listing them, adding one, and what
 * each picture file holds for the live check.
 */
import { MAX_PICTURE_BYTES } from '../../site/picture-check.ts';
import {
  FILE_NAME_HEADER,
  MEDIA_API_PATH,
  PICTURE_FILES_API_PATH,
  PREVIEW_PICTURES_API_PATH,
  TOO_LARGE_MESSAGE,
  type MediaPicture,
  type PictureFilesAnswer,
  type PreviewPicturesAnswer,
  type MediaRefusal,
  type UploadAnswer,
} from '../media-protocol.ts';
import { startedRequest } from './started-requests.ts';

export type UploadResult = { ok: true; picture: UploadAnswer } | { ok: false; message: string };

const UNREACHABLE = 'The editor cannot be reached: is `npm run edit` still running? Nothing was added.';

export async function listPictures(): Promise<MediaPicture[]> {
  const response = await fetch(MEDIA_API_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(await refusalOf(response));
  return ((await response.json()) as { pictures: MediaPicture[] }).pictures;
}

/** What each picture file holds, as the checker reads it (editor/server/picture-files-api.ts). */
export async function loadPictureFiles(): Promise<PictureFilesAnswer['files']> {
  const response = await (startedRequest('pictureFiles') ?? fetch(PICTURE_FILES_API_PATH, { cache: 'no-store' }));
  if (!response.ok) throw new Error(await refusalOf(response));
  return ((await response.json()) as PictureFilesAnswer).files;
}

/** The sizes and formats the build makes of each of `srcs`, for the preview (editor/server/preview-pictures.ts). */
export async function loadPreviewPictures(srcs: string[]): Promise<PreviewPicturesAnswer['pictures']> {
  const response = await fetch(PREVIEW_PICTURES_API_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ srcs }),
  });
  if (!response.ok) throw new Error(await refusalOf(response));
  return ((await response.json()) as PreviewPicturesAnswer).pictures;
}

/** Sends the file as it is; one over the limit is refused here, without sending a byte of it. */
export async function uploadPicture(file: File): Promise<UploadResult> {
  if (file.size > MAX_PICTURE_BYTES) return { ok: false, message: TOO_LARGE_MESSAGE };
  let response: Response;
  try {
    response = await fetch(MEDIA_API_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', [FILE_NAME_HEADER]: encodeURIComponent(file.name) },
      body: file,
    });
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
  if (!response.ok) return { ok: false, message: await refusalOf(response) };
  const picture = (await response.json()) as UploadAnswer;
  await Promise.all([...pictureAddedListeners].map((listener) => listener()));
  return { ok: true, picture };
}

const pictureAddedListeners = new Set<() => Promise<void>>();
/**
 * Called once a picture was added, before the upload answers: the live check learns of the file before the field
 * names it (otherwise a save within the next poll would call the new picture missing). Returns the way to stop.
 */
export function onPictureAdded(listener: () => Promise<void>): () => void {
  pictureAddedListeners.add(listener);
  return () => void pictureAddedListeners.delete(listener);
}

/** The server's sentence, or one made of the status when the answer is not the API's JSON. */
async function refusalOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const { message } = JSON.parse(text) as MediaRefusal;
    if (typeof message === 'string') return message;
  } catch {
    // A refusal of the request guard is plain text.
  }
  return text.trim() || `The editor refused the picture (HTTP ${response.status}).`;
}

/** Where the editor's page loads a picture field's file: "media/NAME" from the server's /media/, "/NAME" as it is. */
export const pictureAddress = (src: string) => (src.startsWith('/') ? src : `/${src}`);

/** "21 KB", "1.4 MB": a file's size as people read it. */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
}
