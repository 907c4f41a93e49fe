import { useId, useState } from 'react';
import { INVALID_CONDITIONS_MESSAGE } from '../../src/conditions';
import type { BlockCondition } from '../../src/model';
import {
  addCondition,
  conditionName,
  describeCondition,
  invalidConditionNames,
  removeCondition,
} from './conditionList';

export interface ConditionsEditorProps {
  conditions: readonly BlockCondition[];
  /** Names the storefront knows: `createConditionRegistry(...).names()`. */
  known: readonly string[];
  onChange: (conditions: BlockCondition[]) => void;
}

/**
 * The block's named conditions: each listed with a remove button, unknown names marked
 * (the storefront would hide the block and log 'Invalid block conditions'), and a picker
 * of the known names with optional values to add one. An empty list means "always shown".
 */
export function ConditionsEditor({ conditions, known, onChange }: ConditionsEditorProps) {
  const ids = { name: useId(), args: useId(), argsHelp: useId(), invalid: useId() };
  const [name, setName] = useState('');
  const [args, setArgs] = useState('');
  const invalid = invalidConditionNames(conditions, known);

  return (
    <fieldset className="field" aria-describedby={invalid.length > 0 ? ids.invalid : undefined}>
      <legend>Conditions</legend>
      {conditions.length === 0 ? (
        <p className="field__help">
          Always shown. Add a condition to show this block only to some visitors.
        </p>
      ) : (
        <ul className="conditions__list" aria-label="Conditions">
          {conditions.map((condition, index) => {
            const unknown = !known.includes(conditionName(condition));
            const label = describeCondition(condition);
            return (
              <li
                key={`${conditionName(condition)}-${index}`}
                className={
                  unknown ? 'conditions__chip conditions__chip--invalid' : 'conditions__chip'
                }
              >
                <span>{unknown ? `${label} (unknown)` : label}</span>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Remove condition ${label}`}
                  onClick={() => onChange(removeCondition(conditions, index))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {invalid.length > 0 ? (
        <p id={ids.invalid} className="field__error" role="alert">
          {`${INVALID_CONDITIONS_MESSAGE}: ${invalid.join(', ')}. The block stays hidden until they are removed.`}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={ids.name} className="field__label">
          Add condition
        </label>
        <select id={ids.name} value={name} onChange={(event) => setName(event.target.value)}>
          <option value="">Choose a condition…</option>
          {known.map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.args} className="field__label">
          Values (optional)
        </label>
        <input
          id={ids.args}
          type="text"
          value={args}
          aria-describedby={ids.argsHelp}
          onChange={(event) => setArgs(event.target.value)}
        />
        <p id={ids.argsHelp} className="field__help">
          For currency, codes such as USD, EUR; for before and after, a date such as 2026-12-24.
        </p>
      </div>
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={name === ''}
          onClick={() => {
            onChange(addCondition(conditions, name, args));
            setName('');
            setArgs('');
          }}
        >
          Add
        </button>
      </div>
    </fieldset>
  );
}
