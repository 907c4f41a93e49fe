import { Button } from '../../src/ui';
import { TILE_BORDER_RADII, TILE_RATIOS, TEXT_SHADOWS, type ImageTile } from '../../src/model';
import { ColourField } from './ColourField';
import { MenuLinkField } from './MenuLinkField';
import { SelectField, TextField, type ChooseLink } from './MenuFields';

export interface MenuTileFieldsProps {
  tile: ImageTile;
  /** "tile 2": names every control, so each one's label is unique on the screen. */
  name: string;
  onChange: (patch: Partial<ImageTile>) => void;
  onRemove: () => void;
  onPickImage: () => void;
  chooseLink: ChooseLink;
}

/** The spec's image tile fields: image, texts, link, ratio, corners, shadow, overlay, button. */
export function MenuTileFields({
  tile,
  name,
  onChange: set,
  onRemove,
  onPickImage,
  chooseLink,
}: MenuTileFieldsProps) {
  return (
    <div className="dash-menu-tile-fields">
      <TextField label={`Image of ${name}`} value={tile.src} onChange={(src) => set({ src })} />
      <Button size="small" onClick={onPickImage}>
        Choose the image of {name}
      </Button>
      <TextField
        label={`Title of ${name}`}
        value={tile.title}
        onChange={(title) => set({ title })}
      />
      <TextField
        label={`Description of ${name}`}
        value={tile.description}
        onChange={(description) => set({ description })}
      />
      <MenuLinkField
        label={`Link of ${name}`}
        value={tile.link}
        onChange={(link) => set({ link })}
        onChoose={() => chooseLink(tile.link, (link) => set({ link }))}
      />
      <SelectField
        label={`Ratio of ${name}`}
        value={tile.ratio}
        options={TILE_RATIOS}
        onChange={(ratio) => set({ ratio })}
      />
      <SelectField
        label={`Border radius of ${name}`}
        value={tile.borderRadius}
        options={TILE_BORDER_RADII}
        onChange={(borderRadius) => set({ borderRadius })}
      />
      <SelectField
        label={`Shadow of ${name}`}
        value={tile.shadow}
        options={TEXT_SHADOWS}
        onChange={(shadow) => set({ shadow })}
      />
      <ColourField
        label={`Overlay colour of ${name}`}
        value={tile.overlay}
        hint="Laid over the image under the text; empty for none."
        onChange={(overlay) => set({ overlay })}
      />
      <TextField
        label={`Button text of ${name}`}
        value={tile.button?.text ?? ''}
        hint="Empty for no button."
        onChange={(text) =>
          set({
            button:
              text === ''
                ? null
                : {
                    textColor: null,
                    backgroundColor: null,
                    borderColor: null,
                    borderRadius: null,
                    width: 'auto',
                    ...tile.button,
                    text,
                  },
          })
        }
      />
      <Button size="small" variant="danger" onClick={onRemove}>
        Remove {name}
      </Button>
    </div>
  );
}
