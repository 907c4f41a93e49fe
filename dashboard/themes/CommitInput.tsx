import { useState, type InputHTMLAttributes } from 'react';

export interface CommitInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
> {
  value: string;
  /** Called on Enter or when focus leaves with a changed value. */
  onCommit: (value: string) => void;
}

/**
 * A text input that keeps its draft to itself and hands the value over once (Enter or
 * blur), so typing `#ff0000` is one undoable change, not seven. Give it `key={value}` so
 * an undo elsewhere replaces the draft.
 */
export function CommitInput({ value, onCommit, ...input }: CommitInputProps) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <input
      {...input}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
