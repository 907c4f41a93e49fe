/** The editor's panels and overlays: props in, callbacks out, no global state. */
export {
  PropertiesPanel,
  BUILTIN_CONDITION_NAMES,
  type PropertiesPanelProps,
} from './PropertiesPanel';
export { PageSettingsPanel, type PageSettingsPanelProps } from './PageSettingsPanel';
export type { PageSettingsPatch } from './pageSettings';
export { LayersPanel, type LayersPanelProps } from './LayersPanel';
export { Palette, paletteDragId, type PaletteDragData, type PaletteProps } from './Palette';
export { SelectLinkOverlay, type SelectLinkOverlayProps } from './SelectLinkOverlay';
export {
  FieldInput,
  FieldList,
  type FieldInputProps,
  type FieldListProps,
} from './fields/FieldInput';
