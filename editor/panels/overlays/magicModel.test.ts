import { describe, expect, it } from 'vitest';
import {
  MAGIC_PROMPT_REQUIRED,
  MAGIC_PROMPT_TOO_LONG,
  magicModelDraft,
  magicPromptProblem,
} from './magicModel';

describe('magicModelDraft', () => {
  it('writes an announcement: a title-cased heading and a call to shop', () => {
    expect(magicModelDraft('  summer sale on organic tees. ', 'announcement')).toBe(
      '<h2>Summer Sale on Organic Tees</h2><p>Discover summer sale on organic tees, chosen with care for you. Shop now while stocks last.</p>',
    );
  });

  it('writes a story paragraph', () => {
    expect(magicModelDraft('we print in Cornwall', 'story')).toBe(
      '<p>We print in Cornwall. That is what this store is about: every piece is chosen with care and made to last, so you can wear it for years.</p>',
    );
  });

  it('writes one bullet per comma-separated point, skipping empty ones', () => {
    expect(magicModelDraft('organic cotton, printed to order,, free returns', 'highlights')).toBe(
      '<ul><li>Organic cotton</li><li>Printed to order</li><li>Free returns</li></ul>',
    );
  });

  it('escapes markup in the prompt, so the prompt is only ever text', () => {
    expect(magicModelDraft('<img src=x onerror=alert(1)>', 'story')).toContain(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it('is deterministic: the same prompt and style give the same text', () => {
    expect(magicModelDraft('new hoodies', 'announcement')).toBe(
      magicModelDraft('new hoodies', 'announcement'),
    );
  });
});

describe('magicPromptProblem', () => {
  it('needs a description of at most 200 characters', () => {
    expect(magicPromptProblem('   ')).toBe(MAGIC_PROMPT_REQUIRED);
    expect(magicPromptProblem('x'.repeat(201))).toBe(MAGIC_PROMPT_TOO_LONG);
    expect(magicPromptProblem('x'.repeat(200))).toBeNull();
  });
});
