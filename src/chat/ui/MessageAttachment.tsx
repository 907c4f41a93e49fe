import { formatFileSize, isImageAttachment, type ChatAttachmentView } from '../attachments';

export interface MessageAttachmentProps {
  attachment: ChatAttachmentView;
  /** Where this viewer fetches it (the shopper's panel adds their chat token). */
  hrefOf(attachment: ChatAttachmentView, download: boolean): string;
}

/** A file in a message: images as a thumbnail linking to the file, PDFs as a file chip. */
export function MessageAttachment({ attachment, hrefOf }: MessageAttachmentProps) {
  const download = hrefOf(attachment, true);
  if (isImageAttachment(attachment.type))
    return (
      <span className="chat-file chat-file--image">
        <a href={hrefOf(attachment, false)} target="_blank" rel="noopener noreferrer">
          <img src={hrefOf(attachment, false)} alt={attachment.name} loading="lazy" />
        </a>
        <a href={download} download={attachment.name}>
          Download {attachment.name}
        </a>
      </span>
    );
  return (
    <a className="chat-file chat-file--chip" href={download} download={attachment.name}>
      <span aria-hidden="true">PDF</span> {attachment.name}{' '}
      <small>({formatFileSize(attachment.size)})</small>
      <span className="ui-visually-hidden">, download</span>
    </a>
  );
}
