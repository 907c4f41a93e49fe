import { describe, expect, it } from 'vitest';
import * as encoding from 'lib0/encoding';
import { readMessageHeader } from './messageHeader';

const message = (name: string, type: number, ...rest: number[]): Uint8Array => {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, name);
  encoding.writeVarUint(encoder, type);
  for (const byte of rest) encoding.writeUint8(encoder, byte);
  return encoding.toUint8Array(encoder);
};

describe('readMessageHeader', () => {
  it('reads the document name and type lib0 wrote', () => {
    expect(readMessageHeader(message('page.3.42', 2, 9, 9))).toStrictEqual({
      documentName: 'page.3.42',
      type: 2,
    });
    expect(readMessageHeader(message('página', 300))).toStrictEqual({
      documentName: 'página',
      type: 300,
    });
  });

  it('refuses bytes that are not a message', () => {
    expect(readMessageHeader(new Uint8Array([]))).toBeNull();
    expect(readMessageHeader(new Uint8Array([5, 97, 98]))).toBeNull();
    expect(readMessageHeader(new Uint8Array([2, 0xff, 0xfe, 0]))).toBeNull();
    expect(readMessageHeader(new Uint8Array([1, 97]))).toBeNull();
    expect(
      readMessageHeader(new Uint8Array([0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80])),
    ).toBeNull();
    expect(readMessageHeader(message('x'.repeat(300), 0))).toBeNull();
  });
});
