import type { Plugin } from 'vite';

/**
 * A build plugin that rewrites one module of a dependency (`file` matches its path) after checking that it still holds
 * every text of `expected`: if an upgrade changes the module, the build stops with a message naming `owner` (the file
 * to update) instead of silently losing what the rewrite was for.
 */
export function rewriteModule(name: string, file: RegExp, expected: string[], owner: string, rewrite: (code: string) => string): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id.split('?')[0])) return null;
      if (!expected.every((part) => code.includes(part))) this.error(`${id} changed: update ${owner}`);
      return { code: rewrite(code), map: null };
    },
  };
}
