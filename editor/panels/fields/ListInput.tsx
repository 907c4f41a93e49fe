import { useRef, type ReactNode } from 'react';
import { FieldShell } from './FieldShell';
import {
  addItem,
  canAddItem,
  itemsOf,
  moveItem,
  removeItem,
  setItemProperty,
  type ListItem,
} from './listItems';
import type { FieldInputProps } from './types';

export interface ListInputProps extends FieldInputProps<'list'> {
  /**
   * Draws one item's nested fields. Given by the dispatcher (FieldInput), which knows how
   * to draw any field; passing it in keeps this file free of an import cycle.
   */
  renderItemFields: (
    item: ListItem,
    onItemChange: (key: string, value: unknown) => void,
  ) => ReactNode;
}

let nextKey = 0;
const newKey = () => `item-${(nextKey += 1)}`;

/**
 * A list property (banner buttons, overlay colours): add (new items take the field's
 * `newItem` defaults, up to `max`), remove, move up and down, and each item's own fields.
 * Items have no ids, so React keys are kept beside them and moved with them: an item's
 * half-typed text follows it when it moves.
 */
export function ListInput({ field, value, onChange, renderItemFields }: ListInputProps) {
  const items = itemsOf(value);
  const keys = useRef<string[]>([]);
  // An outside change (undo, another seller) may change the count: keep keys in step.
  while (keys.current.length < items.length) keys.current.push(newKey());
  keys.current.length = items.length;

  const move = (index: number, delta: number) => {
    keys.current = [...moveItem(keys.current, index, delta)];
    onChange(moveItem(items, index, delta));
  };
  const remove = (index: number) => {
    keys.current = keys.current.filter((_, i) => i !== index);
    onChange(removeItem(items, index));
  };
  const full = !canAddItem(items, field.max);
  const help = [field.help, field.max !== undefined ? `Up to ${field.max}.` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <FieldShell label={field.label} help={help || undefined} as="group">
      {() => (
        <>
          {items.length === 0 ? (
            <p className="field__help">{`No ${field.itemLabel.toLowerCase()}s yet.`}</p>
          ) : null}
          <ol className="list-field__items">
            {items.map((item, index) => {
              const name = `${field.itemLabel} ${index + 1}`;
              return (
                <li key={keys.current[index]} className="list-field__item" aria-label={name}>
                  <div className="list-field__head">
                    <span>{name}</span>
                    <span className="button-row">
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={`Move ${name} up`}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={`Move ${name} down`}
                        disabled={index === items.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className="button button--small button--danger"
                        aria-label={`Remove ${name}`}
                        onClick={() => remove(index)}
                      >
                        Remove
                      </button>
                    </span>
                  </div>
                  {renderItemFields(item, (key, next) =>
                    onChange(setItemProperty(items, index, key, next)),
                  )}
                </li>
              );
            })}
          </ol>
          <div className="button-row">
            <button
              type="button"
              className="button"
              disabled={full}
              onClick={() => onChange(addItem(items, field.newItem, field.max))}
            >
              {`Add ${field.itemLabel.toLowerCase()}`}
            </button>
          </div>
        </>
      )}
    </FieldShell>
  );
}
