import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MESSAGES,
  attachmentFileName,
  attachmentSizeProblem,
  CHAT_ATTACHMENT_MAX_BYTES,
  chatAttachmentUrl,
  formatFileSize,
  isImageAttachment,
  shopperAttachmentHref,
  sniffAttachmentType,
} from './attachments';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));

describe('chat attachments', () => {
  it('tells each accepted kind from its first bytes', () => {
    expect(sniffAttachmentType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffAttachmentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffAttachmentType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffAttachmentType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffAttachmentType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffAttachmentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffAttachmentType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'image/svg+xml',
    );
    expect(
      sniffAttachmentType(
        bytes('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg>'),
      ),
    ).toBe('image/svg+xml');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffAttachmentType(bytes('MZ', [0x90, 0]))).toBeNull();
    expect(sniffAttachmentType(bytes('<html><svg></svg></html>'))).toBeNull();
    expect(sniffAttachmentType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffAttachmentType(bytes('plain text'))).toBeNull();
    expect(sniffAttachmentType(bytes([0xc3, 0x28, ...Buffer.from('<svg>')]))).toBeNull();
    expect(sniffAttachmentType(new Uint8Array())).toBeNull();
  });

  it('limits the size to 10 MB with a clear message', () => {
    expect(attachmentSizeProblem(CHAT_ATTACHMENT_MAX_BYTES)).toBeNull();
    expect(attachmentSizeProblem(CHAT_ATTACHMENT_MAX_BYTES + 1)).toBe('Files can be at most 10 MB');
    expect(attachmentSizeProblem(0)).toBe(ATTACHMENT_MESSAGES.missing);
  });

  it('shows images as thumbnails and other files as chips', () => {
    expect(isImageAttachment('image/svg+xml')).toBe(true);
    expect(isImageAttachment('application/pdf')).toBe(false);
  });

  it('keeps file names safe for a header and a screen', () => {
    expect(attachmentFileName('invoice (1).pdf', 'application/pdf')).toBe('invoice (1).pdf');
    expect(attachmentFileName('a"b\r\n;c.png', 'image/png')).toBe('abc.png');
    expect(attachmentFileName('"";', 'application/pdf')).toBe('attachment.pdf');
  });

  it('gives sizes and addresses', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(12 * 1024)).toBe('12 KB');
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(chatAttachmentUrl(7, 3)).toBe('/omnis/v3/live-chat/chat/7/attachments/3');
    expect(shopperAttachmentHref({ url: '/x/3' }, 'tok_en', true)).toBe(
      '/x/3?token=tok_en&download=1',
    );
    expect(shopperAttachmentHref({ url: '/x/3' }, 'tok', false)).toBe('/x/3?token=tok');
  });
});
