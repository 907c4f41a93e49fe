import { describe, expect, it } from 'vitest';
import { jsonForScript } from './jsonForScript';

describe('jsonForScript', () => {
  it('cannot close its script element and still parses to the same value', () => {
    const value = { name: 'Fox </script><script>alert(1)</script> Tee' };
    const json = jsonForScript(value);
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toStrictEqual(value);
  });
});
