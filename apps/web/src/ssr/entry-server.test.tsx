import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { resolveLazyRoutes, routes } from '../app/router.tsx';
import { isServerRendered, pageModules, renderPage } from './entry-server.tsx';

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);

describe('server rendering of the public pages', () => {
  it('renders the landing page in the language asked for, with its critical CSS and state', async () => {
    const page = await renderPage({ url: '/', language: 'fr', signedIn: false });
    expect(page?.language).toBe('fr');
    expect(h1(page?.html ?? '')).toBe('Trouvez un service de garde de confiance près de chez vous');
    expect(links(page?.html ?? '')).toEqual(expect.arrayContaining(['/entry/login', '/entry/register', '/about']));
    expect(page?.head).toMatch(/<style data-emotion="css /);
    expect(page?.head).toContain(
      '<script type="application/json" id="kinderly-ssr">{"language":"fr","signedIn":false}',
    );
  });

  it('renders a router page with the data the browser router hydrates from', async () => {
    const page = await renderPage({ url: '/entry/login', language: 'en', signedIn: false });
    expect(h1(page?.html ?? '')).toBe('Sign in');
    expect(page?.head).toContain('"router":{"loaderData":{"0":null}');
  });

  it('renders the signed-in header for the signed-in flag, without sign-in links', async () => {
    const page = await renderPage({ url: '/about', language: 'en', signedIn: true });
    const header = /<header[\s\S]*?<\/header>/.exec(page?.html ?? '')?.[0] ?? '';
    expect(links(header)).toEqual(expect.arrayContaining(['/app/home']));
    expect(links(header)).not.toContain('/entry/login');
    expect(links(header)).not.toContain('/entry/register');
  });

  it("renders a policy with the API's answer, and hands the query to the browser's cache", async () => {
    const asked: string[] = [];
    const policy = {
      id: 1,
      slug: 'privacy-policy',
      language: 'fr',
      title: 'Politique de confidentialité',
      html: '<h2>Ce que nous gardons</h2>',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    const page = await renderPage({
      url: '/privacy-policy',
      language: 'fr',
      signedIn: false,
      get: (url) => {
        asked.push(url);
        return Promise.resolve(policy);
      },
    });
    expect(asked).toEqual(['/api/policies/getPolicy?id=1&language=fr']);
    expect(h1(page?.html ?? '')).toBe('Politique de confidentialité');
    expect(page?.html).toContain('Ce que nous gardons');
    expect(page?.head).toContain('"queryKey":["content","policy",1,"fr"]');
  });

  it('leaves a content page to the browser when its data cannot be read', async () => {
    const get = () => Promise.reject(new Error('404'));
    expect(await renderPage({ url: '/blog/no-such-post', language: 'en', signedIn: false, get })).toBeNull();
  });

  it('leaves signed-in and data pages to the browser', async () => {
    expect(isServerRendered('/app/home')).toBe(false);
    expect(isServerRendered('/resetpassword')).toBe(false);
    expect(await renderPage({ url: '/app/home', language: 'en', signedIn: true })).toBeNull();
  });

  it("names each rendered router page's route module and catalogues, as the browser loads them before hydrating", async () => {
    const paths = ['/about', '/careers', '/help', '/licenses', '/press', '/safety', '/not-found', '/entry/login'];
    paths.push('/entry/register', '/forgotpassword', '/blog', '/blog/first-post', '/privacy-policy', '/terms-of-use');
    paths.push('/cookie-policy');
    // Named before the routes below are resolved (resolving drops each route's lazy, which holds its catalogues).
    const named = new Map(paths.map((path) => [path, pageModules(path, 'fr')]));
    expect(named.get('/entry/login')).toEqual(['src/features/account/pages/login-page.tsx', 'src/locales/fr/account.json']);
    expect(named.get('/blog/first-post')).toEqual([
      'src/features/content/pages/blog-post-page.tsx',
      'src/locales/fr/content.json',
    ]);
    expect(named.get('/not-found')).toEqual(['src/features/content/pages/not-found-page.tsx']);
    for (const path of paths) {
      await resolveLazyRoutes(path);
      const page = matchRoutes(routes, path)?.at(-1)?.route.Component;
      const [module] = named.get(path) ?? [];
      const exported = Object.values((await import(/* @vite-ignore */ `../${module?.slice('src/'.length)}`)) as object);
      expect(exported, path).toContain(page);
    }
    expect(pageModules('/', 'en')).toEqual([]);
    expect(pageModules('/app/home', 'en')).toEqual([]);
  });
});
