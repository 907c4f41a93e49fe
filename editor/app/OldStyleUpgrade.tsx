import { useState } from 'react';
import { BLOCK_TEMPLATE_V2, type Page } from '../../src/model';
import { blocksWithoutTemplate } from '../../src/rules';
import { Button, Dialog } from '../../src/ui';
import type { PageCommand } from '../../src/commands';

/**
 * An old-style (v1) page: some blocks were made by the old block editor and carry no
 * template. The notice offers the upgrade; its preview lists the blocks it changes and
 * says what stays the same (their content and look: only the template they are edited
 * with changes). Upgrading is one undoable step (`setBlocksProperty`).
 */
export function OldStyleUpgrade({
  page,
  titleOf,
  apply,
  onUpgraded,
}: {
  page: Page;
  titleOf: (id: string) => string;
  apply: (command: PageCommand) => { ok: boolean };
  /** Told once the page is upgraded (the notice and its dialog are gone by then). */
  onUpgraded: (message: string) => void;
}) {
  const [previewing, setPreviewing] = useState(false);
  const ids = blocksWithoutTemplate(page);
  if (ids.length === 0) return null;
  const count = ids.length === 1 ? '1 block' : `${ids.length} blocks`;
  return (
    <div className="ed-upgrade" role="region" aria-label="Old-style page">
      <span>This page was made with the old block editor: {count} still use the old template.</span>
      <Button onClick={() => setPreviewing(true)}>Preview the upgrade</Button>
      <Dialog open={previewing} title="Upgrade this page" onClose={() => setPreviewing(false)}>
        <p>
          Upgrading moves {count} to the current template. Their content and how they look on your
          store stay the same; you can undo it.
        </p>
        <ul className="ed-upgrade__blocks">
          {ids.map((id) => (
            <li key={id}>{titleOf(id)}</li>
          ))}
        </ul>
        <div className="ui-dialog__actions">
          <Button onClick={() => setPreviewing(false)}>Not now</Button>
          <Button
            variant="primary"
            onClick={() => {
              const result = apply({
                type: 'setBlocksProperty',
                ids,
                key: 'template',
                value: BLOCK_TEMPLATE_V2,
              });
              if (!result.ok) return;
              setPreviewing(false);
              onUpgraded(
                `Page upgraded: ${count} moved to the current template. Undo brings the old one back.`,
              );
            }}
          >
            Upgrade {count}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
