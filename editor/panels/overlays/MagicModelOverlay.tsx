import { useId, useState } from 'react';
import { sanitizeHtml } from '../../../src/sanitize';
import { Button, Dialog } from '../../../src/ui';
import {
  MAGIC_MODEL_STYLES,
  MAGIC_PROMPT_MAX_LENGTH,
  magicModelDraft,
  magicPromptProblem,
  type MagicModelStyle,
} from './magicModel';

export interface MagicModelOverlayProps {
  /** Called with the written HTML; it replaces the field's text (one undoable edit). */
  onInsert: (html: string) => void;
  onClose: () => void;
}

/**
 * The magic-model overlay: the seller describes the text in a few words and picks a
 * style; "Write" shows a draft, "Use this text" puts it in the field. The draft comes
 * from a local template (magicModel.ts), not an AI service: none is configured.
 */
export function MagicModelOverlay({ onInsert, onClose }: MagicModelOverlayProps) {
  const promptId = useId();
  const hintId = useId();
  const errorId = useId();
  const styleId = useId();
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState<MagicModelStyle>('announcement');
  const [problem, setProblem] = useState<string | null>(null);
  const [draft, setDraft] = useState<string | null>(null);

  return (
    <Dialog open title="Magic model" onClose={onClose} describedBy={hintId} className="overlay">
      <p id={hintId}>
        Describe the text in a few words and pick a style. The draft is written from a template on
        this device; edit it afterwards like any text.
      </p>
      <form
        className="magic-model__form"
        onSubmit={(event) => {
          event.preventDefault();
          const refused = magicPromptProblem(prompt);
          setProblem(refused);
          setDraft(refused ? null : magicModelDraft(prompt, style));
        }}
      >
        <label htmlFor={promptId}>What is the text about?</label>
        <input
          id={promptId}
          type="text"
          value={prompt}
          maxLength={MAGIC_PROMPT_MAX_LENGTH}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          placeholder="Summer sale on organic tees"
          onChange={(event) => setPrompt(event.target.value)}
        />
        {problem ? (
          <p id={errorId} className="status status--error" role="alert">
            {problem}
          </p>
        ) : null}
        <label htmlFor={styleId}>Style</label>
        <select
          id={styleId}
          value={style}
          onChange={(event) => setStyle(event.target.value as MagicModelStyle)}
        >
          {Object.entries(MAGIC_MODEL_STYLES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <Button type="submit">Write</Button>
      </form>
      {draft ? (
        <section aria-label="Draft" className="magic-model__draft">
          {/* Shown as the storefront will: through the seller-html sanitiser. */}
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(draft) }} />
        </section>
      ) : null}
      <div className="ui-dialog__actions">
        <Button onClick={onClose}>Cancel</Button>
        {draft ? (
          <Button variant="primary" onClick={() => onInsert(draft)}>
            Use this text
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
