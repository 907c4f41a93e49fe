import type { BlockMigration } from '../../src/registry';
import { POD_RATIOS, type PodRatioName } from './properties';

const isRatioName = (value: unknown): value is PodRatioName =>
  typeof value === 'string' && Object.hasOwn(POD_RATIOS, value);

/**
 * Version 1 pods stored their ratio by name, as menu image tiles still do (wide, short,
 * 4:3, square, tall). Version 2 stores the number, so every
 * reader (editor panel, renderer, mail) sees one shape.
 */
export const ratioNameToNumber: BlockMigration = {
  name: 'ratioNameToNumber',
  up: (properties) =>
    isRatioName(properties.ratio)
      ? { ...properties, ratio: POD_RATIOS[properties.ratio] }
      : properties,
};

export const podMigrations: readonly BlockMigration[] = [ratioNameToNumber];
