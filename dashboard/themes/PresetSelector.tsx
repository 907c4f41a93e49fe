import { useMemo } from 'react';
import type { StoreTheme } from '../../themes/storeTheme';
import type { CustomTheme } from './themesApi';
import { PreviewFrame } from './PreviewFrame';
import { previewMessage } from './previewTheme';
import { presetLabel, presetVariant } from './presetVariant';
import { CustomThemeList } from './CustomThemeList';

export interface PresetSelectorProps {
  /** The presets the store's plan allows (the server leaves out Pro ones without Pro). */
  presets: readonly string[];
  current: StoreTheme;
  customThemes: readonly CustomTheme[];
  /** The custom theme the saved store theme came from. */
  inUseId: number | null;
  onChoose: (preset: string) => void;
  onApplyCustom: (theme: CustomTheme) => void;
  onCustomThemesChange: (themes: CustomTheme[]) => void;
}

/** The store's homepage in a frame, small, wearing one preset with the seller's changes. */
function Thumbnail({ preset, theme }: { preset: string; theme: StoreTheme }) {
  const message = useMemo(
    () => previewMessage({ base: preset, overrides: theme.overrides }),
    [preset, theme.overrides],
  );
  return (
    // Decorative: the radio beside it is the control; the frame only shows the look.
    <span className="themes-thumb" aria-hidden="true">
      <PreviewFrame
        src="/?theme-preview=1"
        title={`${presetLabel(preset)} on your homepage`}
        message={message}
        loading="lazy"
        tabIndex={-1}
      />
    </span>
  );
}

/** Every preset the store may use, as a live thumbnail of its own homepage. */
export function PresetSelector(props: PresetSelectorProps) {
  const { presets, current, customThemes, inUseId, onChoose, onApplyCustom } = props;
  return (
    <div className="themes-selector">
      <fieldset>
        <legend>Preset</legend>
        <p className="themes-note">
          Your changes stay on top of the preset you choose. Pages that name their own theme keep
          it.
        </p>
        <ul className="themes-presets">
          {presets.map((preset) => {
            const variant = presetVariant(preset);
            return (
              // The label already names the variant ("Teemill Pro Dark"); the data lets CSS mark it.
              <li
                key={preset}
                data-pro={variant.pro || undefined}
                data-dark={variant.dark || undefined}
              >
                <label className="themes-preset">
                  <Thumbnail preset={preset} theme={current} />
                  <span className="themes-preset-name">
                    <input
                      type="radio"
                      name="theme-preset"
                      value={preset}
                      checked={current.base === preset}
                      onChange={() => onChoose(preset)}
                    />{' '}
                    {presetLabel(preset)}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {customThemes.length > 0 ? (
        <section aria-labelledby="themes-custom-heading">
          <h3 id="themes-custom-heading">Your saved themes</h3>
          <CustomThemeList
            themes={customThemes}
            inUseId={inUseId}
            onApply={onApplyCustom}
            onChange={props.onCustomThemesChange}
          />
        </section>
      ) : null}
    </div>
  );
}
