import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../runtime/entry-server';
import type { BlogPostSummary } from '../../src/model';
import { testDatabaseKinds } from './support/databases';
import { startTestServer, type TestServer } from './support/server';

/** Blog tags (issue 18): the API filters by tag, and /blog/tagged/{tag}/ lists a tag's posts. */
describe.each(testDatabaseKinds())('blog tags on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind, ssr: render });
    const post = (url: string, title: string, day: number, tags: string[]) =>
      server.repos.blog.create({
        divisionId: server.world.demo.id,
        url,
        title,
        body: `<p>${title}</p>`,
        metaImage: null,
        publishedAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
        tags,
      });
    await post('printing', 'How printing works', 1, ['print-on-demand', 'sustainability']);
    await post('cotton', 'Caring for cotton', 2, ['organic-cotton', 'sustainability']);
    await post('artists', 'Meet the artists', 3, []);
  });
  afterAll(() => server.close());

  type BlogAnswer = { posts: BlogPostSummary[]; total: number };
  const blog = (query: string) =>
    server.browser().get<BlogAnswer>(`/omnis/v3/blog/paginate/?divisions=demo&${query}`);

  it('lists the posts of one tag, newest first, with every post carrying its tags', async () => {
    const tagged = await blog('tag=sustainability');
    expect(tagged.body.total).toBe(2);
    expect(tagged.body.posts.map((post) => [post.url, post.tags])).toEqual([
      ['cotton', ['organic-cotton', 'sustainability']],
      ['printing', ['print-on-demand', 'sustainability']],
    ]);
    // A tag is found however it is typed.
    expect((await blog('tag=%20Organic%20Cotton%20')).body.total).toBe(1);
    expect((await blog('tag=none-such')).body.total).toBe(0);
    expect((await blog('lite=1')).body.posts.map((post) => post.url)).toContain('artists');
  });

  it('renders /blog/tagged/{tag}/ with its posts, and an unknown tag as not found', async () => {
    // The router writes the page number into the address (a redirect to ?page=1).
    const page = await server.browser().get('/blog/tagged/sustainability/?page=1');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Posts tagged “sustainability”');
    expect(page.text).toContain('Caring for cotton');
    expect(page.text).not.toContain('Meet the artists');
    expect((await server.browser().get('/blog/tagged/none-such/?page=1')).status).toBe(404);
    const post = await server.browser().get('/blog/cotton/');
    expect(post.text).toContain('href="/blog/tagged/organic-cotton/"');
  });
});
