import { describe, expect, it } from 'vitest';
import { areaFilesWorker, type ChunkLinks, planAreaFiles } from './area-files.ts';

const chunk = (fileName: string, links: Partial<ChunkLinks> = {}): ChunkLinks => ({
  fileName,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  css: [],
  facadeModuleId: null,
  ...links,
});

const area = (name: string) => `/repo/apps/web/src/app/areas/${name}-area.tsx`;
const everything = () => true;

/** A build shaped like the app's: the entry reaches the login, the common area and each area lazily. */
const build: ChunkLinks[] = [
  chunk('assets/index.js', {
    isEntry: true,
    imports: ['assets/shared.js'],
    dynamicImports: [
      'assets/login.js',
      'assets/common-area.js',
      'assets/seller-area.js',
      'assets/bakery-area.js',
      'assets/manager-area.js',
    ],
    css: ['assets/index.css'],
  }),
  chunk('assets/login.js', { imports: ['assets/shared.js', 'assets/select.js'] }),
  chunk('assets/common-area.js', { facadeModuleId: area('common'), imports: ['assets/city.js'] }),
  chunk('assets/seller-area.js', {
    facadeModuleId: area('seller'),
    imports: ['assets/shared.js', 'assets/select.js', 'assets/quantity.js'],
    dynamicImports: ['assets/map.js', 'assets/city.js', 'assets/charts.js'],
    css: ['assets/seller-area.css'],
  }),
  chunk('assets/map.js', { css: ['assets/map.css'] }),
  chunk('assets/bakery-area.js', { facadeModuleId: area('bakery'), imports: ['assets/quantity.js'] }),
  chunk('assets/manager-area.js', { facadeModuleId: area('manager'), dynamicImports: ['assets/map.js'] }),
  chunk('assets/shared.js'),
  chunk('assets/select.js'),
  chunk('assets/quantity.js', { css: ['assets/quantity.css'] }),
  chunk('assets/city.js'),
  chunk('assets/charts.js'),
];

describe('planAreaFiles: the files each area alone reaches', () => {
  const plan = planAreaFiles(build, everything);

  it('lists an area’s chunk, its lazy screens and their style sheets', () => {
    expect(plan.seller).toEqual([
      '/assets/charts.js',
      '/assets/map.css',
      '/assets/map.js',
      '/assets/quantity.css',
      '/assets/quantity.js',
      '/assets/seller-area.css',
      '/assets/seller-area.js',
    ]);
  });

  it('leaves in the shell what the entry reaches without an area (the login’s select, the common area’s city list)', () => {
    const listed = Object.values(plan).flat();
    for (const shell of ['/assets/index.js', '/assets/index.css', '/assets/shared.js', '/assets/select.js'])
      expect(listed).not.toContain(shell);
    expect(listed).not.toContain('/assets/city.js');
    expect(plan.common).toBeUndefined();
  });

  it('gives a file two areas share to both', () => {
    expect(plan.bakery).toEqual(['/assets/bakery-area.js', '/assets/quantity.css', '/assets/quantity.js']);
    expect(plan.manager).toEqual(['/assets/manager-area.js', '/assets/map.css', '/assets/map.js']);
  });

  it('keeps in the shell an area’s chunk the shell imports statically (code Rolldown hoisted into it)', () => {
    const hoisted = build.map((links) =>
      links.fileName === 'assets/common-area.js'
        ? { ...links, imports: [...links.imports, 'assets/seller-area.js'] }
        : links,
    );
    const plan = planAreaFiles(hoisted, everything);
    const listed = Object.values(plan).flat();
    for (const shell of [
      '/assets/seller-area.js',
      '/assets/seller-area.css',
      '/assets/select.js',
      '/assets/quantity.js',
    ])
      expect(listed).not.toContain(shell);
    // The shell may then run the seller chunk's code, lazy imports included: all precached, the safe side.
    expect(plan.seller).toEqual([]);
  });

  it('leaves out files another rule caches', () => {
    const kept = planAreaFiles(build, (file) => !file.includes('charts') && !file.includes('manager-'));
    expect(kept.seller).not.toContain('/assets/charts.js');
    expect(kept.manager).toEqual(['/assets/map.css', '/assets/map.js']);
  });
});

describe('areaFilesWorker', () => {
  it('carries the plan and the cache’s names the page uses', () => {
    const script = areaFilesWorker({ seller: ['/assets/seller-area.js'] });
    expect(script).toContain('{"seller":["/assets/seller-area.js"]}');
    expect(script).toContain('"rota-area-files"');
    expect(script).toContain('"/__rota/areas"');
  });
});
