import { z } from 'zod';
import { ICON_MESSAGE, ICON_NAME } from './Icon';

/** A block property holding a Font Awesome icon name (validated like the component checks it). */
export const iconSchema = z.string().trim().regex(ICON_NAME, ICON_MESSAGE);
