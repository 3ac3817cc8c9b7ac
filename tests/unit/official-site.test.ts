import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import { bewareText } from '@/content/beaware-text';
import { bewareText as hindiBewareText } from '@/content/hi/beaware-text';
import { fraudTips } from '@/content/company';
import { blogPosts } from '@/content/blog';
import { domainOf, officialSite, withOfficialDomain } from '@/lib/official-site';
import { officialDomainList } from '@/lib/lookalike';

describe('the one official website (issue 37)', () => {
  it('is the origin the site is built for, printed without www.', () => {
    expect(officialSite.origin).toBe(new URL(site.defaultUrl).origin);
    expect(officialSite.domain).toBe('shiftease.example');
    expect(domainOf('https://WWW.Movers.example.in')).toBe('movers.example.in');
    expect(domainOf('https://movers.example.in.')).toBe('movers.example.in');
  });

  it('is the first domain the fraud checker compares with', () => {
    expect(officialDomainList()[0]).toBe(officialSite.domain);
  });

  it('fills the words that name our address, and only their {domain}', () => {
    expect(withOfficialDomain('Type {domain} yourself, {value}.', 'movers.example.in')).toBe(
      'Type movers.example.in yourself, {value}.',
    );
  });

  it('is named in words by placeholder, never written out', () => {
    // A domain written into a sentence would survive a build for another domain.
    const words = [
      bewareText.checker.placeholder,
      hindiBewareText.checker.placeholder,
      ...fraudTips.map((t) => t.description),
      ...hindiBewareText.tips.items.map((t) => t.description),
      ...blogPosts.flatMap((p) => p.description),
    ].join('\n');
    expect(words).toContain('{domain}');
    // Our e-mail address may share the domain; a website's address is not after an @.
    const domain = domainOf(site.defaultUrl).replace(/\./g, '\\.');
    expect(words).not.toMatch(new RegExp(`(?<!@)\\b${domain}`));
  });

  it('is read from lib/official-site.ts only: the default URL is lib/env.ts’s fallback', () => {
    const root = path.join(__dirname, '..', '..');
    const sources = ['app', 'components', 'content', 'lib', 'functions']
      .flatMap((dir) => listFiles(path.join(root, dir)))
      .filter((file) => /\.(ts|tsx)$/.test(file));
    const readersOf = (pattern: RegExp) =>
      sources
        .filter((file) => pattern.test(readFileSync(file, 'utf8')))
        .map((file) => path.relative(root, file))
        .sort();
    // Written once (content/site-url.ts), named in the business facts, read by lib/env.ts only.
    expect(readersOf(/\bDEFAULT_SITE_URL\b/)).toEqual([
      'content/site-url.ts',
      'content/site.ts',
      'lib/env.ts',
    ]);
    expect(readersOf(/\benv\.siteUrl\b/)).toEqual(['lib/official-site.ts']);
  });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === 'generated'
        ? []
        : listFiles(path.join(dir, entry.name))
      : [path.join(dir, entry.name)],
  );
}
