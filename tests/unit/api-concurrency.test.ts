/** 200 valid messages posted at the same moment: 200 successes, and each message on disk exactly once, whole. */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredMessage } from '../../server/api/message-store.ts';
import { startLocalApi, type RunningApi } from './support/local-api-server.ts';

const COUNT = 200;
let api: RunningApi | undefined;
afterEach(async () => {
  await api?.stop();
  api = undefined;
});

describe('the message store under load', () => {
  it(`stores ${COUNT} concurrent posts exactly once each`, async () => {
    api = await startLocalApi();
    const bodies = Array.from({ length: COUNT }, (_, i) => ({
      fullName: `Sender ${i}`,
      email: `sender${i}@example.com`,
      message: `Message number ${i}: ${'é✓ '.repeat(i % 50)}the end.`,
      privacyAccepted: true,
    }));
    const answers = await Promise.all(
      bodies.map(async (body) => {
        const response = await fetch(`${api!.url}/contact/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, ...((await response.json()) as { success: boolean; id: string }) };
      }),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.success)).toBe(true);

    const lines = readFileSync(api.storeFile, 'utf8').split('\n').filter(Boolean);
    expect(lines).toHaveLength(COUNT);
    const messages = lines.map((line) => JSON.parse(line) as StoredMessage);
    expect(new Set(messages.map((message) => message.id))).toEqual(new Set(answers.map((answer) => answer.id)));
    const byName = new Map(messages.map((message) => [message.fullName, message]));
    expect(byName.size).toBe(COUNT);
    for (const body of bodies)
      expect(byName.get(body.fullName)).toMatchObject({ email: body.email, message: body.message.trim() });
  });
});
