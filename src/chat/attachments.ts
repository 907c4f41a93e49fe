/**
 * Files sent in a live chat (by shoppers and agents alike): which kinds are accepted, how
 * large they may be, and how a file's kind is told from its first bytes (never from the
 * name or the type the browser claims).
 */
import { API_PREFIX } from '../api/http';

/** The largest file a chat accepts. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const ATTACHMENT_MESSAGES = {
  missing: 'Please choose a file to attach',
  tooLarge: 'Files can be at most 10 MB',
  wrongType: 'Please attach an image (PNG, JPEG, WebP, GIF or SVG) or a PDF',
  unreadable: 'The file could not be read. Please choose it again',
  notFound: 'This attachment was not found',
  alreadySent: 'This attachment was already sent',
} as const;

export const CHAT_ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'application/pdf',
] as const;
export type ChatAttachmentType = (typeof CHAT_ATTACHMENT_TYPES)[number];

/** What the file input offers (the server still checks the bytes). */
export const CHAT_ATTACHMENT_ACCEPT = [...CHAT_ATTACHMENT_TYPES, '.svg', '.pdf'].join(',');

export interface ChatAttachmentView {
  id: number;
  name: string;
  type: ChatAttachmentType;
  size: number;
  /** Where the chat's participants fetch it (their token or session proves it). */
  url: string;
}

const EXTENSIONS: Record<ChatAttachmentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
};

export const attachmentExtension = (type: ChatAttachmentType): string => EXTENSIONS[type];

/** Images show as a thumbnail; anything else (PDF) as a file chip. */
export const isImageAttachment = (type: ChatAttachmentType): boolean => type.startsWith('image/');

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An SVG document: optional BOM, XML declaration, comments and doctype, then `<svg`. */
const SVG_START =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

function looksLikeSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4096));
  } catch {
    // Cut inside a multi-byte character at 4096: decode what is certainly whole.
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4093));
    } catch {
      return false;
    }
  }
  return SVG_START.test(text);
}

/** The file's kind by its content, or null when it is none of the accepted kinds. */
export function sniffAttachmentType(bytes: Uint8Array): ChatAttachmentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return null;
}

/** Why a file of `size` bytes cannot be sent, or null. */
export function attachmentSizeProblem(size: number): string | null {
  if (size <= 0) return ATTACHMENT_MESSAGES.missing;
  return size > CHAT_ATTACHMENT_MAX_BYTES ? ATTACHMENT_MESSAGES.tooLarge : null;
}

/** A file name safe to show and to put in a download header. */
export function attachmentFileName(name: string, type: ChatAttachmentType): string {
  const cleaned = name
    .replace(/[^\w.\- ()]+/g, '')
    .trim()
    .slice(0, 120);
  return cleaned || `attachment.${attachmentExtension(type)}`;
}

/** "512 B", "12 KB", "3.4 MB": how the file chip gives the size. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The download path of a chat's attachment (under the API prefix). */
export const chatAttachmentUrl = (chatId: number, attachmentId: number): string =>
  `${API_PREFIX}/live-chat/chat/${chatId}/attachments/${attachmentId}`;

/**
 * The link a shopper's panel uses for an attachment: an `<img>` or a download sends no
 * headers, so the chat token goes in the query, as for the chat's event stream.
 */
export function shopperAttachmentHref(
  attachment: Pick<ChatAttachmentView, 'url'>,
  token: string,
  download: boolean,
): string {
  const query = new URLSearchParams({ token });
  if (download) query.set('download', '1');
  return `${attachment.url}?${query.toString()}`;
}
