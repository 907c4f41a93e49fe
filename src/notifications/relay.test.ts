import { describe, expect, it } from 'vitest';
import { relayTargets } from './relay';

describe('where a notification may post its data', () => {
  it('is every http(s) address it carries: its link and its actions', () => {
    expect(
      relayTargets({
        href: 'https://shop.example/answers',
        actions: [
          { text: 'Tell us', href: 'https://survey.example/a', primary: true },
          { text: 'See more', href: '/sale/', primary: false },
          { text: 'Again', href: 'https://shop.example/answers', primary: false },
        ],
        dismissAction: { text: 'Not now', href: 'http://shop.example/no', primary: false },
        footerAction: { text: 'Chat', href: '{open-chat}', primary: false },
      }),
    ).toStrictEqual([
      'https://shop.example/answers',
      'https://survey.example/a',
      'http://shop.example/no',
    ]);
  });

  it('is nowhere for a notification of in-app links and handlers only', () => {
    expect(
      relayTargets({ href: '/sale/', actions: [], dismissAction: null, footerAction: null }),
    ).toStrictEqual([]);
  });
});
