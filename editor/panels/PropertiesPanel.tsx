import './panels.css';
import { useId } from 'react';
import { builtinConditions } from '../../src/conditions';
import type { Block, BlockCondition } from '../../src/model';
import {
  migrateProperties,
  readProperties,
  REGISTRY_MESSAGES,
  type BlockRegistry,
} from '../../src/registry';
import { ConditionsEditor } from './ConditionsEditor';
import { groupFields } from './fieldGroups';
import { FieldList } from './fields/FieldInput';
import { Switch } from './fields/ToggleInput';
import { WidthControl } from './WidthControl';

/** Condition names when the caller passes none: the storefront's built-ins. */
export const BUILTIN_CONDITION_NAMES: readonly string[] = Object.keys(builtinConditions);

export interface PropertiesPanelProps {
  /** The selected blocks: none, one, or several. */
  selection: readonly Block[];
  registry: Pick<BlockRegistry, 'find'>;
  divisionId: number;
  /** Known condition names: `createConditionRegistry(...).names()`; the built-ins by default. */
  conditionNames?: readonly string[];
  /**
   * A property edit, reported as it happens. With one block selected it is that block's;
   * with several (only `published` can be set then) it applies to every selected block.
   */
  onPropertyChange: (key: string, value: unknown) => void;
  /** A new width in columns (3 to 12) for the selected block. */
  onResize: (width: number) => void;
}

/** Published unless `properties.published` is false (the spec's default is true). */
const isPublished = (block: Block): boolean => block.properties.published !== false;

/**
 * The selected block's properties: its type's fields in sections by `group`, then the
 * controls every block has (published, conditions, width). Nothing selected shows how to
 * start; several selected shows how many, with a published switch for all of them.
 */
export function PropertiesPanel({
  selection,
  registry,
  divisionId,
  conditionNames = BUILTIN_CONDITION_NAMES,
  onPropertyChange,
  onResize,
}: PropertiesPanelProps) {
  const headingId = useId();
  const [block] = selection;

  if (!block) {
    return (
      <section className="panel" aria-labelledby={headingId}>
        <h2 id={headingId} className="panel__title">
          Properties
        </h2>
        <p className="panel__empty">Select a block on the page to edit it.</p>
      </section>
    );
  }

  if (selection.length > 1) {
    const published = selection.filter(isPublished).length;
    return (
      <section className="panel" aria-labelledby={headingId}>
        <h2 id={headingId} className="panel__title">{`${selection.length} blocks selected`}</h2>
        <PublishedSwitch
          checked={published === selection.length}
          mixed={published > 0 && published < selection.length}
          help={
            published > 0 && published < selection.length
              ? `${published} of ${selection.length} are published.`
              : undefined
          }
          onChange={(next) => onPropertyChange('published', next)}
        />
      </section>
    );
  }

  return (
    <BlockProperties
      // A new block starts clean: no half-typed value or open picker carries over.
      key={block.id}
      block={block}
      registry={registry}
      divisionId={divisionId}
      conditionNames={conditionNames}
      onPropertyChange={onPropertyChange}
      onResize={onResize}
    />
  );
}

type BlockPropertiesProps = Omit<PropertiesPanelProps, 'selection'> & {
  block: Block;
  conditionNames: readonly string[];
};

function BlockProperties({
  block,
  registry,
  divisionId,
  conditionNames,
  onPropertyChange,
  onResize,
}: BlockPropertiesProps) {
  const headingId = useId();
  const type = registry.find(block.type);
  // Fields show what the seller typed (the stored values, migrated), over the defaults: the
  // parsed values are for rendering and would, for instance, drop a trailing space while
  // it is being typed.
  const values = type
    ? {
        ...readProperties<Record<string, unknown>>(type, block),
        ...migrateProperties(type, block.properties),
      }
    : block.properties;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="panel__title">
          {type?.title ?? block.type}
        </h2>
        {type ? (
          <p className="field__help">{type.description}</p>
        ) : (
          <p className="field__error">{REGISTRY_MESSAGES.unregistered(block.type)}</p>
        )}
      </div>
      {type
        ? groupFields(type.fields).map((group) => (
            <fieldset key={group.name} className="panel__section">
              <legend>{group.name}</legend>
              <FieldList
                fields={group.fields}
                values={values}
                onChange={onPropertyChange}
                divisionId={divisionId}
              />
            </fieldset>
          ))
        : null}
      <fieldset className="panel__section">
        <legend>Visibility and size</legend>
        <PublishedSwitch
          checked={isPublished(block)}
          onChange={(next) => onPropertyChange('published', next)}
        />
        <ConditionsEditor
          conditions={(block.properties.conditions ?? []) as BlockCondition[]}
          known={conditionNames}
          onChange={(conditions) =>
            onPropertyChange('conditions', conditions.length > 0 ? conditions : undefined)
          }
        />
        <WidthControl width={block.size.x} min={type?.size.min} onResize={onResize} />
      </fieldset>
    </section>
  );
}

function PublishedSwitch({
  checked,
  mixed = false,
  help,
  onChange,
}: {
  checked: boolean;
  mixed?: boolean;
  help?: string;
  onChange: (published: boolean) => void;
}) {
  const ids = { label: useId(), help: useId() };
  return (
    <div className="field">
      <span id={ids.label} className="field__label">
        Published
      </span>
      <Switch
        labelledBy={ids.label}
        describedBy={ids.help}
        checked={checked}
        mixed={mixed}
        onChange={onChange}
      />
      <p id={ids.help} className="field__help">
        {help ?? 'Unpublished blocks show here in the editor but not to shoppers.'}
      </p>
    </div>
  );
}
