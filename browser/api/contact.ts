/**
 * POST {contact host}/contact/email: resolves when the answer says success: true; rejects otherwise. The
 * answer's message is for developers and is dropped here.
 */
import type { ContactRequest } from '../../schemas/site.types.ts';
import { bundledSettings } from '../../renderer/build-settings.ts';
import { ApiError } from './api-error.ts';
import { CONTACT_PATH } from './constants.ts';
import { requestJson } from './request-json.ts';

export async function sendContactEmail(request: ContactRequest, host = bundledSettings().contactHost): Promise<void> {
  const { ok, status, body } = await requestJson(`${host}${CONTACT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!ok) throw new ApiError('http', status);
  const success = (body as { success?: unknown } | null)?.success;
  if (typeof success !== 'boolean') throw new ApiError('malformed', status);
  if (!success) throw new ApiError('rejected', status);
}
