import type { FieldDescriptor } from '../../../src/registry';
import { ColourInput } from './ColourInput';
import { contrastBackgroundKey, lowContrastWarning } from './colourValue';
import { pairAltFields, standaloneFields } from './fieldRelations';
import { ImageInput, type AltText } from './ImageInput';
import { LinkInput } from './LinkInput';
import { ListInput } from './ListInput';
import { NumberInput } from './NumberInput';
import { RichTextInput } from './RichTextInput';
import { SelectInput } from './SelectInput';
import { TextareaInput } from './TextareaInput';
import { TextInput } from './TextInput';
import { ToggleInput } from './ToggleInput';

export interface FieldInputProps {
  field: FieldDescriptor;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The store, for fields that call the API (image, link). */
  divisionId: number;
  /** A warning for colour fields (low contrast), worked out by FieldList. */
  warning?: string | null;
  /** The alt-text field drawn inside an image field, worked out by FieldList. */
  alt?: AltText;
}

/** Draws the input for one field descriptor, by its kind. */
export function FieldInput({ field, value, onChange, divisionId, warning, alt }: FieldInputProps) {
  switch (field.kind) {
    case 'text':
      return <TextInput field={field} value={value} onChange={onChange} />;
    case 'textarea':
      return <TextareaInput field={field} value={value} onChange={onChange} />;
    case 'richText':
      return <RichTextInput field={field} value={value} onChange={onChange} />;
    case 'number':
      return <NumberInput field={field} value={value} onChange={onChange} />;
    case 'select':
      return <SelectInput field={field} value={value} onChange={onChange} />;
    case 'toggle':
      return <ToggleInput field={field} value={value} onChange={onChange} />;
    case 'colour':
      return <ColourInput field={field} value={value} onChange={onChange} warning={warning} />;
    case 'image':
      return (
        <ImageInput
          field={field}
          value={value}
          onChange={onChange}
          divisionId={divisionId}
          alt={alt}
        />
      );
    case 'link':
      return <LinkInput field={field} value={value} onChange={onChange} divisionId={divisionId} />;
    case 'object': {
      const record =
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
      return (
        <fieldset className="field field--object">
          <legend className="field__label">{field.label}</legend>
          {field.help ? <p className="field__help">{field.help}</p> : null}
          <FieldList
            fields={field.fields}
            values={record}
            onChange={(key, next) => onChange({ ...record, [key]: next })}
            divisionId={divisionId}
          />
        </fieldset>
      );
    }
    case 'list':
      return (
        <ListInput
          field={field}
          value={value}
          onChange={onChange}
          renderItemFields={(item, onItemChange) => (
            <FieldList
              fields={field.fields}
              values={item}
              onChange={onItemChange}
              divisionId={divisionId}
            />
          )}
        />
      );
  }
}

export interface FieldListProps {
  fields: readonly FieldDescriptor[];
  /** The properties the fields edit (a block's, or one list item's). */
  values: Readonly<Record<string, unknown>>;
  onChange: (key: string, value: unknown) => void;
  divisionId: number;
}

/**
 * Several fields of one record, in order. It knows how fields relate: an image is drawn
 * with its alt text, and a text colour warns when it reads poorly on its sibling
 * background. Lives beside FieldInput because each draws the other (lists nest).
 */
export function FieldList({ fields, values, onChange, divisionId }: FieldListProps) {
  const alts = pairAltFields(fields);
  const keys = fields.map((field) => field.name);
  return (
    <>
      {standaloneFields(fields).map((field) => {
        const altField = field.kind === 'image' ? alts.get(field.name) : undefined;
        const backgroundKey =
          field.kind === 'colour' ? contrastBackgroundKey(field.name, keys) : undefined;
        return (
          // data-field names what a collaborator sees this seller editing (presence).
          <div key={field.name} data-field={field.name} className="field-slot">
            <FieldInput
              field={field}
              value={values[field.name]}
              onChange={(value) => onChange(field.name, value)}
              divisionId={divisionId}
              warning={
                backgroundKey ? lowContrastWarning(values[field.name], values[backgroundKey]) : null
              }
              alt={
                altField
                  ? {
                      field: altField,
                      value: values[altField.name],
                      onChange: (value) => onChange(altField.name, value),
                    }
                  : undefined
              }
            />
          </div>
        );
      })}
    </>
  );
}
