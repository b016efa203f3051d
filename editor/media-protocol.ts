/**
 * What the editor's page and its server say to each other about pictures (editor/server/media-api.ts answers,
 * editor/app/media-client.ts asks): where, in which header the file's own name goes, and the answers' shapes.
 */
import { MAX_PICTURE_BYTES, type PictureFile } from '../site/picture-check.ts';
import type { PictureManifest } from '../site/picture-outputs.ts';

/** GET lists the pictures of media/; POST adds one, its bytes as the body (application/octet-stream). */
export const MEDIA_API_PATH = '/api/media';
/**
 * GET tells what each file of media/ and public/ holds, as the checker reads it, by the address a field gives it
 * ("media/calendar.png", "/share-card.jpg"): the editor's live check then finds what `npm run validate` finds.
 */
export const PICTURE_FILES_API_PATH = '/api/media/files';

export interface PictureFilesAnswer {
  files: Record<string, PictureFile>;
}

/**
 * POST `{ srcs }` (the pictures the shown page names): the sizes and formats the build makes of each, so the preview
 * draws a picture as the site serves it, the phone's width taking the phone's file. Their files are served under
 * /media/ by the same names the build gives them. A picture not made yet is made first (seconds for a new one).
 */
export const PREVIEW_PICTURES_API_PATH = '/api/media/outputs';

export interface PreviewPicturesAnswer {
  pictures: PictureManifest;
}

/** The header that carries the uploaded file's own name, URI-encoded (a header holds ASCII only). */
export const FILE_NAME_HEADER = 'X-File-Name';

/** A picture of media/ as the editor lists it. */
export interface MediaPicture {
  /** Its file name in media/ ("calendar.png"). */
  name: string;
  /** What a picture field writes for it ("media/calendar.png"). */
  src: string;
  bytes: number;
  /** In pixels; null when it cannot be told (a drawing without a size). */
  width: number | null;
  height: number | null;
}

/** POST's answer: the picture, and whether its bytes were there already (then nothing was written). */
export interface UploadAnswer extends MediaPicture {
  existing: boolean;
}

/** Every refusal: a sentence the editor shows as it is. */
export interface MediaRefusal {
  error: string;
  message: string;
}

/** Said by the server when a body passes the limit, and by the page before it sends a file that large. */
export const TOO_LARGE_MESSAGE = `The picture is larger than the ${MAX_PICTURE_BYTES / 1024 / 1024} MB a picture may have: save it smaller (a screenshot needs at most some 3,000 pixels across) and add it again.`;
