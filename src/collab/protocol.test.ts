import { describe, expect, it } from 'vitest';
import { encodeCollabMessage, parseClientMessage, parseServerMessage } from './protocol';

describe('collaboration messages', () => {
  it('round-trips each message', () => {
    const request = { type: 'save.request', id: 'r1' } as const;
    expect(parseClientMessage(encodeCollabMessage(request))).toStrictEqual(request);
    for (const message of [
      { type: 'save.done', id: 'r1', version: 8 },
      {
        type: 'save.failed',
        id: 'r1',
        status: 422,
        body: { message: 'Page failed validation', errors: { url: ['x'] } },
      },
      { type: 'page.stored', version: 8 },
    ] as const) {
      expect(parseServerMessage(encodeCollabMessage(message))).toStrictEqual(message);
    }
  });

  it('ignores payloads that are not ours instead of throwing', () => {
    for (const payload of [
      '',
      'not json',
      '[]',
      'null',
      '{"type":"save.request"}',
      '{"type":"save.request","id":""}',
      '{"type":"drop.tables","id":"1"}',
    ]) {
      expect(parseClientMessage(payload)).toBeNull();
    }
    expect(parseServerMessage('{"type":"save.done","id":"r1","version":-1}')).toBeNull();
    expect(
      parseClientMessage(JSON.stringify({ type: 'save.request', id: 'x'.repeat(65) })),
    ).toBeNull();
  });
});
