/**
 * What the editor's page and its server say to each other about pictures (editor/server/media-api.ts answers,
 * editor/app/media-client.ts asks): where, in which header the file's own name goes, and the answers' shapes.
 */
import { MAX_PICTURE_BYTES } from '../site/picture-check.ts';

/** GET lists the pictures of media/; POST adds one, its bytes as the body (application/octet-stream). */
export const MEDIA_API_PATH = '/api/media';
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
