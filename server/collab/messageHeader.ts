/**
 * The header every Hocuspocus message starts with: the document name (a lib0 var-string:
 * var-uint byte length, then UTF-8) and the message type (a var-uint). Read here, before
 * Hocuspocus sees the message, so the socket guard can count messages per document and
 * refuse bytes that are not a message at all.
 */
export interface MessageHeader {
  documentName: string;
  type: number;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** Document names are short (`page.<id>.<id>`); a longer one is not a message of ours. */
const MAX_NAME_BYTES = 256;

function readVarUint(data: Uint8Array, start: number): { value: number; next: number } | null {
  let value = 0;
  let multiplier = 1;
  for (let at = start; at < data.length && at < start + 8; at += 1) {
    const byte = data[at]!;
    value += (byte & 0x7f) * multiplier;
    if (byte < 0x80) return { value, next: at + 1 };
    multiplier *= 128;
  }
  return null;
}

/** The header of a message, or null when the bytes do not start with one. */
export function readMessageHeader(data: Uint8Array): MessageHeader | null {
  const length = readVarUint(data, 0);
  if (!length || length.value > MAX_NAME_BYTES || length.next + length.value > data.length)
    return null;
  let documentName: string;
  try {
    documentName = utf8.decode(data.subarray(length.next, length.next + length.value));
  } catch {
    return null;
  }
  const type = readVarUint(data, length.next + length.value);
  return type ? { documentName, type: type.value } : null;
}
