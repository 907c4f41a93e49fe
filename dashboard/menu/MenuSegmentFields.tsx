import type { ReactNode } from 'react';
import { Button } from '../../src/ui';
import { newImageTile } from '../../src/menu';
import type { SubmenuSegment } from '../../src/model';
import { moveItem } from '../../src/products';
import { SortableList } from '../products/SortableList';
import { MenuLinkField } from './MenuLinkField';
import { TextField, type ChooseLink } from './MenuFields';
import { MenuTileFields } from './MenuTileFields';

export interface MenuSegmentFieldsProps {
  segment: SubmenuSegment;
  /** 1-based, as the labels say it. */
  number: number;
  onChange: (segment: SubmenuSegment) => void;
  onRemove: () => void;
  onPickImage: (tileIndex: number) => void;
  chooseLink: ChooseLink;
}

/** One submenu segment: its title, then its image tiles or its links, each sortable. */
export function MenuSegmentFields({
  segment,
  number,
  onChange,
  onRemove,
  onPickImage,
  chooseLink,
}: MenuSegmentFieldsProps) {
  const tiles = segment.mode === 'tiles';
  return (
    <fieldset className="dash-menu-segment">
      <legend>
        Submenu {number}: {tiles ? 'image tiles' : 'links'}
      </legend>
      <TextField
        label={`Title of submenu ${number}`}
        value={segment.title}
        onChange={(title) => onChange({ ...segment, title })}
      />
      {segment.mode === 'tiles' ? (
        <SegmentItems
          noun="tile"
          submenu={number}
          items={segment.items}
          titleOf={(tile) => tile.title}
          onItems={(items) => onChange({ ...segment, items })}
        >
          {(tile, index, change, remove) => (
            <MenuTileFields
              tile={tile}
              name={`tile ${index + 1}`}
              onChange={change}
              onRemove={remove}
              onPickImage={() => onPickImage(index)}
              chooseLink={chooseLink}
            />
          )}
        </SegmentItems>
      ) : (
        <SegmentItems
          noun="link"
          submenu={number}
          items={segment.items}
          titleOf={(link) => link.text}
          onItems={(items) => onChange({ ...segment, items })}
        >
          {(link, index, change, remove) => (
            <div className="dash-menu-tile-fields">
              <TextField
                label={`Text of link ${index + 1}`}
                value={link.text}
                onChange={(text) => change({ text })}
              />
              <MenuLinkField
                label={`Address of link ${index + 1}`}
                value={link.href}
                onChange={(href) => change({ href })}
                onChoose={() =>
                  chooseLink(link.href, (href, text) =>
                    // A link still named by default takes the chosen page's name.
                    change(link.text === 'Link' || link.text === '' ? { href, text } : { href }),
                  )
                }
              />
              <Button size="small" variant="danger" onClick={remove}>
                Remove link {index + 1}
              </Button>
            </div>
          )}
        </SegmentItems>
      )}
      <div className="dash-chips">
        <Button
          size="small"
          onClick={() =>
            onChange(
              segment.mode === 'tiles'
                ? { ...segment, items: [...segment.items, newImageTile('')] }
                : { ...segment, items: [...segment.items, { text: 'Link', href: '#' }] },
            )
          }
        >
          {tiles ? `Add a tile to submenu ${number}` : `Add a link to submenu ${number}`}
        </Button>
        <Button size="small" variant="danger" onClick={onRemove}>
          Remove submenu {number}
        </Button>
      </div>
    </fieldset>
  );
}

/** A segment's items as a sortable list whose rows can change or remove their item. */
function SegmentItems<T extends object>({
  noun,
  submenu,
  items,
  titleOf,
  onItems,
  children,
}: {
  noun: 'tile' | 'link';
  submenu: number;
  items: readonly T[];
  titleOf: (item: T) => string;
  onItems: (items: T[]) => void;
  children: (
    item: T,
    index: number,
    change: (patch: Partial<T>) => void,
    remove: () => void,
  ) => ReactNode;
}) {
  const plural = noun === 'tile' ? 'Tiles' : 'Links';
  return (
    <SortableList
      label={`${plural} of submenu ${submenu}`}
      items={items}
      keyOf={(_, index) => `${noun}-${index}`}
      labelOf={(item, index) => `${noun} ${index + 1}${titleOf(item) ? `: ${titleOf(item)}` : ''}`}
      onMove={(from, to) => onItems(moveItem(items, from, to))}
    >
      {(item, index) =>
        children(
          item,
          index,
          (patch) =>
            onItems(items.map((other, at) => (at === index ? { ...other, ...patch } : other))),
          () => onItems(items.filter((_, at) => at !== index)),
        )
      }
    </SortableList>
  );
}
